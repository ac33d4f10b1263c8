/**
 * Session and return URLs are absolute: ones on this app's origin stay in the single-page app (the
 * caches stay warm), anything else (the payment provider's pages) is a full navigation.
 */
export function goToUrl(url: string, navigate: (to: string) => void | Promise<void>): void {
  const target = new URL(url, window.location.origin);
  if (target.origin === window.location.origin)
    void navigate(`${target.pathname}${target.search}${target.hash}`);
  else window.location.assign(target.toString());
}
