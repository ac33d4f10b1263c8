import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Starts an entry's app in its #root. Where the server drew the first screen, React takes over that markup
 * instead of drawing it again, as a transition: hydration then yields to the browser every few milliseconds
 * instead of holding the main thread, so the drawn screen stays responsive to a tap meanwhile.
 */
export function mountApp(root: HTMLElement, app: ReactNode): void {
  if (!root.firstElementChild) {
    createRoot(root).render(app);
    return;
  }
  startTransition(() => {
    hydrateRoot(root, app);
  });
}
