import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isRetrying, StillTrying } from '@/components/ui/still-trying';
import { useMissions } from '../api/get-missions';
import type { MissionEditing } from './mission-actions';
import { MissionItem } from './mission-item';
import '../texts';

/** The venue's missions, latest deadline first, as the API orders them; `editing` adds the owner's actions. */
export function MissionsList({
  placeId,
  editing,
  onCreate,
}: {
  placeId: string | undefined;
  editing?: MissionEditing;
  onCreate?: () => void;
}) {
  const { t } = useTranslation('missions');
  const missions = useMissions(placeId);
  if (missions.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{t('error')}</Alert>
        <Button variant="secondary" pending={missions.isFetching} onClick={() => void missions.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (missions.isPending || !placeId) {
    return (
      <div className="flex flex-col gap-4">
        <StillTrying active={isRetrying(missions)} />
        <div role="status" aria-label={t('loading')} className="flex flex-col gap-4">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-32 w-full rounded-2xl" />
          ))}
        </div>
      </div>
    );
  }
  if (missions.data.length === 0) {
    return (
      <EmptyState title={t('empty.title')}>
        <p>{t('empty.body')}</p>
        {onCreate && (
          <>
            <p>{t('empty.start')}</p>
            <Button onClick={onCreate} className="mt-2 self-center">
              {t('actions.new')}
            </Button>
          </>
        )}
      </EmptyState>
    );
  }
  return (
    <ul aria-label={t('title')} className="flex flex-col gap-4">
      {missions.data.map((mission) => (
        <MissionItem key={mission.id} placeId={placeId} mission={mission} editing={editing} />
      ))}
    </ul>
  );
}
