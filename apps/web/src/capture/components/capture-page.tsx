import { useI18n } from '../i18n/i18n';
import { useCaptureCode, type CodeState } from '../hooks/use-capture-code';
import { CaptureFlow } from './capture-flow';
import { NoticePage } from './notice-page';
import { RecordNotices } from './record-notices';

/** /r/{code}: a revoked or unknown code gets a page that says so, never the form. */
export function CapturePage({ code, initial }: { code: string; initial?: CodeState | undefined }) {
  const { t } = useI18n();
  const { state, retry, markRevoked } = useCaptureCode(code, initial);

  if (state.status !== 'ready') {
    return (
      <RecordNotices
        state={state}
        retry={retry}
        notFound={{ title: t('notices.notFoundTitle'), body: t('notices.notFoundBody') }}
      />
    );
  }
  if (state.data.status === 'revoked') {
    return (
      <NoticePage title={t('notices.revokedTitle')}>
        {state.data.venue && <p className="font-medium text-slate-900">{state.data.venue.name}</p>}
        <p className="text-slate-700">{t('notices.revokedBody')}</p>
      </NoticePage>
    );
  }
  return <CaptureFlow code={code} data={state.data} onRevoked={markRevoked} />;
}
