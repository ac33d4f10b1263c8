import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { useI18n } from '../i18n/i18n';
import { eraseGuestData, getGuestData, type GuestData } from '../api/guest-data';
import { refusalOf, type LinkRefusal } from '../lib/private-link';
import { EraseEverything } from './erase-everything';
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
  const [erasing, setErasing] = useState(false);
  const [eraseFailed, setEraseFailed] = useState(false);

  useEffect(() => {
    let current = true;
    getGuestData(query).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'refused', refusal: refusalOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [query]);

  const erase = async () => {
    setErasing(true);
    setEraseFailed(false);
    try {
      await eraseGuestData(query);
      setState({ status: 'erased' });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal === 'generic') setEraseFailed(true);
      else setState({ status: 'refused', refusal });
    } finally {
      setErasing(false);
    }
  };

  if (state.status === 'loading') return <LoadingPage />;
  if (state.status === 'erased') {
    return (
      <NoticePage title={t('guestData.doneTitle')}>
        <p role="status" className="text-slate-700">
          {t('guestData.doneBody')}
        </p>
      </NoticePage>
    );
  }
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
        {eraseFailed && <Alert tone="error">{t('errors.generic')}</Alert>}
        <EraseEverything pending={erasing} onErase={() => void erase()} />
      </section>
    </PageShell>
  );
}
