import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { IntegrationsNotice } from '@/features/profile/components/integrations-notice';
import '@/features/profile/texts';
import { useCurrentClaim } from '@/hooks/use-current-claim';

export function IntegrationsRoute() {
  const { t } = useTranslation('profile');
  const claim = useCurrentClaim();
  return (
    <>
      <PageTitle venue={claim?.restaurant.name}>{t('integrations.title')}</PageTitle>
      <IntegrationsNotice />
    </>
  );
}
