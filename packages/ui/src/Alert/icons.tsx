/**
 * Tone icons shared by Alert and StatusIcon: each tone has its own shape, so the meaning never
 * rests on colour alone. Decorative: the text next to them (or an accessible name) says it.
 */
export type Tone = 'error' | 'info' | 'success' | 'warning';

interface ToneIconProps {
  tone: Tone;
  className?: string;
}

export function ToneIcon({ tone, className }: ToneIconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      data-tone={tone}
    >
      {tone === 'success' && (
        <>
          <circle cx="12" cy="12" r="11" fill="currentColor" />
          <path
            d="M6.5 12.5l3.5 3.5 7.5-8"
            fill="none"
            stroke="#fff"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      )}
      {tone === 'error' && (
        <>
          {/* An octagon, like a stop sign. */}
          <path d="M7.4 1h9.2L23 7.4v9.2L16.6 23H7.4L1 16.6V7.4z" fill="currentColor" />
          <path
            d="M8 8l8 8M16 8l-8 8"
            fill="none"
            stroke="#fff"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </>
      )}
      {tone === 'warning' && (
        <>
          <path d="M12 1.5L23 21.5H1z" fill="currentColor" strokeLinejoin="round" />
          <path d="M12 8.5v6" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
          <circle cx="12" cy="18" r="1.4" fill="#fff" />
        </>
      )}
      {tone === 'info' && (
        <>
          <circle cx="12" cy="12" r="11" fill="currentColor" />
          <path d="M12 11v6.5" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
          <circle cx="12" cy="7" r="1.5" fill="#fff" />
        </>
      )}
    </svg>
  );
}
