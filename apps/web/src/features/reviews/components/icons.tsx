export function VideoOffIcon({ className = 'size-10' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d="M3 3l18 18M15 10l5-3v10M3 7v10a1 1 0 0 0 1 1h11M9 6h5a1 1 0 0 1 1 1v4" strokeLinecap="round" />
    </svg>
  );
}

export function PlayBadgeIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-12 drop-shadow" fill="none">
      <circle cx="12" cy="12" r="11" fill="rgb(15 23 42 / 0.55)" />
      <path d="M10 8v8l6-4z" fill="#fff" />
    </svg>
  );
}

export function DownloadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
