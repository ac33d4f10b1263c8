import { ACTIVITY_RETENTION_MONTHS } from '@venues/contracts/team-rules';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { ActivityView } from '@/features/activity/components/activity-view';
import '@/features/activity/texts';
import { useCan, useCurrentVenue } from '@/hooks/use-current-venue';

export function ActivityRoute() {
  const { t } = useTranslation('activity');
  const venue = useCurrentVenue();
  const canListTeam = useCan('team.manage') === true;
  return (
    <>
      <div className="flex flex-col gap-2">
        <PageTitle venue={venue?.place.name}>{t('title')}</PageTitle>
        {venue && (
          <p className="text-sm text-slate-600">
            {t('intro', { venue: venue.place.name, months: ACTIVITY_RETENTION_MONTHS })}
          </p>
        )}
      </div>
      {venue ? (
        <ActivityView
          key={venue.place.id}
          placeId={venue.place.id}
          venueName={venue.place.name}
          canListTeam={canListTeam}
        />
      ) : (
        <Skeleton className="h-64 w-full rounded-2xl" />
      )}
    </>
  );
}
