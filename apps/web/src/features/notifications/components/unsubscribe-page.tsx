import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useUnsubscribe } from '../hooks/use-unsubscribe';
import '../texts';

function ManageLink() {
  const { t } = useTranslation('notifications');
  // Signed out, the dashboard's guard asks for sign-in first.
  return <TextLink to={paths.dashboard.notifications.getHref()}>{t('unsubscribe.manage')}</TextLink>;
}

/** The landing page of a mail's unsubscribe link: it turns the mail off on arrival, no sign-in needed. */
export function UnsubscribePage({ token }: { token: string | null }) {
  const { t } = useTranslation('notifications');
  const { state, retry } = useUnsubscribe(token);

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-start gap-4 px-4 py-12 sm:py-16">
      {state.status === 'pending' && (
        <div role="status" className="flex items-center gap-3 text-teal-700">
          <Spinner className="size-6" />
          <PageTitle>{t('unsubscribe.pending')}</PageTitle>
        </div>
      )}
      {state.status === 'done' && (
        <>
          <PageTitle>{t('unsubscribe.done.title')}</PageTitle>
          <p role="status" className="text-slate-700">
            {t(`unsubscribe.done.${state.result.kind}`, { venue: state.result.placeName })}
          </p>
          <p className="text-sm text-slate-600">{t('unsubscribe.done.change')}</p>
          <ManageLink />
        </>
      )}
      {state.status === 'invalid' && (
        <>
          <PageTitle>{t('unsubscribe.invalid.title')}</PageTitle>
          <p className="text-slate-700">{t('unsubscribe.invalid.body')}</p>
          <ManageLink />
        </>
      )}
      {state.status === 'failed' && (
        <>
          <PageTitle>{t('unsubscribe.failed.title')}</PageTitle>
          <p role="alert" className="text-slate-700">
            {t('unsubscribe.failed.body')}
          </p>
          <Button pending={state.retrying} onClick={retry}>
            {t('unsubscribe.retry')}
          </Button>
        </>
      )}
    </div>
  );
}
