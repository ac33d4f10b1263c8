import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isRetrying, StillTrying } from '@/components/ui/still-trying';
import { MissionsCard } from '@/features/missions/components/missions-card';
import { useReviewers } from '@/features/summary/api/get-reviewers';
import { useStats } from '@/features/summary/api/get-stats';
import { NewCustomersCard } from '@/features/summary/components/new-customers-card';
import { SummaryFresh } from '@/features/summary/components/summary-fresh';
import { SummaryStats, SummaryStatsSkeleton } from '@/features/summary/components/summary-stats';
import { SummaryWelcome } from '@/features/summary/components/summary-welcome';
import { hasNoStats } from '@/features/summary/utils/stats';
import { useCurrentVenue } from '@/hooks/use-current-venue';
import { useSessionStore } from '@/stores/session-store';
import { DashboardPage } from '@/components/layout/dashboard-page';

function SummaryContent({ placeId, restaurantName }: { placeId: string; restaurantName: string }) {
  const { t } = useTranslation('summary');
  const stats = useStats(placeId);
  // The new customers' card needs the stats to render, but its request need not wait for them.
  useReviewers(placeId);
  if (stats.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{t('error')}</Alert>
        <Button variant="secondary" pending={stats.isFetching} onClick={() => void stats.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (stats.isSuccess && hasNoStats(stats.data)) return <SummaryFresh restaurantName={restaurantName} />;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="md:col-span-2 empty:hidden">
        <StillTrying active={isRetrying(stats)} />
      </div>
      {stats.isSuccess ? <SummaryStats stats={stats.data} /> : <SummaryStatsSkeleton />}
      <MissionsCard placeId={placeId} />
      {stats.isSuccess && <NewCustomersCard placeId={placeId} stats={stats.data} />}
    </div>
  );
}

export function SummaryRoute() {
  const { t } = useTranslation();
  const venue = useCurrentVenue();
  const displayName = useSessionStore((state) => state.user?.displayName ?? null);
  return (
    <DashboardPage
      title={t('pages.summary')}
      intro={venue && <SummaryWelcome name={displayName} restaurantName={venue.place.name} />}
    >
      {venue && (
        <SummaryContent key={venue.place.id} placeId={venue.place.id} restaurantName={venue.place.name} />
      )}
    </DashboardPage>
  );
}
