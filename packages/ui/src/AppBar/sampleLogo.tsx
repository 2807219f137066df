/** A stand-in wordmark for the stories. */
export function SampleLogo() {
  return (
    <svg width="56" height="32" viewBox="0 0 56 32" aria-hidden="true" focusable="false">
      <rect width="56" height="32" rx="8" fill="currentColor" />
      <text
        x="28"
        y="22"
        textAnchor="middle"
        fill="#fff"
        fontFamily="Inter Variable, Inter, sans-serif"
        fontSize="18"
        fontWeight="700"
      >
        Yo
      </text>
    </svg>
  );
}
