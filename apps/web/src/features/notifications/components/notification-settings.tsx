import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useNotifications, type VenueNotifications } from '../api/get-notifications';
import { VenueNotificationsForm } from './venue-notifications-form';
import '../texts';

const GRID = 'grid grid-cols-1 items-start gap-6 lg:grid-cols-2';

function SettingsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-6">
      <Skeleton className="h-5 w-64 max-w-full" />
      <div className={GRID}>
        {[0, 1].map((card) => (
          <div
            key={card}
            className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
          >
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-10 w-24" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The current venue first, the others in the API's order. */
function currentFirst(venues: readonly VenueNotifications[], currentPlaceId: string | undefined) {
  return [...venues].sort(
    (a, b) => Number(b.placeId === currentPlaceId) - Number(a.placeId === currentPlaceId),
  );
}

/** The signed-in user's mail settings, one card per venue they manage. */
export function NotificationSettings({ currentPlaceId }: { currentPlaceId: string | undefined }) {
  const { t } = useTranslation('notifications');
  const settings = useNotifications();

  if (settings.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{t('loadError')}</Alert>
        <Button variant="secondary" pending={settings.isFetching} onClick={() => void settings.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (settings.isPending) return <SettingsSkeleton label={t('loading')} />;

  const { email, venues } = settings.data;
  return (
    <div className="flex flex-col gap-6">
      {email ? (
        <p className="text-sm break-words text-slate-700">{t('sentTo', { email })}</p>
      ) : (
        <Alert tone="info">{t('noEmail')}</Alert>
      )}
      {venues.length === 0 ? (
        <p className="text-sm text-slate-600">{t('empty')}</p>
      ) : (
        <div className={GRID}>
          {currentFirst(venues, currentPlaceId).map((venue) => (
            <VenueNotificationsForm
              key={venue.placeId}
              venue={venue}
              current={venues.length > 1 && venue.placeId === currentPlaceId}
            />
          ))}
        </div>
      )}
    </div>
  );
}
