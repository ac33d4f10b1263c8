import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { usePublishing } from '../api/get-publishing';
import { CreditLineSection } from './credit-line-section';
import { EmbedBuilder } from './embed-builder';
import { WallSection } from './wall-section';
import '../texts';

/** The venue's public pages: the wall, the website embed and the credit line, once their settings load. */
export function PublishingSections({ placeId, venueName }: { placeId: string; venueName: string }) {
  const { t } = useTranslation('integrations');
  const publishing = usePublishing(placeId);
  if (publishing.isPending)
    return (
      <div role="status" aria-label={t('publishing.loading')} className="flex flex-col gap-4">
        <Skeleton className="h-48 w-full rounded-2xl" />
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    );
  if (publishing.isError)
    return (
      <div className="flex flex-col items-start gap-2">
        <Alert tone="error">{t('publishing.error')}</Alert>
        <Button variant="secondary" pending={publishing.isFetching} onClick={() => void publishing.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  return (
    <>
      <WallSection publishing={publishing.data} venueName={venueName} />
      <EmbedBuilder publishing={publishing.data} venueName={venueName} />
      <CreditLineSection placeId={placeId} publishing={publishing.data} />
    </>
  );
}
