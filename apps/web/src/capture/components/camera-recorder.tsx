import { useCallback, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, focusRing } from '@/components/ui/button';
import { useI18n } from '../i18n/i18n';
import { useCamera, type CameraProblem, type Facing } from '../hooks/use-camera';
import { useCountdown } from '../hooks/use-countdown';
import { MAX_RECORDING_MS, useRecorder } from '../hooks/use-recorder';
import { BlobVideo } from './blob-video';

const problemMessages = {
  denied: 'video.cameraDenied',
  missing: 'video.noCamera',
  failed: 'video.cameraFailed',
} as const satisfies Record<CameraProblem, string>;

function clock(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Camera → 3-second countdown → recording (Stop, or auto-stop at 1:00) → preview with Retake / Use this video. */
export function CameraRecorder({ onUse, onCancel }: { onUse: (video: Blob) => void; onCancel: () => void }) {
  const { t } = useI18n();
  const [facing, setFacing] = useState<Facing>('user');
  const [recorded, setRecorded] = useState<Blob | null>(null);
  const camera = useCamera(facing, recorded === null);
  const recorder = useRecorder(setRecorded);
  const countdown = useCountdown(recorder.failed ? null : camera.stream, recorder.start);
  const showStream = useCallback(
    (element: HTMLVideoElement | null) => {
      if (element && element.srcObject !== camera.stream) element.srcObject = camera.stream;
    },
    [camera.stream],
  );

  if (camera.problem) {
    return (
      <div className="flex flex-col gap-3">
        <Alert tone="error">{t(problemMessages[camera.problem])}</Alert>
        <Button variant="secondary" onClick={onCancel}>
          {t('video.cancel')}
        </Button>
      </div>
    );
  }

  if (recorded) {
    return (
      <div className="flex flex-col gap-3">
        <BlobVideo video={recorded} label={t('video.recordedPreview')} />
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => setRecorded(null)}>
            {t('video.retake')}
          </Button>
          <Button onClick={() => onUse(recorded)}>{t('video.use')}</Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-[3/4] max-h-[60vh] w-full overflow-hidden rounded-xl bg-slate-900">
        <video
          ref={showStream}
          autoPlay
          muted
          playsInline
          aria-label={t('video.cameraPreview')}
          className={`size-full object-cover ${facing === 'user' ? '-scale-x-100' : ''}`}
        />
        {!camera.stream && (
          <p className="absolute inset-0 flex items-center justify-center text-white">
            {t('video.starting')}
          </p>
        )}
        {countdown !== null && (
          <p
            aria-live="polite"
            className="absolute inset-0 flex flex-col items-center justify-center bg-slate-900/40 text-white"
          >
            <span className="sr-only">{t('video.countdown', { n: countdown })}</span>
            <span aria-hidden="true" className="text-7xl font-bold">
              {countdown}
            </span>
          </p>
        )}
        {recorder.recording && (
          <p className="absolute top-3 left-3 flex items-center gap-2 rounded-full bg-slate-900/80 px-3 py-1 text-sm font-semibold text-white">
            <span aria-hidden="true" className="size-2.5 rounded-full bg-red-500 motion-safe:animate-pulse" />
            <span className="sr-only">{t('video.recording')}</span>
            <span role="timer" className="tabular-nums">
              {clock(recorder.elapsedMs)} / {clock(MAX_RECORDING_MS)}
            </span>
          </p>
        )}
      </div>
      {recorder.failed && <Alert tone="error">{t('video.recordingFailed')}</Alert>}
      {recorder.recording ? (
        <button
          type="button"
          onClick={recorder.stop}
          className={`inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 ${focusRing}`}
        >
          <span aria-hidden="true" className="size-3 rounded-sm bg-white" />
          {t('video.stop')}
        </button>
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={onCancel}>
            {t('video.cancel')}
          </Button>
          <Button
            variant="secondary"
            disabled={!camera.stream}
            onClick={() => setFacing((current) => (current === 'user' ? 'environment' : 'user'))}
          >
            {t('video.switchCamera')}
          </Button>
        </div>
      )}
    </div>
  );
}
