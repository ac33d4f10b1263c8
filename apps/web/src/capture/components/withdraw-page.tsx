import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useFormat, useI18n } from '../i18n/i18n';
import { getWithdrawPreview, type WithdrawPreview } from '../api/get-withdraw-preview';
import { stopPublicDisplay } from '../api/stop-public-display';
import { eraseGuestData } from '../api/guest-data';
import { withdrawReview } from '../api/withdraw-review';
import { refusalOf, type LinkRefusal as Refusal } from '../lib/private-link';
import { LoadingPage } from './loading-page';
import { NoticePage } from './notice-page';
import { useLinkAction } from '../hooks/use-link-action';
import { ErasedNotice } from './erase-everything';
import { GuestDataCard } from './guest-data-card';
import { cardClasses, PageShell } from './page-shell';
import { PublicDisplayCard } from './public-display-card';
import { VenueReply } from './venue-reply';

type State =
  | { status: 'loading' }
  | { status: 'ready'; preview: WithdrawPreview }
  | { status: 'done' }
  | { status: 'erased' }
  | { status: 'refused'; refusal: Refusal };

const refusalMessages = {
  expired: 'withdraw.expired',
  invalid: 'withdraw.invalid',
  gone: 'withdraw.gone',
  generic: 'errors.generic',
} as const;

/**
 * /r/withdraw?review=…&expires=…&signature=…: the guest's private page for their review. It shows the
 * venue's reply; the guest may stop public display (the review stays, private), remove the review, see
 * what we hold about them at every venue, or erase all of it. `query` is the review's link, or null for a
 * link that lacks a part.
 */
export function WithdrawPage({ query }: { query: URLSearchParams | null }) {
  const { t } = useI18n();
  const format = useFormat();
  const [state, setState] = useState<State>(() =>
    query ? { status: 'loading' } : { status: 'refused', refusal: 'invalid' },
  );
  const [madePrivate, setMadePrivate] = useState(false);
  const refuse = (refusal: Refusal) => setState({ status: 'refused', refusal });
  const remove = useLinkAction(async () => {
    if (!query) return;
    await withdrawReview(query);
    setState({ status: 'done' });
  }, refuse);
  const stopPublic = useLinkAction(async () => {
    if (!query) return;
    await stopPublicDisplay(query);
    setState((shown) =>
      shown.status === 'ready' ? { ...shown, preview: { ...shown.preview, publicConsent: false } } : shown,
    );
    setMadePrivate(true);
  }, refuse);
  const erase = useLinkAction(async () => {
    if (!query) return;
    await eraseGuestData(query);
    setState({ status: 'erased' });
  }, refuse);

  useEffect(() => {
    if (!query) return;
    let current = true;
    getWithdrawPreview(query).then(
      (preview) => current && setState({ status: 'ready', preview }),
      (error: unknown) => current && refuse(refusalOf(error)),
    );
    return () => {
      current = false;
    };
  }, [query]);

  if (state.status === 'loading') return <LoadingPage />;
  if (state.status === 'erased') return <ErasedNotice />;
  if (state.status === 'done') {
    return (
      <NoticePage title={t('withdraw.doneTitle')}>
        <p role="status" className="text-slate-700">
          {t('withdraw.doneBody')}
        </p>
      </NoticePage>
    );
  }
  if (state.status === 'refused') {
    return (
      <NoticePage title={t('withdraw.pageTitle')}>
        <Alert tone="error">{t(refusalMessages[state.refusal])}</Alert>
      </NoticePage>
    );
  }
  const { preview } = state;
  return (
    <PageShell>
      <section aria-labelledby="review-heading" className={cardClasses}>
        <h1 id="review-heading" className="text-xl font-bold text-slate-900">
          {t('withdraw.pageTitle')}
        </h1>
        <p className="text-slate-800">
          {t('withdraw.summary', {
            title: preview.title,
            venue: preview.venueName,
            date: format.date(preview.createdAt),
          })}
        </p>
        {preview.reply && (
          <VenueReply
            venueName={preview.venueName}
            body={preview.reply.body}
            repliedAt={preview.reply.repliedAt}
          />
        )}
      </section>
      {madePrivate && <Alert tone="success">{t('withdraw.nowPrivate')}</Alert>}
      {stopPublic.failed && <Alert tone="error">{t('errors.generic')}</Alert>}
      {preview.publicConsent && (
        <PublicDisplayCard
          venueName={preview.venueName}
          pending={stopPublic.pending}
          onStop={stopPublic.run}
        />
      )}
      <section aria-labelledby="remove-heading" className={cardClasses}>
        <h2 id="remove-heading" className="text-lg font-semibold text-slate-900">
          {t('withdraw.title')}
        </h2>
        <p className="text-slate-700">{t('withdraw.warning')}</p>
        {remove.failed && <Alert tone="error">{t('errors.generic')}</Alert>}
        <Button onClick={remove.run} pending={remove.pending} disabled={stopPublic.pending || erase.pending}>
          {t('withdraw.confirm')}
        </Button>
      </section>
      {erase.failed && <Alert tone="error">{t('errors.generic')}</Alert>}
      {query && <GuestDataCard query={query} pending={erase.pending} onErase={erase.run} />}
    </PageShell>
  );
}
