import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Starts an entry's app in its #root, as a transition: the first render then yields to the browser every few
 * milliseconds instead of holding the main thread for the whole screen, so that answers, images and a tap
 * are handled meanwhile. Where the server drew the first screen, React takes over that markup instead of
 * drawing it again.
 */
export function mountApp(root: HTMLElement, app: ReactNode): void {
  startTransition(() => {
    if (root.firstElementChild) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
