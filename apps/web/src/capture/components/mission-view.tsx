import type { MissionStatus } from '@venues/contracts/missions-rules';
import { useEffect } from 'react';
import type { PublicMission } from '../api/get-mission';
import { useI18n } from '../i18n/i18n';
import { useOpenNow } from '../hooks/use-open-now';
import { usePass } from '../hooks/use-pass';
import { MissionDetails } from './mission-details';
import { MissionStatusNotice } from './mission-status';
import { PageShell } from './page-shell';
import { PassCard } from './pass-card';
import { TakePartForm } from './take-part-form';

type MissionViewProps = {
  mission: PublicMission;
  onMissionChanged: (status: MissionStatus) => void;
};

/** The offer, what stops it now if anything, and the guest's pass or the way to take one. */
export function MissionView({ mission, onMissionChanged }: MissionViewProps) {
  const { t } = useI18n();
  const openNow = useOpenNow(mission);
  const pass = usePass(mission.code, onMissionChanged);
  const { venue } = mission;
  const offer = mission.reward || mission.title;

  useEffect(() => {
    document.title = t('mission.documentTitle', { offer, venue: venue.name });
  }, [offer, venue.name, t]);

  const active = mission.status === 'active';
  // Once a daily mission's pass is used, the guest may take another on a later day.
  const again = pass.pass?.state === 'redeemed' && mission.frequency === 'daily';
  const canTake = active && (pass.pass === null || again);

  return (
    <PageShell venue={{ name: venue.name, detail: venue.address }}>
      {/* The pass first: it is what a returning guest came for, and what the counter needs to see. */}
      {pass.pass && (
        <PassCard
          missionCode={mission.code}
          pass={pass.pass}
          checking={pass.checking}
          focusOnShow={pass.taken}
        />
      )}
      <MissionDetails mission={mission} />
      <MissionStatusNotice mission={mission} openNow={openNow} hasPass={pass.pass !== null} />
      {canTake && (
        <TakePartForm
          again={again}
          pending={pass.taking}
          error={pass.error}
          onSubmit={(name, language) => void pass.take(name, language)}
        />
      )}
    </PageShell>
  );
}
