import { MAX_REVIEW_CODES } from '@venues/contracts/review-codes';
import type { ReviewCode } from '../api/get-review-codes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { EmptyState } from '@/components/ui/empty-state';
import { SectionCard } from '@/components/ui/section-card';
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
  /** Whether the user may add and revoke table codes; a team member only prints them. */
  canManage: boolean;
};

export function TableCodesSection({
  placeId,
  venueName,
  codes,
  activeCount,
  canManage,
}: TableCodesSectionProps) {
  const { t } = useTranslation('qr');
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
    <SectionCard
      title={t('tables.title')}
      intro={t('tables.intro')}
      aside={
        <p className="text-sm font-medium text-slate-600 tabular-nums">
          {t('tables.inUse', { count: activeCount, max: MAX_REVIEW_CODES })}
        </p>
      }
      headingRef={heading}
    >
      {canManage && <AddTableCodeForm placeId={placeId} atLimit={activeCount >= MAX_REVIEW_CODES} />}
      {codes.length === 0 ? (
        <EmptyState title={t('tables.empty.title')} headingLevel={3} className="py-8">
          <p>{t('tables.empty.body')}</p>
        </EmptyState>
      ) : (
        <ul
          aria-label={t('tables.title')}
          className="flex flex-col divide-y divide-slate-200 border-t border-slate-200"
        >
          {codes.map((code) => (
            <TableCodeItem
              key={code.id}
              code={code}
              onShowQr={() => setShowing(code)}
              onRevoke={
                canManage
                  ? () => {
                      revoke.reset();
                      setRevoking(code);
                    }
                  : undefined
              }
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
    </SectionCard>
  );
}
