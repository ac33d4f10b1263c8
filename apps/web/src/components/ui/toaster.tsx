import { useTranslation } from 'react-i18next';
import { ToastContainer, type CloseButtonProps } from 'react-toastify';
import { toastOptions } from '@/lib/toast';

/** react-toastify's own close button, named in the UI's language instead of its English 'close'. */
function CloseButton({ closeToast, theme }: CloseButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={t('closeToast')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

export function Toaster() {
  const { t } = useTranslation();
  // react-toastify names its region in English ('Notifications Alt+T'); Alt+T still moves focus to it.
  return <ToastContainer {...toastOptions} aria-label={t('toasts')} closeButton={CloseButton} />;
}
