import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { IntegrationsNotice } from '@/features/profile/components/integrations-notice';
import '@/features/profile/texts';

export function IntegrationsRoute() {
  const { t } = useTranslation('profile');
  return (
    <>
      <PageTitle>{t('integrations.title')}</PageTitle>
      <IntegrationsNotice />
    </>
  );
}
