import type { ToastContainerProps } from 'react-toastify';

// The countdown bar is a progressbar named 'notification timer' in English; the toast closes after 5 s without it.
export const toastOptions: ToastContainerProps = {
  position: 'top-right',
  autoClose: 5000,
  newestOnTop: true,
  hideProgressBar: true,
};

/**
 * Raises a toast without react-toastify in the caller's bundle: for code on a first screen that rarely raises
 * one. The library loads with the first such toast, which then waits in its queue until the container
 * mounts; a toast whose code cannot be downloaded is not shown.
 */
export function toastLater(kind: 'info' | 'error', message: string, options: { toastId: string }): void {
  void import('react-toastify').then(
    ({ toast }) => toast[kind](message, options),
    () => undefined,
  );
}
