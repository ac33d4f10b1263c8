import { Button } from '@/components/ui/button';
import { useI18n } from '../i18n/i18n';
import type { RecordState } from '../hooks/use-page-record';
import { LoadingPage } from './loading-page';
import { NoticePage } from './notice-page';

/**
 * What a guest's page shows before its record is ready: the loading screen, a page that says the code
 * does not exist, or the error with its retry. Null once the record is ready.
 */
export function RecordNotices<T>({
  state,
  retry,
  notFound,
}: {
  state: RecordState<T>;
  retry: () => void;
  notFound: { title: string; body: string };
}) {
  const { t } = useI18n();
  if (state.status === 'loading') return <LoadingPage />;
  if (state.status === 'not-found') {
    return (
      <NoticePage title={notFound.title}>
        <p className="text-slate-700">{notFound.body}</p>
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
  return null;
}
