import type { ReviewCode } from '../api/get-review-codes';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { CopyableLink } from './copyable-link';
import { QrDownloads } from './qr-downloads';
import { QrImage } from '@/components/ui/qr-image';

/** A table code's QR code at a size that scans from the screen, with its downloads. */
export function QrModal({
  code,
  venueName,
  onClose,
}: {
  code: ReviewCode;
  venueName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('qr');
  const label = code.label ?? venueName;
  return (
    <Modal
      title={t('tables.qrTitle', { label })}
      closeLabel={t('close')}
      onClose={onClose}
      className="max-w-md rounded-t-2xl"
    >
      <div className="flex flex-col gap-4 px-4 pt-2 pb-5 sm:px-6 sm:pb-6">
        <QrImage
          url={code.url}
          label={t('tables.qrTitle', { label })}
          className="w-full max-w-64 self-center rounded-lg border border-slate-200"
        />
        <CopyableLink url={code.url} />
        <QrDownloads url={code.url} venueName={venueName} label={code.label} />
      </div>
    </Modal>
  );
}
