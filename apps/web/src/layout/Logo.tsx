/** The Yo wordmark: a red tile with the name, readable by screen readers as "Yo home". */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label="Yo home">
      <rect width="64" height="64" rx="14" fill="var(--yo-color-brand-primary)" />
      <text
        x="32"
        y="43"
        fontFamily="var(--yo-font-family-heading)"
        fontSize="30"
        fontWeight="700"
        textAnchor="middle"
        fill="var(--yo-color-brand-on-primary)"
      >
        Yo
      </text>
    </svg>
  );
}
