import { useTranslation } from 'react-i18next';
import { CopyableText } from '@/components/ui/copyable-text';
import { QrImage } from '@/components/ui/qr-image';
import { SectionCard } from '@/components/ui/section-card';
import type { Publishing } from '../api/get-publishing';
import '../texts';

/** The venue's public review wall: its link to copy or open, and its QR code to print. */
export function WallSection({ publishing, venueName }: { publishing: Publishing; venueName: string }) {
  const { t } = useTranslation('integrations');
  return (
    <SectionCard title={t('wall.title')} intro={t('wall.intro')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <QrImage
          url={publishing.wallUrl}
          label={t('wall.qr', { venue: venueName })}
          className="w-36 self-center rounded-lg border border-slate-200 sm:self-start"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <CopyableText text={publishing.wallUrl} label={t('wall.copy')} name={t('wall.copyName')} />
          <a
            href={publishing.wallUrl}
            target="_blank"
            rel="noreferrer"
            className="self-start text-sm font-semibold text-teal-700 underline underline-offset-2 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
          >
            {t('wall.open')}
          </a>
        </div>
      </div>
    </SectionCard>
  );
}
