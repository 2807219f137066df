import type { CaseStudy } from '@yo/domain';

const colors: Record<string, string> = {
  'solis-credit': '#8A5300',
  'made-technologies': '#0B4F9C',
  'cj-cubes-wholesale': '#1B6E35',
};

/** A partner's monogram, drawn (their logo marks are theirs to publish). */
export function StudyLogo({ study, size = 64 }: { study: CaseStudy; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role="img"
      aria-label={`${study.company} logo`}
    >
      <rect width="64" height="64" rx="14" fill={colors[study.url] ?? '#16213A'} />
      <text
        x="32"
        y="41"
        textAnchor="middle"
        fontFamily="sans-serif"
        fontWeight="700"
        fontSize="24"
        fill="#FFFFFF"
      >
        {study.logo}
      </text>
    </svg>
  );
}
