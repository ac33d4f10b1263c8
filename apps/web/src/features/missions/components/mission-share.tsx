import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons';
import { toastErrorWithRetry } from '@/components/ui/retry-toast';
import { currentLanguage } from '@/lib/i18n';
import { saveBlob } from '@/lib/save-file';
import { slugify } from '@/lib/slugify';
import { useDownloadPoster, type PosterSize } from '../api/download-poster';
import type { Mission } from '../api/get-missions';
import { CopyableText } from '@/components/ui/copyable-text';
import '../texts';

const sizes: readonly PosterSize[] = ['a4', 'a5'];

function PosterButton({
  placeId,
  mission,
  size,
  hintId,
}: {
  placeId: string;
  mission: Mission;
  size: PosterSize;
  hintId: string;
}) {
  const { t } = useTranslation('missions');
  const download = useDownloadPoster(placeId);
  const label = size === 'a4' ? t('share.posterA4') : t('share.posterA5');
  const start = () =>
    download.mutate(
      { missionId: mission.id, size, lang: currentLanguage() },
      {
        onSuccess: (pdf) =>
          saveBlob(pdf, `mission-poster-${slugify(mission.title) || mission.code}-${size}.pdf`),
        onError: () =>
          toastErrorWithRetry({
            message: t('share.posterFailed'),
            retryLabel: t('share.posterRetry'),
            onRetry: start,
            toastId: `poster-${mission.id}-${size}`,
          }),
      },
    );
  return (
    <Button
      variant="secondary"
      pending={download.isPending}
      onClick={start}
      aria-label={t('share.posterNamed', { size: size.toUpperCase(), title: mission.title })}
      aria-describedby={hintId}
    >
      {!download.isPending && <DownloadIcon className="size-4 shrink-0" />}
      {label}
    </Button>
  );
}

/** The mission's public link to copy, and its posters to print, as the API renders them. */
export function MissionShare({ placeId, mission }: { placeId: string; mission: Mission }) {
  const { t } = useTranslation('missions');
  const hintId = useId();
  return (
    <div className="flex flex-col gap-2">
      <CopyableText
        text={mission.publicUrl}
        label={t('share.copy')}
        name={t('share.copyNamed', { title: mission.title })}
      />
      <div className="flex flex-wrap items-center gap-2">
        {sizes.map((size) => (
          <PosterButton key={size} placeId={placeId} mission={mission} size={size} hintId={hintId} />
        ))}
      </div>
      <p id={hintId} className="text-xs text-slate-500">
        {t('share.posterHint')}
      </p>
    </div>
  );
}
