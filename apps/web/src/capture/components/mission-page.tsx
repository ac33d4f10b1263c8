import { useEffect } from 'react';
import { useI18n } from '../i18n/i18n';
import { useMission, type MissionState } from '../hooks/use-mission';
import { MissionView } from './mission-view';
import { RecordNotices } from './record-notices';

/** /m/{code}: a mission's public page. An unknown or malformed code gets a page that says so. */
export function MissionPage({ code, initial }: { code: string; initial?: MissionState | undefined }) {
  const { t } = useI18n();
  const { state, retry, markStatus } = useMission(code, initial);
  const notFound = state.status === 'not-found';

  useEffect(() => {
    if (notFound) document.title = t('mission.notFoundTitle');
  }, [notFound, t]);

  if (state.status !== 'ready') {
    return (
      <RecordNotices
        state={state}
        retry={retry}
        notFound={{ title: t('mission.notFoundTitle'), body: t('mission.notFoundBody') }}
      />
    );
  }
  return <MissionView mission={state.data} onMissionChanged={markStatus} />;
}
