import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { useI18n } from '../i18n/i18n';
import { eraseGuestData, getGuestData, type GuestData } from '../api/guest-data';
import { refusalOf, type LinkRefusal } from '../lib/private-link';
import { useLinkAction } from '../hooks/use-link-action';
import { EraseEverything, ErasedNotice } from './erase-everything';
import { GuestHoldings } from './guest-holdings';
import { LoadingPage } from './loading-page';
import { NoticePage } from './notice-page';
import { cardClasses, PageShell } from './page-shell';

type State =
  | { status: 'loading' }
  | { status: 'ready'; data: GuestData }
  | { status: 'erased' }
  | { status: 'refused'; refusal: LinkRefusal };

const refusalMessages = {
  expired: 'withdraw.expired',
  invalid: 'withdraw.invalid',
  gone: 'guestData.gone',
  generic: 'errors.generic',
} as const;

/**
 * /r/withdraw?guest=…&expires=…&signature=…, the link a pass offers: what we hold about the guest, at
 * every venue, shown at once, with each review's own page to withdraw it or make it private, and erasing
 * everything. After an erasure the link opens nothing.
 */
export function GuestDataPage({ query }: { query: URLSearchParams }) {
  const { t } = useI18n();
  const [state, setState] = useState<State>({ status: 'loading' });
  const refuse = (refusal: LinkRefusal) => setState({ status: 'refused', refusal });
  const erase = useLinkAction(async () => {
    await eraseGuestData(query);
    setState({ status: 'erased' });
  }, refuse);

  useEffect(() => {
    let current = true;
    getGuestData(query).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && refuse(refusalOf(error)),
    );
    return () => {
      current = false;
    };
  }, [query]);

  if (state.status === 'loading') return <LoadingPage />;
  if (state.status === 'erased') return <ErasedNotice />;
  if (state.status === 'refused') {
    return (
      <NoticePage title={t('guestData.title')}>
        <Alert tone="error">{t(refusalMessages[state.refusal])}</Alert>
      </NoticePage>
    );
  }
  return (
    <PageShell>
      <section aria-labelledby="guest-data" className={cardClasses}>
        <h1 id="guest-data" className="text-xl font-bold text-slate-900">
          {t('guestData.title')}
        </h1>
        <p className="text-slate-700">{t('guestData.intro')}</p>
        <GuestHoldings data={state.data} />
        {erase.failed && <Alert tone="error">{t('errors.generic')}</Alert>}
        <EraseEverything pending={erase.pending} onErase={erase.run} />
      </section>
    </PageShell>
  );
}
