import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { counterClient } from '../api/counter-client';
import { useCounterContext } from '../api/get-counter-context';
import { useErrorText } from '../hooks/use-error-text';
import { isRevoked } from '../lib/refusals';
import { BigButton } from './big-button';
import { RedeemScreen } from './redeem-screen';
import { RevokedNotice } from './revoked-notice';
import '../texts';

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-8">{children}</div>;
}

/** Opened without a link's secret (a bookmark on another phone, say): the owner hands out the links. */
export function CounterLinkMissing() {
  const { t } = useTranslation('redeem');
  return (
    <Frame>
      <h1 className="text-3xl font-bold text-slate-900">{t('counter.missing.title')}</h1>
      <p className="text-lg text-slate-700">{t('counter.missing.body')}</p>
    </Frame>
  );
}

/** A counter link's redeem screen: the link names its venue, and works until the owner revokes it. */
export function CounterRedeem({ secret }: { secret: string }) {
  const { t } = useTranslation('redeem');
  const errorText = useErrorText();
  const client = useMemo(() => counterClient(secret), [secret]);
  const context = useCounterContext(client);

  if (context.isPending) return <PageSpinner label={t('loading')} />;
  if (context.isError) {
    return (
      <Frame>
        {isRevoked(context.error) ? (
          <RevokedNotice level={1} />
        ) : (
          <>
            <PageTitle>{t('title')}</PageTitle>
            <p
              role="alert"
              className="rounded-xl border-2 border-red-300 bg-red-50 px-4 py-3 text-lg text-red-900"
            >
              {errorText(t('counter.failed'), context.error)}
            </p>
            <BigButton pending={context.isFetching} onClick={() => void context.refetch()}>
              {t('retry')}
            </BigButton>
          </>
        )}
      </Frame>
    );
  }
  return (
    <RedeemScreen client={client} venueName={context.data.place.name} counterLabel={context.data.label} />
  );
}
