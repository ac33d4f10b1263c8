import type { ToastContainerProps } from 'react-toastify';

// The countdown bar is a progressbar named 'notification timer' in English; the toast closes after 5 s without it.
export const toastOptions: ToastContainerProps = {
  position: 'top-right',
  autoClose: 5000,
  newestOnTop: true,
  hideProgressBar: true,
};
