import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';
import '@/features/notifications/texts';
import { useCurrentVenue } from '@/hooks/use-current-venue';

export function NotificationsRoute() {
  const { t } = useTranslation('notifications');
  const venue = useCurrentVenue();
  return (
    <>
      <div className="flex flex-col gap-2">
        <PageTitle venue={venue?.place.name}>{t('title')}</PageTitle>
        <p className="text-sm text-slate-600">{t('intro')}</p>
      </div>
      <NotificationSettings currentPlaceId={venue?.place.id} />
    </>
  );
}
