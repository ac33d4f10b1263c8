import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-error';
import { useFormat, useI18n } from '../i18n/i18n';
import { getWithdrawPreview, type WithdrawPreview } from '../api/get-withdraw-preview';
import { withdrawReview } from '../api/withdraw-review';
import { LoadingPage } from './loading-page';
import { NoticePage } from './notice-page';

type Refusal = 'expired' | 'invalid' | 'gone' | 'generic';
type State =
  | { status: 'loading' }
  | { status: 'ready'; preview: WithdrawPreview }
  | { status: 'done' }
  | { status: 'refused'; refusal: Refusal };

const refusalMessages = {
  expired: 'withdraw.expired',
  invalid: 'withdraw.invalid',
  gone: 'withdraw.gone',
  generic: 'errors.generic',
} as const;

function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiRequestError)) return 'generic';
  if (error.code === 'capture/withdraw-expired') return 'expired';
  if (error.code === 'capture/withdraw-invalid' || error.status === 400 || error.status === 403)
    return 'invalid';
  return error.status === 404 ? 'gone' : 'generic';
}

/** The link's query, exactly as signed; a link missing a part is refused before asking the server. */
function linkQuery(search: string): URLSearchParams | null {
  const params = new URLSearchParams(search);
  const parts = ['review', 'expires', 'signature'] as const;
  if (parts.some((part) => !params.get(part))) return null;
  return new URLSearchParams(parts.map((part) => [part, params.get(part) ?? '']));
}

/** /r/withdraw?review=…&expires=…&signature=…: the guest removes their review with the private link. */
export function WithdrawPage() {
  const { t } = useI18n();
  const format = useFormat();
  const [query] = useState(() => linkQuery(window.location.search));
  const [state, setState] = useState<State>(() =>
    query ? { status: 'loading' } : { status: 'refused', refusal: 'invalid' },
  );
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<Refusal | null>(null);

  useEffect(() => {
    if (!query) return;
    let current = true;
    getWithdrawPreview(query).then(
      (preview) => current && setState({ status: 'ready', preview }),
      (error: unknown) => current && setState({ status: 'refused', refusal: refusalOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [query]);

  const remove = async () => {
    if (!query) return;
    setRemoving(true);
    setRemoveError(null);
    try {
      await withdrawReview(query);
      setState({ status: 'done' });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal === 'generic') setRemoveError(refusal);
      else setState({ status: 'refused', refusal });
    } finally {
      setRemoving(false);
    }
  };

  if (state.status === 'loading') return <LoadingPage />;
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
      <NoticePage title={t('withdraw.title')}>
        <Alert tone="error">{t(refusalMessages[state.refusal])}</Alert>
      </NoticePage>
    );
  }
  const { preview } = state;
  return (
    <NoticePage title={t('withdraw.title')}>
      <p className="text-slate-800">
        {t('withdraw.summary', {
          title: preview.title,
          venue: preview.venueName,
          date: format.date(preview.createdAt),
        })}
      </p>
      <p className="text-slate-700">{t('withdraw.warning')}</p>
      {removeError && <Alert tone="error">{t(refusalMessages[removeError])}</Alert>}
      <Button onClick={() => void remove()} pending={removing}>
        {t('withdraw.confirm')}
      </Button>
    </NoticePage>
  );
}
