import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useFormat, useI18n } from '../i18n/i18n';
import { CameraRecorder } from './camera-recorder';
import { FilePicker } from './file-picker';
import { cardClasses } from './page-shell';

type VideoStepProps = {
  maxBytes: number;
  /** The guest has started: sign-in and the daily-limit check begin, next to the camera prompt. */
  onStart: () => void;
  onVideo: (video: Blob) => void;
};

export function VideoStep({ maxBytes, onStart, onVideo }: VideoStepProps) {
  const { t } = useI18n();
  const format = useFormat();
  const [recording, setRecording] = useState(false);
  const [tooLarge, setTooLarge] = useState<number | null>(null);

  // Refused here, before any request: the upload would only fail after sending all of it.
  const accept = (video: Blob) => {
    if (video.size > maxBytes) {
      setTooLarge(video.size);
      setRecording(false);
      return;
    }
    setTooLarge(null);
    onVideo(video);
  };

  return (
    <section aria-labelledby="video-heading" className={cardClasses}>
      <h2 id="video-heading" className="text-lg font-semibold text-slate-900">
        {t('video.heading')}
      </h2>
      {recording ? (
        <CameraRecorder onUse={accept} onCancel={() => setRecording(false)} />
      ) : (
        <Button
          className="w-full"
          onClick={() => {
            onStart();
            setTooLarge(null);
            setRecording(true);
          }}
        >
          {t('video.record')}
        </Button>
      )}
      {tooLarge !== null && (
        <Alert tone="error">
          {t('video.tooLarge', { size: format.bytes(tooLarge), max: format.limit(maxBytes) })}
        </Alert>
      )}
      <FilePicker
        hint={t('video.chooseHint', { size: format.limit(maxBytes) })}
        onFile={(file) => {
          onStart();
          accept(file);
        }}
      />
    </section>
  );
}
