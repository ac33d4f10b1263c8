import type { PrintableKind } from '@venues/contracts/review-codes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/section-card';
import { Button } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons';
import { toastErrorWithRetry } from '@/components/ui/retry-toast';
import { currentLanguage } from '@/lib/i18n';
import { saveBlob } from '@/lib/save-file';
import { useDownloadPrintables } from '../api/download-printables';
import { printablesFileName } from '../utils/file-names';

function PrintableDownload({
  placeId,
  venueName,
  kind,
}: {
  placeId: string;
  venueName: string;
  kind: PrintableKind;
}) {
  const { t } = useTranslation('qr');
  const download = useDownloadPrintables(placeId);
  const hintId = useId();

  const start = () =>
    download.mutate(
      { kind, lang: currentLanguage() },
      {
        onSuccess: (pdf) => saveBlob(pdf, printablesFileName(venueName, kind)),
        onError: () =>
          toastErrorWithRetry({
            message: t('printables.failed'),
            retryLabel: t('printables.retry'),
            onRetry: start,
            toastId: `printables-${kind}`,
          }),
      },
    );

  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">
      <Button pending={download.isPending} onClick={start} aria-describedby={hintId} className="w-full">
        {!download.isPending && <DownloadIcon className="size-4 shrink-0" />}
        {t(`printables.${kind}`)}
      </Button>
      <p id={hintId} className="text-xs text-slate-500">
        {t(`printables.${kind}Hint`)}
      </p>
    </div>
  );
}

/** Table tents and stickers of every active code, as the API renders them, in the UI's language. */
export function PrintablesCard({
  placeId,
  venueName,
  total,
}: {
  placeId: string;
  venueName: string;
  total: number;
}) {
  const { t } = useTranslation('qr');
  return (
    <SectionCard
      title={t('printables.title')}
      intro={
        <>
          <p>{t('printables.intro', { count: total })}</p>
          <p>{t('printables.language')}</p>
        </>
      }
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <PrintableDownload placeId={placeId} venueName={venueName} kind="tents" />
        <PrintableDownload placeId={placeId} venueName={venueName} kind="stickers" />
      </div>
    </SectionCard>
  );
}
