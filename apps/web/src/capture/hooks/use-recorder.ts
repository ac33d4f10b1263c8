import { useCallback, useEffect, useRef, useState } from 'react';
import { CAPTURE_MAX_SECONDS, CAPTURE_MIN_SECONDS } from '@venues/contracts/capture-rules';
import { baseMimeType, pickRecorderMimeType } from '../lib/recorder-mime';

export const MAX_RECORDING_MS = CAPTURE_MAX_SECONDS * 1000;
// The server refuses videos under a second; a Stop tapped at once keeps recording up to this.
const MIN_RECORDING_MS = CAPTURE_MIN_SECONDS * 1000 + 500;
const VIDEO_BITS_PER_SECOND = 2_500_000;

type Session = { recorder: MediaRecorder; startedAt: number; timer: number; stopTimer?: number };

/** MediaRecorder over a camera stream: a visible timer, auto-stop at the limit, the video as one Blob. */
export function useRecorder(onRecorded: (video: Blob) => void) {
  const [recording, setRecording] = useState(false);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [failed, setFailed] = useState(false);
  const session = useRef<Session | null>(null);
  const recorded = useRef(onRecorded);
  useEffect(() => {
    recorded.current = onRecorded;
  });

  const finish = useCallback(() => {
    const recorder = session.current?.recorder;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  const start = useCallback(
    (stream: MediaStream) => {
      const mimeType = pickRecorderMimeType((type) => MediaRecorder.isTypeSupported(type));
      let recorder: MediaRecorder;
      try {
        recorder = new MediaRecorder(stream, {
          ...(mimeType ? { mimeType } : {}),
          videoBitsPerSecond: VIDEO_BITS_PER_SECOND,
        });
      } catch {
        setFailed(true);
        return;
      }
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.onstop = () => {
        window.clearInterval(session.current?.timer);
        window.clearTimeout(session.current?.stopTimer);
        session.current = null;
        setRecording(false);
        const type = baseMimeType(recorder.mimeType || mimeType || 'video/webm');
        recorded.current(new Blob(chunks, { type }));
      };
      recorder.onerror = () => {
        setFailed(true);
        finish();
      };
      const startedAt = Date.now();
      const timer = window.setInterval(() => {
        const elapsed = Date.now() - startedAt;
        setElapsedMs(Math.min(elapsed, MAX_RECORDING_MS));
        if (elapsed >= MAX_RECORDING_MS) finish();
      }, 200);
      session.current = { recorder, startedAt, timer };
      setElapsedMs(0);
      setFailed(false);
      setRecording(true);
      recorder.start(1000);
    },
    [finish],
  );

  const stop = useCallback(() => {
    const current = session.current;
    if (!current || current.stopTimer !== undefined) return;
    const wait = MIN_RECORDING_MS - (Date.now() - current.startedAt);
    if (wait > 0) current.stopTimer = window.setTimeout(finish, wait);
    else finish();
  }, [finish]);

  // Leaving while recording throws the recording away.
  useEffect(
    () => () => {
      const current = session.current;
      if (!current) return;
      window.clearInterval(current.timer);
      window.clearTimeout(current.stopTimer);
      current.recorder.onstop = null;
      if (current.recorder.state !== 'inactive') current.recorder.stop();
      session.current = null;
    },
    [],
  );

  return { recording, elapsedMs, failed, start, stop };
}
