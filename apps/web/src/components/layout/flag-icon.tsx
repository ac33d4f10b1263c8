/** Flags as SVG: flag emoji do not render on Windows or in fonts without emoji. */
export function FlagIcon({ language }: { language: 'it' | 'en' }) {
  if (language === 'it') {
    return (
      <svg viewBox="0 0 3 2" className="h-4 w-6 rounded-sm shadow-sm" aria-hidden="true" data-flag="it">
        <rect width="1" height="2" fill="#009246" />
        <rect x="1" width="1" height="2" fill="#fff" />
        <rect x="2" width="1" height="2" fill="#ce2b37" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 60 30" className="h-4 w-6 rounded-sm shadow-sm" aria-hidden="true" data-flag="en">
      <clipPath id="flag-gb-clip">
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath="url(#flag-gb-clip)" stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}
