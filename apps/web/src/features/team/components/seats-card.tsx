import { planLimit, selfServicePlanIds } from '@venues/contracts/plans';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { SectionCard } from '@/components/ui/section-card';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import type { Team } from '../api/get-team';
import { planName } from '../utils/team-refusal';
import '../texts';

type Seats = Team['seats'];

/** The first self-service plan with more seats than the venue's, to offer when seats run short. */
function biggerPlan(seats: Seats): { plan: string; seats: number } | null {
  if (seats.limit === null) return null;
  const limit = seats.limit;
  for (const plan of selfServicePlanIds) {
    const offered = planLimit(plan, 'seats');
    if (offered !== null && offered > limit) return { plan: planName(plan), seats: offered };
  }
  return null;
}

/** The seats in use against the plan's, and the bigger plan when there is one. */
export function SeatsCard({ seats }: { seats: Seats }) {
  const { t } = useTranslation('team');
  const upgrade = biggerPlan(seats);
  const full = seats.limit !== null && seats.used >= seats.limit;
  return (
    <SectionCard
      title={t('seats.title')}
      intro={t('seats.note')}
      aside={
        <p className="text-sm font-semibold text-slate-700 tabular-nums">
          {seats.limit === null
            ? t('seats.unlimited', { count: seats.used })
            : t('seats.used', { count: seats.used, limit: seats.limit })}
        </p>
      }
    >
      {seats.limit !== null && (
        <div
          role="meter"
          aria-label={t('seats.title')}
          aria-valuemin={0}
          aria-valuemax={seats.limit}
          aria-valuenow={Math.min(seats.used, seats.limit)}
          aria-valuetext={t('seats.used', { count: seats.used, limit: seats.limit })}
          className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className={full ? 'h-full bg-amber-500' : 'h-full bg-teal-600'}
            style={{ width: `${Math.min(100, (seats.used / Math.max(seats.limit, 1)) * 100)}%` }}
          />
        </div>
      )}
      {full && <Alert tone="info">{t('seats.full')}</Alert>}
      {upgrade ? (
        <div className="flex flex-col items-start gap-1 sm:flex-row sm:items-baseline sm:gap-3">
          <p className="text-sm text-slate-700">{t('seats.upgrade', upgrade)}</p>
          <TextLink to={paths.dashboard.plans.getHref()} className="text-sm">
            {t('seats.upgradeAction')}
          </TextLink>
        </div>
      ) : (
        seats.limit === null && <p className="text-sm text-slate-700">{t('seats.enterprise')}</p>
      )}
    </SectionCard>
  );
}
