import { useTranslation } from 'react-i18next';
import { useQrScanner } from '../hooks/use-qr-scanner';
import { BigButton } from './big-button';

/** The camera, opened on request, reading the pass's QR code; when it cannot, it says why. */
export function CameraScanner({ onScan }: { onScan: (text: string) => void }) {
  const { t } = useTranslation('redeem');
  const { videoRef, status, start, stop } = useQrScanner(onScan);
  const open = status === 'starting' || status === 'scanning';
  const failure = status === 'denied' || status === 'no-camera' || status === 'failed' ? status : null;

  return (
    <div className="flex flex-col gap-3">
      {/* Always in the page, so the stream has somewhere to go; shown while the camera is open. */}
      <div hidden={!open} className="relative overflow-hidden rounded-2xl bg-slate-900">
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={t('scan.video')}
          className="aspect-square w-full object-cover"
        />
        <div aria-hidden="true" className="absolute inset-[15%] rounded-xl border-4 border-white/80" />
      </div>
      {open ? (
        <>
          <p className="text-base text-slate-700">
            {status === 'starting' ? t('scan.starting') : t('scan.hint')}
          </p>
          <BigButton tone="secondary" onClick={stop}>
            {t('scan.stop')}
          </BigButton>
        </>
      ) : (
        <BigButton onClick={() => void start()}>{t('scan.start')}</BigButton>
      )}
      {failure && (
        <p
          role="alert"
          className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-base text-amber-900"
        >
          {t(`scan.${failure}`)}
        </p>
      )}
    </div>
  );
}
