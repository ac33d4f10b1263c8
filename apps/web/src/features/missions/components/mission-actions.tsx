import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ApiRequestError } from '@/lib/api-error';
import { useChangeMissionState, type MissionStateChange } from '../api/change-mission-state';
import type { Mission } from '../api/get-missions';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PlanLimitNotice } from './plan-limit-notice';
import '../texts';

export type MissionEditing = {
  onEdit: (mission: Mission) => void;
  onDuplicate: (mission: Mission) => void;
};

const done = { pause: 'actions.paused', resume: 'actions.resumed', end: 'actions.ended' } as const;

function ActionError({ error, title }: { error: ApiRequestError; title: string }) {
  const { t } = useTranslation('missions');
  if (error.code === 'missions/plan-limit') return <PlanLimitNotice limit={null} />;
  if (error.code === 'missions/paused-by-staff') return <Alert tone="error">{t('actions.staffOnly')}</Alert>;
  return <Alert tone="error">{t('actions.failed', { title })}</Alert>;
}

/**
 * Edit, duplicate, pause or resume, and end. A mission that staff paused cannot be resumed from here; an
 * ended one can still be edited, to run again with a later deadline.
 */
export function MissionActions({
  placeId,
  mission,
  editing,
}: {
  placeId: string;
  mission: Mission;
  editing: MissionEditing;
}) {
  const { t } = useTranslation('missions');
  const change = useChangeMissionState(placeId);
  const [ending, setEnding] = useState(false);
  const group = useRef<HTMLDivElement>(null);
  // The button that was pressed is replaced (Pause by Resume) or gone (End): focus moves to its successor.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const buttons = group.current;
    (
      buttons?.querySelector<HTMLElement>('[data-toggle]') ?? buttons?.querySelector<HTMLElement>('button')
    )?.focus();
  }, [mission.status]);
  const over = mission.status === 'ended';
  const paused = mission.status === 'paused';

  const run = (kind: MissionStateChange) =>
    change.mutate(
      { missionId: mission.id, change: kind },
      {
        onSuccess: () => {
          refocus.current = true;
          setEnding(false);
          toast.success(t(done[kind], { title: mission.title }));
        },
      },
    );
  const pending = (kind: MissionStateChange) => change.isPending && change.variables?.change === kind;

  return (
    <div className="flex flex-col gap-3">
      <div
        ref={group}
        role="group"
        aria-label={t('actions.label', { title: mission.title })}
        className="flex flex-wrap gap-2"
      >
        <Button variant="secondary" onClick={() => editing.onEdit(mission)} disabled={change.isPending}>
          {t('actions.edit')}
        </Button>
        <Button variant="secondary" onClick={() => editing.onDuplicate(mission)}>
          {t('actions.duplicate')}
        </Button>
        {!over && !paused && (
          <Button
            data-toggle
            variant="secondary"
            pending={pending('pause')}
            disabled={change.isPending}
            onClick={() => run('pause')}
          >
            {t('actions.pause')}
          </Button>
        )}
        {paused && !mission.pausedByStaff && (
          <Button
            data-toggle
            variant="secondary"
            pending={pending('resume')}
            disabled={change.isPending}
            onClick={() => run('resume')}
          >
            {t('actions.resume')}
          </Button>
        )}
        {!over && (
          <Button
            variant="ghost"
            disabled={change.isPending}
            onClick={() => {
              change.reset();
              setEnding(true);
            }}
          >
            {t('actions.end')}
          </Button>
        )}
      </div>
      {change.error && !ending && <ActionError error={change.error} title={mission.title} />}
      {ending && (
        <ConfirmDialog
          texts={{
            title: t('endDialog.title', { title: mission.title }),
            body: t('endDialog.body'),
            failed: t('endDialog.failed'),
            cancel: t('endDialog.cancel'),
            confirm: t('endDialog.confirm'),
          }}
          pending={pending('end')}
          failed={change.isError}
          onCancel={() => setEnding(false)}
          onConfirm={() => run('end')}
        />
      )}
    </div>
  );
}
