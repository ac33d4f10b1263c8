import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons';
import { saveBlob, saveDataUrl } from '@/lib/save-file';
import { qrFileName } from '../utils/file-names';
import { qrPngDataUrl, qrSvg } from '@/lib/qr-images';

type Format = 'svg' | 'png';

/** 'Download SVG' (vector, for a print shop) and 'Download PNG' (1024 px, for everything else). */
export function QrDownloads({
  url,
  venueName,
  label,
}: {
  url: string;
  venueName: string;
  label: string | null;
}) {
  const { t } = useTranslation('qr');
  const [pending, setPending] = useState<Format | null>(null);

  const download = async (format: Format) => {
    setPending(format);
    try {
      const fileName = qrFileName(venueName, label, format);
      if (format === 'svg') saveBlob(new Blob([await qrSvg(url)], { type: 'image/svg+xml' }), fileName);
      else saveDataUrl(await qrPngDataUrl(url), fileName);
    } catch {
      toast.error(t('download.failed'));
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      {(['svg', 'png'] as const).map((format) => (
        <Button
          key={format}
          variant="secondary"
          pending={pending === format}
          onClick={() => void download(format)}
          className="flex-1 whitespace-nowrap sm:flex-none"
        >
          {pending !== format && <DownloadIcon className="size-4 shrink-0" />}
          {t(`download.${format}`)}
        </Button>
      ))}
    </div>
  );
}
