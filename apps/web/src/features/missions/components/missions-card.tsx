import { isMissionActive } from '@venues/contracts/missions';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { formatDate } from '@venues/contracts/format';
import { useMissions } from '../api/get-missions';
import { MissionStatusBadge } from './mission-status-badge';
import '../texts';

const PREVIEW = 4;

/** The summary's "My missions": active ones first, then the most recently expired. */
export function MissionsCard({ placeId }: { placeId: string | undefined }) {
  const { t, i18n } = useTranslation('missions');
  const missions = useMissions(placeId);
  const now = new Date();
  const sorted = [...(missions.data ?? [])].sort((a, b) => {
    const activeFirst = Number(isMissionActive(b, now)) - Number(isMissionActive(a, now));
    return activeFirst || new Date(b.deadline).getTime() - new Date(a.deadline).getTime();
  });
  return (
    <Card
      title={t('card.title')}
      busy={missions.isPending}
      action={
        <TextLink to={paths.dashboard.missions.getHref()} className="text-sm">
          {t('card.viewAll')}
        </TextLink>
      }
    >
      {missions.isPending &&
        Array.from({ length: 3 }, (_, index) => <Skeleton key={index} className="h-10 w-full" />)}
      {missions.isError && <Alert tone="error">{t('error')}</Alert>}
      {missions.isSuccess && sorted.length === 0 && (
        <p className="text-sm text-slate-500">{t('card.empty')}</p>
      )}
      {sorted.length > 0 && (
        <ul className="divide-y divide-slate-100">
          {sorted.slice(0, PREVIEW).map((mission) => (
            <li key={mission.id} className="flex items-center gap-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">{mission.title}</p>
                <p className="text-xs text-slate-500">
                  {t('deadline', { date: formatDate(mission.deadline, i18n.resolvedLanguage) })}
                </p>
              </div>
              <MissionStatusBadge mission={mission} now={now} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
