import type { ReviewCode } from '../api/get-review-codes';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useReviewCodes } from '../api/get-review-codes';
import { PrintablesCard } from './printables-card';
import { TableCodesSection } from './table-codes-section';
import { VenueLinkCard } from './venue-link-card';
import '../texts';

function isTableCode(code: ReviewCode): code is ReviewCode & { label: string } {
  return code.label !== null;
}

function StudioSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 md:flex-row">
        <Skeleton className="size-48 self-center md:self-start" />
        <div className="flex flex-1 flex-col gap-4">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-64" />
        </div>
      </div>
      <Skeleton className="h-64 w-full rounded-2xl" />
      <Skeleton className="h-32 w-full rounded-2xl" />
    </div>
  );
}

/**
 * The QR studio: the venue's review link, its table codes and the printables of them all; `canManage` says
 * whether the user may add and revoke table codes, or only print them.
 */
export function QrStudio({
  placeId,
  venueName,
  canManage,
}: {
  placeId: string | undefined;
  venueName: string;
  canManage: boolean;
}) {
  const { t } = useTranslation('qr');
  const codes = useReviewCodes(placeId);
  if (codes.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{t('loadError')}</Alert>
        <Button variant="secondary" pending={codes.isFetching} onClick={() => void codes.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (codes.isPending || !placeId) return <StudioSkeleton label={t('loading')} />;
  const venueLink = codes.data.find((code) => code.label === null);
  return (
    <div className="flex flex-col gap-6">
      {venueLink && (
        <VenueLinkCard placeId={placeId} venueName={venueName} code={venueLink} canManage={canManage} />
      )}
      <TableCodesSection
        placeId={placeId}
        venueName={venueName}
        codes={codes.data.filter(isTableCode)}
        activeCount={codes.data.length}
        canManage={canManage}
      />
      <PrintablesCard placeId={placeId} venueName={venueName} total={codes.data.length} />
    </div>
  );
}
