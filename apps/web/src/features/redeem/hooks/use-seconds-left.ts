import { useEffect, useState } from 'react';

/** Whole seconds until `until`, counting down each second; 0 once it has passed. */
export function useSecondsLeft(until: string | null): number {
  const deadline = until ? new Date(until).getTime() : 0;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
