import { useCallback, useEffect, useRef, useState } from 'react';
import { createQrDetector } from '../lib/qr-detector';

export type ScannerStatus = 'idle' | 'starting' | 'scanning' | 'denied' | 'no-camera' | 'failed';

const SCAN_INTERVAL_MS = 200;

function failureOf(error: unknown): ScannerStatus {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-camera';
  return 'failed';
}

/**
 * The back camera in `videoRef`, read for a QR code a few times a second; the first text found goes to
 * `onCode` and the camera turns off. It also turns off on `stop` and when the component goes.
 */
export function useQrScanner(onCode: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<ScannerStatus>('idle');
  const onCodeRef = useRef(onCode);
  const stopRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  const stop = useCallback(() => {
    stopRef.current();
    setStatus('idle');
  }, []);

  const start = useCallback(async () => {
    stopRef.current();
    if (!navigator.mediaDevices?.getUserMedia) {
      setStatus('no-camera');
      return;
    }
    let active = true;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    stopRef.current = () => {
      active = false;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      if (videoRef.current) videoRef.current.srcObject = null;
    };
    setStatus('starting');
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      const detect = await createQrDetector();
      const video = videoRef.current;
      if (!active || !video) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      video.srcObject = stream;
      await video.play();
      setStatus('scanning');
      const scan = async () => {
        const text = await detect(video).catch(() => null);
        if (!active) return;
        if (text) {
          stopRef.current();
          setStatus('idle');
          onCodeRef.current(text);
          return;
        }
        timer = window.setTimeout(() => void scan(), SCAN_INTERVAL_MS);
      };
      void scan();
    } catch (error) {
      if (!active) return;
      stopRef.current();
      setStatus(failureOf(error));
    }
  }, []);

  useEffect(() => () => stopRef.current(), []);

  return { videoRef, status, start, stop };
}
