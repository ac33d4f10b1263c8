import type { ReviewCode } from '../api/get-review-codes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { SectionCard } from '@/components/ui/section-card';
import { Button } from '@/components/ui/button';
import { DaysNote } from '@/components/ui/days-note';
import { RECENT_DAYS } from '@venues/contracts/clock';
import { useRevokeReviewCode } from '../api/revoke-review-code';
import { CodeStats } from './code-stats';
import { CopyableLink } from './copyable-link';
import { QrDownloads } from './qr-downloads';
import { QrImage } from '@/components/ui/qr-image';
import { RevokeDialog } from './revoke-dialog';

/**
 * The venue's own review link: its QR code, copy and downloads, its numbers, and a way to replace it for
 * whoever may manage the codes (`canManage`).
 */
export function VenueLinkCard({
  placeId,
  venueName,
  code,
  canManage,
}: {
  placeId: string;
  venueName: string;
  code: ReviewCode;
  canManage: boolean;
}) {
  const { t } = useTranslation('qr');
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeReviewCode(placeId);

  const confirm = () =>
    revoke.mutate(
      { codeId: code.id, reissue: true },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(t('revoke.linkDone'));
        },
      },
    );

  return (
    <SectionCard title={t('link.title')} intro={t('link.intro')}>
      <div className="flex flex-col gap-5 md:flex-row md:items-start">
        <QrImage
          url={code.url}
          label={t('link.qrLabel', { venue: venueName })}
          className="w-48 self-center rounded-lg border border-slate-200 md:self-start"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <CopyableLink url={code.url} />
          <QrDownloads url={code.url} venueName={venueName} label={null} />
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="flex flex-col gap-1">
              <CodeStats code={code} />
              <DaysNote days={RECENT_DAYS} />
            </div>
            {canManage && (
              <Button
                variant="ghost"
                onClick={() => {
                  revoke.reset();
                  setConfirming(true);
                }}
              >
                {t('link.revoke')}
              </Button>
            )}
          </div>
        </div>
      </div>
      {confirming && (
        <RevokeDialog
          code={code}
          pending={revoke.isPending ? true : null}
          failed={revoke.isError}
          onCancel={() => setConfirming(false)}
          onConfirm={confirm}
        />
      )}
    </SectionCard>
  );
}
