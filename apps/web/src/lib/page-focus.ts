/*
 * Focus falls to <body> when the focused element leaves the page: the sign-in form once signed in, a
 * menu item once chosen. Screen reader and keyboard users then start again from the top, so focus goes to
 * the page's h1 instead, or to <main> until the h1 has rendered.
 */
let lastFocused: Element | null = null;
document.addEventListener('focusin', (event) => {
  lastFocused = event.target instanceof Element ? event.target : null;
});

const HEADING_WAIT_MS = 10_000;

export function focusPageHeading(): void {
  const main = document.querySelector('main');
  if (!main) return;
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading) return heading.focus({ preventScroll: true });
  main.focus({ preventScroll: true });
  const observer = new MutationObserver(() => {
    const rendered = main.querySelector<HTMLElement>('h1');
    if (!rendered) return;
    observer.disconnect();
    if (document.activeElement === main) rendered.focus({ preventScroll: true });
  });
  observer.observe(main, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
}

/** After a navigation: moves focus only if it fell to <body> because the focused element went away. */
export function recoverLostFocus(): void {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  if (!lastFocused || lastFocused.isConnected) return;
  lastFocused = null;
  focusPageHeading();
}
