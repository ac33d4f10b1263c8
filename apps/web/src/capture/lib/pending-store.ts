import type { CapturedReview as CapturedReviewWire } from '@venues/contracts/capture';
import { CAPTURE_UPLOAD_KEPT_MS } from '@venues/contracts/capture-rules';
import { camelize } from '@venues/contracts/wire';
import type { CapturedReview } from '../api/create-review';

/** A review the server has accepted whose video has not finished uploading; kept across reloads. */
export type PendingReview = { code: string; review: CapturedReview; video: Blob; savedAt: number };
/** A review saved by an older page is wire-shaped; camelize leaves a camelCase one as it is. */
type StoredReview = Omit<PendingReview, 'review'> & { review: CapturedReview | CapturedReviewWire };

const DATABASE = 'venues-capture';
const STORE = 'pending-reviews';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>) {
  if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
  const open = indexedDB.open(DATABASE, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: 'code' });
  const db = await promised(open);
  try {
    return await promised(run(db.transaction(STORE, mode).objectStore(STORE)));
  } finally {
    db.close();
  }
}

/** Storage can be missing or full (private browsing): the upload then simply cannot survive a reload. */
export async function loadPending(code: string): Promise<PendingReview | null> {
  try {
    const found = (await withStore('readonly', (store) => store.get(code))) as StoredReview | undefined;
    if (!found) return null;
    // The server has given up an upload this old: it cannot be resumed.
    if (Date.now() - found.savedAt > CAPTURE_UPLOAD_KEPT_MS) {
      await clearPending(code);
      return null;
    }
    return { ...found, review: camelize(found.review, { keep: ['metadata'] }) };
  } catch {
    return null;
  }
}

export async function savePending(pending: PendingReview): Promise<void> {
  try {
    await withStore('readwrite', (store) => store.put(pending));
  } catch {
    // not resumable after a reload, but the upload itself goes on
  }
}

export async function clearPending(code: string): Promise<void> {
  try {
    await withStore('readwrite', (store) => store.delete(code));
  } catch {
    // nothing stored
  }
}
