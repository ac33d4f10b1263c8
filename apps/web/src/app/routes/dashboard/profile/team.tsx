import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { TeamView } from '@/features/team/components/team-view';
import '@/features/team/texts';
import { useCurrentVenue } from '@/hooks/use-current-venue';

export function TeamRoute() {
  const { t } = useTranslation('team');
  const venue = useCurrentVenue();
  return (
    <>
      <div className="flex flex-col gap-2">
        <PageTitle venue={venue?.place.name}>{t('title')}</PageTitle>
        {venue && <p className="text-sm text-slate-600">{t('intro', { venue: venue.place.name })}</p>}
      </div>
      {venue ? (
        <TeamView key={venue.place.id} placeId={venue.place.id} venueName={venue.place.name} />
      ) : (
        <Skeleton className="h-64 w-full rounded-2xl" />
      )}
    </>
  );
}
