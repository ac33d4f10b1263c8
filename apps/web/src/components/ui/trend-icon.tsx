/** A rising line on axes: figures that are still to come, in an empty state. */
export function TrendIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-10"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d="M4 19V5M4 19h16M8 15l3-4 3 2 5-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
