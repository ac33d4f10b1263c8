import { useCallback, useEffect, useRef, useState } from 'react';
import { guestToken } from '../lib/guest-auth';
import { clearPending, type PendingReview } from '../lib/pending-store';
import { startUpload } from '../lib/upload';

export type UploadState =
  | { status: 'idle' | 'done' }
  | { status: 'uploading' | 'offline' | 'interrupted' | 'refused'; percent: number };

const percentOf = (state: UploadState) => ('percent' in state ? state.percent : 0);

/** The video's tus upload. Started from an event handler (Send, Resume), never from an effect. */
export function useUpload(onDone: (pending: PendingReview) => void) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const handle = useRef<{ abort: () => void } | null>(null);
  const last = useRef<PendingReview | null>(null);
  const mounted = useRef(true);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  const start = useCallback(async (pending: PendingReview) => {
    handle.current?.abort();
    handle.current = null;
    last.current = pending;
    setState((previous) => ({ status: 'uploading', percent: percentOf(previous) }));
    try {
      const started = await startUpload(pending.review, pending.video, guestToken, {
        onProgress: (percent) => setState({ status: 'uploading', percent }),
        onSuccess: () => {
          handle.current = null;
          void clearPending(pending.code);
          setState({ status: 'done' });
          done.current(pending);
        },
        onError: (kind) => {
          handle.current = null;
          const status = kind === 'refused' ? 'refused' : navigator.onLine ? 'interrupted' : 'offline';
          setState((previous) => ({ status, percent: percentOf(previous) }));
        },
      });
      if (mounted.current) handle.current = started;
      else started.abort();
    } catch {
      // the uploader or the guest's token could not load (offline): the guest resumes by hand
      setState((previous) => ({ status: 'interrupted', percent: percentOf(previous) }));
    }
  }, []);

  // Offline after every retry: carry on by itself as soon as the phone is back online.
  useEffect(() => {
    if (state.status !== 'offline') return;
    const resume = () => {
      if (last.current) void start(last.current);
    };
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [state.status, start]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      handle.current?.abort();
    };
  }, []);

  return { state, start };
}
