import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { env } from '@/config/env';
import './dashboard-texts';

export function whatsappHref(number: string = env.whatsappNumber): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

export function ChatIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path
        d="M4 20l1.3-3.9A8 8 0 1 1 8 19.2z M9 10h.01M12 10h.01M15 10h.01"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The chat assistant: a banner whose call to action opens the support chat on WhatsApp. */
export function ChatBanner({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <aside
      aria-label={t('chat.title')}
      className={clsx('flex flex-col gap-2 rounded-2xl bg-teal-800 p-4 text-white', className)}
    >
      <p className="flex items-center gap-2 text-sm font-semibold">
        <ChatIcon />
        {t('chat.title')}
      </p>
      <p className="text-xs text-teal-50">{t('chat.body')}</p>
      <a
        href={whatsappHref()}
        target="_blank"
        rel="noreferrer"
        className={buttonClasses('secondary', 'min-h-9 border-transparent text-teal-900')}
      >
        {t('chat.cta')}
      </a>
    </aside>
  );
}
