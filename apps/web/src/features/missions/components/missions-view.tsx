import { webPaths } from '@venues/contracts/web-paths';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { useMissions, type Mission } from '../api/get-missions';
import { duplicateToForm, emptyMissionForm, missionToForm } from '../utils/mission-form';
import { CounterLinksSection } from './counter-links-section';
import type { MissionEditing } from './mission-actions';
import { MissionEditor, type MissionDraft } from './mission-editor';
import { MissionsList } from './missions-list';
import { PlanLimitNotice } from './plan-limit-notice';
import { PlanUsage, PlanUsageSkeleton } from './plan-usage';
import '../texts';

/** Missions that count against the plan: not paused and not over. */
export const isLive = (mission: Mission) => mission.status !== 'paused' && mission.status !== 'ended';

/**
 * The owner's missions: the plan's room for live ones, the editor (new, copy or edit) and the list with
 * each mission's actions, link, posters and results, then the links that redeem at the counter.
 * `liveLimit` is the plan's limit (null for none), undefined while the plan loads.
 */
export function MissionsView({
  placeId,
  venueName,
  liveLimit,
}: {
  placeId: string;
  venueName: string;
  liveLimit: number | null | undefined;
}) {
  const { t } = useTranslation('missions');
  const missions = useMissions(placeId);
  const [draft, setDraft] = useState<(MissionDraft & { key: number }) | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const live = missions.data?.filter(isLive).length ?? 0;
  const atLimit = typeof liveLimit === 'number' && missions.isSuccess && live >= liveLimit;

  const open = (next: MissionDraft) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDraft({ ...next, key: Date.now() });
  };
  // Focus goes back to the button that opened the editor, when it is still on the page.
  const close = () => {
    setDraft(null);
    window.setTimeout(() => {
      if (opener.current?.isConnected) opener.current.focus();
    });
  };
  const create = () => open({ missionId: null, title: '', values: emptyMissionForm() });
  const editing: MissionEditing = {
    onEdit: (mission) =>
      open({ missionId: mission.id, title: mission.title, values: missionToForm(mission) }),
    onDuplicate: (mission) => {
      const title = t('actions.copyTitle', { title: mission.title });
      open({ missionId: null, title, values: duplicateToForm(mission, title) });
    },
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        {missions.isSuccess && liveLimit !== undefined ? (
          <PlanUsage live={live} limit={liveLimit} />
        ) : (
          !missions.isError && <PlanUsageSkeleton />
        )}
        <div className="flex flex-col gap-2 sm:ml-auto sm:flex-row">
          <Link to={webPaths.redeem()} className={buttonClasses('secondary')}>
            {t('actions.redeem')}
          </Link>
          <Button onClick={create}>
            <PlusIcon className="size-4 shrink-0" />
            {t('actions.new')}
          </Button>
        </div>
      </div>
      {atLimit && draft === null && <PlanLimitNotice limit={liveLimit} />}
      {draft && (
        <MissionEditor
          key={draft.key}
          placeId={placeId}
          venueName={venueName}
          draft={draft}
          planLimit={atLimit ? liveLimit : undefined}
          onClose={close}
        />
      )}
      <MissionsList placeId={placeId} editing={editing} onCreate={draft === null ? create : undefined} />
      {/* Below a list of unknown length: it shows once the list has its height, rather than be pushed down. */}
      <div hidden={missions.isPending}>
        <CounterLinksSection placeId={placeId} />
      </div>
    </div>
  );
}
