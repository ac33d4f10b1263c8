import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { ChatIcon } from '@/components/ui/icons';
import { env } from '@/config/env';
import './dashboard-texts';

export function whatsappHref(number: string = env.whatsappNumber): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

/** The chat assistant: a banner whose call to action opens the support chat on WhatsApp. */
export function ChatBanner({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <aside
      aria-label={t('chat.title')}
      className={clsx('flex flex-col gap-2 rounded-2xl bg-teal-800 p-4 text-white', className)}
    >
      <div className="flex items-center gap-2 text-sm font-semibold">
        <ChatIcon className="size-5" />
        {t('chat.title')}
      </div>
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
