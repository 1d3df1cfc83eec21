/** The site's mark, beside the name in the header and the footer; decorative, the name carries the meaning. */
export function Logo() {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="36" height="36" rx="6" fill="#0b2a63" />
      <path d="M11 14h18M11 20h18M11 26h12" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="29" cy="26" r="3" fill="#ffce00" />
    </svg>
  );
}
