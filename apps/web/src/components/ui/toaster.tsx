import { useTranslation } from 'react-i18next';
import { ToastContainer } from 'react-toastify';
import { toastOptions } from '@/lib/toast';

export function Toaster() {
  const { t } = useTranslation();
  // react-toastify names its region in English ('Notifications Alt+T'); Alt+T still moves focus to it.
  return <ToastContainer {...toastOptions} aria-label={t('toasts')} />;
}
