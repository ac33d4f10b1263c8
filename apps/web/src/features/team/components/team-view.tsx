import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isRetrying, StillTrying } from '@/components/ui/still-trying';
import { useTeam } from '../api/get-team';
import { AccessRequestsSection } from './access-requests-section';
import { InvitationsSection } from './invitations-section';
import { PeopleSection } from './people-section';
import { SeatsCard } from './seats-card';
import '../texts';

function TeamSkeleton() {
  const { t } = useTranslation('team');
  return (
    <div role="status" aria-label={t('loading')} className="flex flex-col gap-6">
      <Skeleton className="h-28 w-full rounded-2xl" />
      <Skeleton className="h-64 w-full rounded-2xl" />
      <Skeleton className="h-48 w-full rounded-2xl" />
    </div>
  );
}

/** The Team tab: seats, the access requests waiting, the people, and the invitations. */
export function TeamView({ placeId, venueName }: { placeId: string; venueName: string }) {
  const { t } = useTranslation('team');
  const team = useTeam(placeId);
  if (team.isPending)
    return (
      <>
        <TeamSkeleton />
        <StillTrying active={isRetrying(team)} />
      </>
    );
  if (team.isError)
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{t('error')}</Alert>
        <Button variant="secondary" pending={team.isFetching} onClick={() => void team.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  const { seats, accessRequests, people, invitations } = team.data;
  return (
    <div className="flex flex-col gap-6">
      <AccessRequestsSection placeId={placeId} venueName={venueName} requests={accessRequests} />
      <PeopleSection placeId={placeId} venueName={venueName} people={people} />
      <InvitationsSection placeId={placeId} invitations={invitations} />
      <SeatsCard seats={seats} />
    </div>
  );
}
