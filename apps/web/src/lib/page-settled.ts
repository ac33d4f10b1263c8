/** How long after the page's load event the code that the first screen does not need starts to load. */
const SETTLE_MS = 5_000;

let settled: Promise<void> | undefined;

/**
 * Resolves SETTLE_MS after the page's load event: the moment to fetch what a returning user's first screen
 * does not need (Firebase Auth, the toast container), so that it does not compete with that screen's code
 * and data on a slow connection.
 */
export function whenPageSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const wait = () => setTimeout(resolve, SETTLE_MS);
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
  });
  return settled;
}
