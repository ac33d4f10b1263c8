import { useEffect, useState } from 'react';

export const COUNTDOWN_SECONDS = 3;

/** Counts down from 3 once a camera stream is there, then hands the stream on. A new stream starts over. */
export function useCountdown(
  stream: MediaStream | null,
  onDone: (stream: MediaStream) => void,
): number | null {
  const [tick, setTick] = useState<{ stream: MediaStream; left: number } | null>(null);

  useEffect(() => {
    if (!stream) return;
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      const left = COUNTDOWN_SECONDS - Math.floor((Date.now() - startedAt) / 1000);
      setTick({ stream, left: Math.max(left, 0) });
      if (left <= 0) {
        window.clearInterval(timer);
        onDone(stream);
      }
    }, 200);
    return () => window.clearInterval(timer);
  }, [stream, onDone]);

  if (!stream) return null;
  if (tick?.stream !== stream) return COUNTDOWN_SECONDS;
  return tick.left > 0 ? tick.left : null;
}
