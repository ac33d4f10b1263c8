import { ToastContainer } from 'react-toastify';
import { toastOptions } from '@/lib/toast';

export function Toaster() {
  return <ToastContainer {...toastOptions} />;
}
