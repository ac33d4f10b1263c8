import { formatCount, formatDate } from '@venues/contracts/format';
import { describeWhen } from '@venues/contracts/missions-texts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { Mission } from '../api/get-missions';
import { MissionActions, type MissionEditing } from './mission-actions';
import { MissionResults } from './mission-results';
import { MissionShare } from './mission-share';
import { MissionStatusBadge } from './mission-status-badge';
import '../texts';

function StaffPause({ reason }: { reason: string | null }) {
  const { t } = useTranslation('missions');
  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <div className="font-semibold">
        {reason ? t('item.staffPaused', { reason }) : t('item.staffPausedNoReason')}
      </div>
      <p>{t('item.staffPausedHelp')}</p>
    </div>
  );
}

function Counts({ mission }: { mission: Mission }) {
  const { t, i18n } = useTranslation('missions');
  const { participants, redeemed } = mission.counts;
  const count = (value: number) => formatCount(value, i18n.resolvedLanguage);
  return (
    <p className="text-sm text-slate-600 tabular-nums">
      {t('item.participants', { count: participants })}
      {' · '}
      {mission.cap === null
        ? t('item.redeemed', { count: redeemed })
        : t('item.cap', { redeemed: count(redeemed), cap: count(mission.cap) })}
    </p>
  );
}

/** One mission: what it offers and when, how it is going, and what the owner can do with it. */
export function MissionItem({
  placeId,
  mission,
  editing,
}: {
  placeId: string;
  mission: Mission;
  editing?: MissionEditing;
}) {
  const { t, i18n } = useTranslation('missions');
  const [showResults, setShowResults] = useState(false);
  const resultsId = useId();
  const language = i18n.resolvedLanguage === 'it' ? 'it' : 'en';
  const schedule = {
    starts_at: mission.startsAt,
    deadline: mission.deadline,
    redeem_days: mission.redeemDays,
    redeem_from: mission.redeemFrom,
    redeem_until: mission.redeemUntil,
  };
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 text-base font-semibold break-words text-slate-900">{mission.title}</h2>
        <MissionStatusBadge mission={mission} />
      </div>
      <p className="text-sm whitespace-pre-line text-slate-600">{mission.description}</p>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {mission.reward && (
          <>
            <dt className="font-medium text-slate-500">{t('item.reward')}</dt>
            <dd className="text-slate-900">{mission.reward}</dd>
          </>
        )}
        <dt className="font-medium text-slate-500">{t('item.when')}</dt>
        <dd className="text-slate-900">{describeWhen(schedule, language)}</dd>
      </dl>
      <p className="flex flex-wrap gap-x-4 text-sm font-medium text-slate-500">
        {mission.status === 'scheduled' && (
          <time dateTime={mission.startsAt}>
            {t('item.starts', { date: formatDate(mission.startsAt, i18n.resolvedLanguage) })}
          </time>
        )}
        <time dateTime={mission.deadline}>
          {t('deadline', { date: formatDate(mission.deadline, i18n.resolvedLanguage) })}
        </time>
      </p>
      <Counts mission={mission} />
      {mission.pausedByStaff && <StaffPause reason={mission.pauseReason} />}
      {editing && (
        <div className="grid gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start lg:gap-6">
          <MissionActions placeId={placeId} mission={mission} editing={editing} />
          <MissionShare placeId={placeId} mission={mission} />
        </div>
      )}
      <div className="border-t border-slate-100 pt-3">
        <Button
          variant="ghost"
          aria-expanded={showResults}
          aria-controls={resultsId}
          onClick={() => setShowResults((shown) => !shown)}
          className="-ml-2 px-2"
        >
          <ChevronDownIcon className={showResults ? 'size-4 rotate-180' : 'size-4'} />
          {showResults ? t('results.hide') : t('results.show')}
        </Button>
        <div id={resultsId} className="mt-2">
          {showResults && <MissionResults placeId={placeId} mission={mission} />}
        </div>
      </div>
    </li>
  );
}
