import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { env } from '@/config/env';
import '../texts';

/** Integrations are not built yet; the notice points to the support chat. */
export function IntegrationsNotice() {
  const { t } = useTranslation('profile');
  const chat = `https://wa.me/${env.whatsappNumber.replace(/\D/g, '')}`;
  return (
    <EmptyState
      title={t('integrations.notice')}
      action={{ kind: 'external', label: t('integrations.cta'), href: chat }}
    >
      <p>{t('integrations.body')}</p>
    </EmptyState>
  );
}
