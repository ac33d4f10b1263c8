import type { DetailedError } from 'tus-js-client';
import type { CapturedReview } from '../api/create-review';

export type UploadCallbacks = {
  onProgress: (percent: number) => void;
  onSuccess: () => void;
  /** `refused`: the server said no (4xx), retrying will not help; `interrupted`: the retries ran out. */
  onError: (kind: 'refused' | 'interrupted') => void;
};

const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000];
const CHUNK_SIZE = 5 * 1024 * 1024;

function statusOf(error: Error | DetailedError): number {
  return 'originalResponse' in error ? (error.originalResponse?.getStatus() ?? 0) : 0;
}

// tus-js-client's default gives up at once while navigator.onLine is false; a phone on a flaky network
// should keep trying through the whole retry schedule instead.
function shouldRetry(error: DetailedError): boolean {
  const status = statusOf(error);
  return status < 400 || status >= 500 || status === 409 || status === 423;
}

/** Loaded with the first upload only (tus-js-client is not part of the page's first load). */
export function preloadUploader(): void {
  void import('tus-js-client').catch(() => undefined);
}

/**
 * Starts or resumes the tus upload of a review's video. The fingerprint is the review's id, so after a
 * reload the same review finds its upload URL again (tus keeps it in localStorage) and continues from the
 * server's offset. The token is read before every request: a long upload outlives an ID token.
 */
export async function startUpload(
  review: CapturedReview,
  video: Blob,
  getToken: () => Promise<string>,
  callbacks: UploadCallbacks,
): Promise<{ abort: () => void }> {
  const { Upload } = await import('tus-js-client');
  const upload = new Upload(video, {
    // tus resolves the Location header against the endpoint, which must therefore be absolute.
    endpoint: new URL(review.upload.endpoint, window.location.origin).toString(),
    metadata: { ...review.upload.metadata, filetype: video.type || 'application/octet-stream' },
    chunkSize: CHUNK_SIZE,
    retryDelays: RETRY_DELAYS,
    fingerprint: () => Promise.resolve(`review:${review.id}`),
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onShouldRetry: shouldRetry,
    // The only place the token is set: XMLHttpRequest appends a second setRequestHeader to the first.
    onBeforeRequest: async (req) => {
      req.setHeader('Authorization', `Bearer ${await getToken()}`);
    },
    onProgress: (sent, total) => callbacks.onProgress(total > 0 ? Math.floor((sent / total) * 100) : 0),
    onSuccess: () => callbacks.onSuccess(),
    onError: (error) => {
      const status = statusOf(error);
      callbacks.onError(
        status >= 400 && status < 500 && status !== 409 && status !== 423 ? 'refused' : 'interrupted',
      );
    },
  });
  const previous = await upload.findPreviousUploads();
  if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
  upload.start();
  return { abort: () => void upload.abort() };
}
