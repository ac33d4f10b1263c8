import type { ToastContainerProps } from 'react-toastify';

export const toastOptions: ToastContainerProps = { position: 'top-right', autoClose: 5000, newestOnTop: true };
