import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';
import '@/features/notifications/texts';
import { useCurrentClaim } from '@/hooks/use-current-claim';

export function NotificationsRoute() {
  const { t } = useTranslation('notifications');
  const claim = useCurrentClaim();
  return (
    <>
      <div className="flex flex-col gap-2">
        <PageTitle venue={claim?.restaurant.name}>{t('title')}</PageTitle>
        <p className="text-sm text-slate-600">{t('intro')}</p>
      </div>
      <NotificationSettings currentPlaceId={claim?.restaurant.id} />
    </>
  );
}
