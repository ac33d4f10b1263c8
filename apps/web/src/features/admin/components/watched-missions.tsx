import type { AdminMission } from '../api/admin-missions';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { staffPauseReason, useAdminMissions, useStaffMissionAction } from '../api/admin-missions';
import '../i18n';
import { ReasonDialog } from './reason-dialog';

function MissionCard({
  mission,
  pending,
  disabled,
  onPause,
  onResume,
}: {
  mission: AdminMission;
  pending: boolean;
  disabled: boolean;
  onPause: () => void;
  onResume: () => void;
}) {
  const { t } = useTranslation('admin');
  const paused = mission.status === 'paused';
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{mission.title}</h3>
        <p className="text-sm text-slate-600">{mission.place.name}</p>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium text-slate-700">{t('missions.reward')}</dt>
        <dd className="text-slate-900">{mission.reward || '—'}</dd>
        <dt className="font-medium text-slate-700">{t('missions.description')}</dt>
        <dd className="text-slate-900">{mission.description}</dd>
        {mission.conditions && (
          <>
            <dt className="font-medium text-slate-700">{t('missions.conditions')}</dt>
            <dd className="text-slate-900">{mission.conditions}</dd>
          </>
        )}
        <dt className="font-medium text-slate-700">{t('missions.status')}</dt>
        <dd className="text-slate-900">
          {t(`missions.statuses.${mission.status}`)}
          {mission.pausedByStaff && mission.pauseReason && ` — ${mission.pauseReason}`}
        </dd>
      </dl>
      <div className="flex flex-col gap-2 border-t border-slate-100 pt-3 sm:flex-row sm:justify-end">
        {paused ? (
          <Button
            variant="secondary"
            pending={pending}
            disabled={disabled}
            aria-label={t('missions.resumeMission', { title: mission.title })}
            onClick={onResume}
          >
            {t('missions.resume')}
          </Button>
        ) : (
          <Button
            disabled={disabled}
            aria-label={t('missions.pauseMission', { title: mission.title })}
            onClick={onPause}
          >
            {t('missions.pause')}
          </Button>
        )}
      </div>
    </article>
  );
}

/**
 * Missions that have not ended, across venues: staff pause one that breaks the rules (one that rewards a
 * review, for instance) with a reason its owner reads, and lift the pause once it is fixed.
 */
export function WatchedMissions() {
  const { t } = useTranslation('admin');
  const missions = useAdminMissions();
  const act = useStaffMissionAction();
  const heading = useRef<HTMLHeadingElement>(null);
  const [pausing, setPausing] = useState<AdminMission | null>(null);
  const pendingId = act.isPending ? act.variables.mission.id : null;

  const run = (input: Parameters<typeof act.mutate>[0], onDone?: () => void) =>
    act.mutate(input, {
      onSuccess: () => {
        toast.success(t(input.action === 'pause' ? 'missions.toast.paused' : 'missions.toast.resumed'));
        onDone?.();
        heading.current?.focus();
      },
      onError: () => toast.error(t('missions.toast.failed')),
    });

  let body;
  if (missions.isPending) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-4">
        <p role="status" className="sr-only">
          {t('missions.loading')}
        </p>
        {[0, 1].map((index) => (
          <Skeleton key={index} className="h-40 w-full rounded-2xl" />
        ))}
      </div>
    );
  } else if (missions.isError) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{t('missions.error')}</Alert>
        <Button variant="secondary" pending={missions.isFetching} onClick={() => void missions.refetch()}>
          {t('retry', { ns: 'common' })}
        </Button>
      </div>
    );
  } else if (missions.data.length === 0) {
    body = <p className="rounded-xl bg-white p-4 text-slate-600">{t('missions.empty')}</p>;
  } else {
    body = (
      <ul className="flex flex-col gap-4">
        {missions.data.map((mission) => (
          <li key={mission.id}>
            <MissionCard
              mission={mission}
              pending={pendingId === mission.id}
              disabled={pendingId !== null}
              onPause={() => setPausing(mission)}
              onResume={() => run({ mission, action: 'resume' })}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="admin-missions" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id="admin-missions"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold text-slate-900 focus:outline-none"
        >
          {t('missions.title')}
        </h2>
        {missions.data && (
          <p className="text-sm text-slate-600">{t('missions.count', { count: missions.data.length })}</p>
        )}
      </div>
      <p className="text-sm text-slate-600">{t('missions.intro')}</p>
      {body}
      {pausing && (
        <ReasonDialog
          rule={staffPauseReason}
          pending={pendingId === pausing.id}
          texts={{
            title: t('missions.pauseDialog.title', { title: pausing.title }),
            label: t('missions.pauseDialog.reason'),
            hint: t('missions.pauseDialog.hint'),
            cancel: t('dialog.cancel'),
            confirm: t('missions.pauseDialog.confirm'),
          }}
          onCancel={() => setPausing(null)}
          onConfirm={(reason) => run({ mission: pausing, action: 'pause', reason }, () => setPausing(null))}
        />
      )}
    </section>
  );
}
