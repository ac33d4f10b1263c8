import type { Mission } from '../api/get-missions';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isRetrying, StillTrying } from '@/components/ui/still-trying';
import { formatDate } from '@venues/contracts/format';
import { useMissions } from '../api/get-missions';
import { MissionStatusBadge } from './mission-status-badge';
import '../texts';

function MissionItem({ mission }: { mission: Mission }) {
  const { t, i18n } = useTranslation('missions');
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{mission.title}</h2>
        <MissionStatusBadge mission={mission} />
      </div>
      <p className="text-sm whitespace-pre-line text-slate-600">{mission.description}</p>
      <p className="text-sm font-medium text-slate-500">
        <time dateTime={mission.deadline}>
          {t('deadline', { date: formatDate(mission.deadline, i18n.resolvedLanguage) })}
        </time>
      </p>
    </li>
  );
}

export function MissionsList({ placeId }: { placeId: string | undefined }) {
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
  if (missions.isPending) {
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
      </EmptyState>
    );
  }
  return (
    <ul aria-label={t('title')} className="flex flex-col gap-4">
      {missions.data.map((mission) => (
        <MissionItem key={mission.id} mission={mission} />
      ))}
    </ul>
  );
}
