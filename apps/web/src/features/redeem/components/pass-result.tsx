import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { ApiRequestError } from '@/lib/api-error';
import { usePass } from '../api/get-pass';
import type { RedeemClient } from '../api/redeem-client';
import { useRedeemPass } from '../api/redeem-pass';
import { useUndoRedemption } from '../api/undo-redemption';
import { useErrorText } from '../hooks/use-error-text';
import { useVerdictText } from '../hooks/use-verdict-text';
import { isRevoked, refusalOf } from '../lib/refusals';
import { BigButton } from './big-button';
import { RedeemForm } from './redeem-form';
import { RedeemedPanel } from './redeemed-panel';
import { RevokedNotice } from './revoked-notice';
import { UndoButton } from './undo-button';
import { VerdictCard } from './verdict-card';

function ErrorBox({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-xl border-2 border-red-300 bg-red-50 px-4 py-3 text-lg text-red-900">
      {text}
    </p>
  );
}

type PassResultProps = {
  client: RedeemClient;
  code: string;
  onAnnounce: (text: string) => void;
  onNext: () => void;
};

/** One pass at the counter: its verdict, then the redemption and its undo, until the next guest. */
export function PassResult({ client, code, onAnnounce, onNext }: PassResultProps) {
  const { t } = useTranslation('redeem');
  const verdictText = useVerdictText();
  const errorText = useErrorText();
  const pass = usePass(client, code);
  const redeem = useRedeemPass(client);
  const undo = useUndoRedemption(client);

  const lookupError = pass.isError ? pass.error : null;
  const unknown = refusalOf(lookupError) === 'unknown';
  const revoked = [lookupError, redeem.error, undo.error].some((error) => isRevoked(error));
  const redemption = redeem.data ?? null;
  const check = unknown ? 'unknown' : (pass.data?.check ?? null);
  const verdict = check ? verdictText(check, pass.data?.redemption ?? null) : null;

  // What the screen now says, for a screen reader: one sentence per change, never the countdown.
  const announcement = revoked
    ? t('counter.revoked.body')
    : redemption
      ? `${t('redeemed.announce')} ${redemption.newCustomer ? t('redeemed.new') : t('redeemed.returning')}`
      : undo.isSuccess
        ? t('redeemed.undone')
        : verdict && !pass.isFetching
          ? `${verdict.title}. ${verdict.body}`
          : lookupError && !unknown
            ? t('errors.lookup')
            : '';
  useEffect(() => {
    if (announcement) onAnnounce(announcement);
  }, [announcement, onAnnounce]);

  const undoRedemption = () =>
    undo.mutate(code, {
      onSuccess: () => redeem.reset(),
    });
  const mutationError = (lead: string, error: ApiRequestError | null) =>
    error && !isRevoked(error) ? <ErrorBox text={errorText(lead, error)} /> : null;
  const next = (
    <BigButton tone={redemption ? 'primary' : 'secondary'} onClick={onNext}>
      {t('next')}
    </BigButton>
  );

  if (revoked) return <RevokedNotice />;

  if (redemption) {
    return (
      <div className="flex flex-col gap-4">
        <RedeemedPanel redemption={redemption} />
        {mutationError(t('errors.undo'), undo.error)}
        <UndoButton until={redemption.undoUntil} pending={undo.isPending} onUndo={undoRedemption} />
        {next}
      </div>
    );
  }

  if (pass.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-10 text-xl text-teal-800">
        <Spinner className="size-8" />
        {t('checking')}
      </div>
    );
  }

  if (lookupError && !unknown) {
    return (
      <div className="flex flex-col gap-4">
        <ErrorBox text={errorText(t('errors.lookup'), lookupError)} />
        <BigButton pending={pass.isFetching} onClick={() => void pass.refetch()}>
          {t('retry')}
        </BigButton>
        {next}
      </div>
    );
  }

  const lookup = pass.data;
  if (!check || !verdict) return null;
  const usedRedemption = check === 'used' ? (lookup?.redemption ?? null) : null;
  return (
    <div className="flex flex-col gap-4">
      {undo.isSuccess && check === 'valid' && (
        <p className="rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-lg text-sky-900">
          {t('redeemed.undone')}
        </p>
      )}
      {mutationError(t('errors.redeem'), redeem.error)}
      <VerdictCard check={check} text={verdict} code={code} mission={lookup?.mission ?? null}>
        {check === 'valid' && (
          <RedeemForm
            pending={redeem.isPending || pass.isFetching}
            onRedeem={(billCents) => {
              undo.reset();
              redeem.mutate({ code, billCents });
            }}
          />
        )}
        {usedRedemption && (
          <>
            {mutationError(t('errors.undo'), undo.error)}
            <UndoButton until={usedRedemption.undoUntil} pending={undo.isPending} onUndo={undoRedemption} />
          </>
        )}
      </VerdictCard>
      {next}
    </div>
  );
}
