import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ChatIcon, whatsappHref } from './chat-banner';
import './dashboard-texts';

/** Section 2: QR code, report and integrations are not available yet; the chat link reaches support. */
export function FeatureUnavailable() {
  const { t } = useTranslation('dashboard');
  return (
    <EmptyState
      title={t('unavailable.title')}
      icon={<ChatIcon className="size-10" />}
      action={{ kind: 'external', label: t('unavailable.cta'), href: whatsappHref() }}
    >
      <p>{t('unavailable.body')}</p>
    </EmptyState>
  );
}
