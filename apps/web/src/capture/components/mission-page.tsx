import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { useI18n } from '../i18n/i18n';
import { useMission, type MissionState } from '../hooks/use-mission';
import { LoadingPage } from './loading-page';
import { MissionView } from './mission-view';
import { NoticePage } from './notice-page';

/** /m/{code}: a mission's public page. An unknown or malformed code gets a page that says so. */
export function MissionPage({ code, initial }: { code: string; initial?: MissionState | undefined }) {
  const { t } = useI18n();
  const { state, retry, markStatus } = useMission(code, initial);
  const notFound = state.status === 'not-found';

  useEffect(() => {
    if (notFound) document.title = t('mission.notFoundTitle');
  }, [notFound, t]);

  if (state.status === 'loading') return <LoadingPage />;
  if (state.status === 'not-found') {
    return (
      <NoticePage title={t('mission.notFoundTitle')}>
        <p className="text-slate-700">{t('mission.notFoundBody')}</p>
      </NoticePage>
    );
  }
  if (state.status === 'error') {
    return (
      <NoticePage title={t('notices.errorTitle')}>
        <p className="text-slate-700">{t('notices.errorBody')}</p>
        <Button onClick={retry}>{t('retry')}</Button>
      </NoticePage>
    );
  }
  return <MissionView mission={state.data} onMissionChanged={markStatus} />;
}
