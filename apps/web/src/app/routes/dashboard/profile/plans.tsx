import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { PlansView } from '@/features/billing/components/plans-view';
import '@/features/billing/texts';

export function PlansRoute() {
  const { t } = useTranslation('billing');
  return (
    <>
      <PageTitle>{t('plans.title')}</PageTitle>
      <PlansView />
    </>
  );
}
