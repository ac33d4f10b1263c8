import { MAX_REVIEW_CODES } from '@venues/contracts/review-codes';
import type { ReviewCode } from '../api/get-review-codes';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { EmptyState } from '@/components/ui/empty-state';
import { useRevokeReviewCode } from '../api/revoke-review-code';
import { AddTableCodeForm } from './add-table-code-form';
import { QrModal } from './qr-modal';
import { RevokeDialog } from './revoke-dialog';
import { TableCodeItem } from './table-code-item';

type TableCode = ReviewCode & { label: string };

type TableCodesSectionProps = {
  placeId: string;
  venueName: string;
  codes: readonly TableCode[];
  /** Every active code, the venue's link included: the limit counts them all. */
  activeCount: number;
};

export function TableCodesSection({ placeId, venueName, codes, activeCount }: TableCodesSectionProps) {
  const { t } = useTranslation('qr');
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [showing, setShowing] = useState<TableCode | null>(null);
  const [revoking, setRevoking] = useState<TableCode | null>(null);
  const revoke = useRevokeReviewCode(placeId);
  // The revoked row is gone when the dialog closes, so focus has no opener to go back to: the heading takes it.
  const focusHeading = useRef(false);
  useEffect(() => {
    if (revoking || !focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [revoking]);

  const confirm = (code: TableCode, reissue: boolean) =>
    revoke.mutate(
      { codeId: code.id, reissue },
      {
        onSuccess: () => {
          focusHeading.current = true;
          setRevoking(null);
          toast.success(t(reissue ? 'revoke.reissued' : 'revoke.revoked', { label: code.label }));
        },
      },
    );

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <h2
          id={titleId}
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 outline-none"
        >
          {t('tables.title')}
        </h2>
        <p className="text-sm font-medium text-slate-600 tabular-nums">
          {t('tables.inUse', { count: activeCount, max: MAX_REVIEW_CODES })}
        </p>
      </div>
      <p className="-mt-2 text-sm text-slate-600">{t('tables.intro')}</p>
      <AddTableCodeForm placeId={placeId} atLimit={activeCount >= MAX_REVIEW_CODES} />
      {codes.length === 0 ? (
        <EmptyState title={t('tables.empty.title')} headingLevel={3} className="py-8">
          <p>{t('tables.empty.body')}</p>
        </EmptyState>
      ) : (
        <ul
          aria-labelledby={titleId}
          className="flex flex-col divide-y divide-slate-200 border-t border-slate-200"
        >
          {codes.map((code) => (
            <TableCodeItem
              key={code.id}
              code={code}
              onShowQr={() => setShowing(code)}
              onRevoke={() => {
                revoke.reset();
                setRevoking(code);
              }}
            />
          ))}
        </ul>
      )}
      {showing && <QrModal code={showing} venueName={venueName} onClose={() => setShowing(null)} />}
      {revoking && (
        <RevokeDialog
          code={revoking}
          pending={revoke.isPending ? (revoke.variables?.reissue ?? null) : null}
          failed={revoke.isError}
          onCancel={() => setRevoking(null)}
          onConfirm={(reissue) => confirm(revoking, reissue)}
        />
      )}
    </section>
  );
}
