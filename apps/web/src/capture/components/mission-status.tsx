import { venueClock } from '@venues/contracts/clock';
import { describeDate, describeWhen } from '@venues/contracts/missions-texts';
import type { PublicMission } from '../api/get-mission';
import { useI18n } from '../i18n/i18n';
import type { MessageKey, Vars } from '../i18n/messages';
import { scheduleOf } from '../lib/mission-schedule';

/** 'HH:MM' on Rome's clock, where the mission's times are set. */
function romeTime(iso: string): string {
  const minutes = venueClock(new Date(iso)).minutes;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

type Notice = { title: MessageKey; body: MessageKey; vars?: Vars; when?: string };

/** Why a pass cannot be taken or used right now, if anything stops it; nothing for an open mission. */
export function MissionStatusNotice({
  mission,
  openNow,
  hasPass,
}: {
  mission: PublicMission;
  openNow: boolean;
  hasPass: boolean;
}) {
  const { t, language } = useI18n();
  const notices: Partial<Record<PublicMission['status'], Notice>> = {
    scheduled: {
      title: 'mission.status.scheduledTitle',
      body: 'mission.status.scheduledBody',
      vars: { date: describeDate(mission.startsAt, language), time: romeTime(mission.startsAt) },
    },
    paused: { title: 'mission.status.pausedTitle', body: 'mission.status.pausedBody' },
    full: { title: 'mission.status.fullTitle', body: 'mission.status.fullBody' },
    ended: {
      title: 'mission.status.endedTitle',
      body: 'mission.status.endedBody',
      vars: { date: describeDate(mission.deadline, language) },
    },
  };
  const closed: Notice = {
    title: 'mission.status.closedTitle',
    body: hasPass ? 'mission.status.closedBodyWithPass' : 'mission.status.closedBody',
    when: describeWhen(scheduleOf(mission), language),
  };
  const notice = mission.status === 'active' ? (openNow ? undefined : closed) : notices[mission.status];
  if (!notice) return null;
  return (
    <section
      aria-labelledby="mission-status"
      className="flex flex-col gap-1 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="mission-status" className="text-lg font-bold">
        {t(notice.title)}
      </h2>
      <p>{t(notice.body, notice.vars)}</p>
      {notice.when && <div className="font-semibold">{notice.when}</div>}
    </section>
  );
}
