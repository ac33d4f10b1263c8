import { useEffect, useState } from 'react';

export type Facing = 'user' | 'environment';
export type CameraProblem = 'denied' | 'missing' | 'failed';

export function canRecord(): boolean {
  return typeof navigator.mediaDevices?.getUserMedia === 'function' && typeof MediaRecorder !== 'undefined';
}

export function stopTracks(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'failed';
}

/** The camera and microphone while `active`; the tracks stop when it turns off, the facing changes or on unmount. */
export function useCamera(facing: Facing, active: boolean) {
  const [opened, setOpened] = useState<{ facing: Facing; stream: MediaStream } | null>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const supported = canRecord();

  useEffect(() => {
    if (!active || !supported) return;
    let cancelled = false;
    let stream: MediaStream | null = null;
    navigator.mediaDevices
      .getUserMedia({
        video: { facingMode: facing, width: { ideal: 1280 }, height: { ideal: 720 } },
        audio: true,
      })
      .then(
        (opened) => {
          if (cancelled) return stopTracks(opened);
          stream = opened;
          setOpened({ facing, stream: opened });
        },
        (error: unknown) => {
          if (!cancelled) setProblem(problemOf(error));
        },
      );
    return () => {
      cancelled = true;
      stopTracks(stream);
    };
  }, [facing, active, supported]);

  const stream = active && opened?.facing === facing && opened.stream.active ? opened.stream : null;
  return { stream, problem: supported ? problem : 'missing' };
}
