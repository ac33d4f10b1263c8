import type { ServerOptions } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Db } from '../../../db/client';
import type { CaptureRepository } from './capture-repository';

/** What tus sends for a thrown error: its status and body. The body is the API's JSON error shape. */
class UploadRefusal extends Error {
  readonly body: string;
  constructor(
    readonly status_code: number,
    code: string,
    message: string,
  ) {
    super(message);
    this.body = JSON.stringify({ error: { code, message } });
  }
}
const refusal = (status: number, code: string, message: string) => new UploadRefusal(status, code, message);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Dependencies = {
  capture: CaptureRepository;
  verifyToken: (token: string) => Promise<DecodedIdToken>;
  maxBytes: number;
  removeUpload: (uploadId: string | null) => Promise<void>;
  onComplete: (reviewId: string, tx: Db) => Promise<unknown>;
  log: FastifyBaseLogger;
};

/**
 * Only the guest who wrote the review, with a valid ID token, may upload its video, and only while the
 * review waits for it and its code is active. Every tus request is checked, not just the creation.
 */
export function createUploadHooks(
  deps: Dependencies,
): Pick<ServerOptions, 'onUploadCreate' | 'onIncomingRequest' | 'onUploadFinish' | 'onResponseError'> {
  const guestOf = async (authorization: string | null): Promise<string> => {
    const token = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined;
    if (!token) throw refusal(401, 'auth/missing-token', 'A bearer ID token is required.');
    try {
      return (await deps.verifyToken(token)).uid;
    } catch (error) {
      deps.log.info({ err: error }, 'upload refused: the ID token is not valid');
      throw refusal(401, 'auth/invalid-token', 'The ID token is not valid.');
    }
  };

  const assertUploadable = (
    found: { review: { status: string }; codeRevokedAt: Date | null } | undefined,
    guestMatches: boolean,
  ) => {
    if (!found || !guestMatches) throw refusal(403, 'upload/not-allowed', 'This upload is not yours.');
    if (found.codeRevokedAt) throw refusal(409, 'capture/code-revoked', 'This code is no longer active.');
    if (found.review.status !== 'uploading')
      throw refusal(409, 'upload/not-allowed', 'This review does not wait for a video.');
  };

  return {
    async onUploadCreate(req, upload) {
      const guestUid = await guestOf(req.headers.get('authorization'));
      const reviewId = upload.metadata?.reviewId ?? '';
      if (!UUID.test(reviewId))
        throw refusal(400, 'validation/invalid-input', 'reviewId metadata is required.');
      if (upload.size === undefined)
        throw refusal(400, 'validation/invalid-input', 'Upload-Length is required.');
      const found = await deps.capture.findForGuest(reviewId, guestUid);
      assertUploadable(found, found !== undefined);
      const replaced = await deps.capture.attachUpload(reviewId, upload.id);
      await deps.removeUpload(replaced);
      return { metadata: upload.metadata };
    },

    async onIncomingRequest(req, uploadId) {
      // A creation is checked in onUploadCreate, once the metadata is parsed.
      if (req.method === 'POST' || req.method === 'OPTIONS') return;
      const guestUid = await guestOf(req.headers.get('authorization'));
      const found = await deps.capture.findByUpload(uploadId);
      assertUploadable(found, found?.guestUid === guestUid);
    },

    async onUploadFinish(_req, upload) {
      const reviewId = upload.metadata?.reviewId ?? '';
      await deps.capture.markUploaded(reviewId, (tx) => deps.onComplete(reviewId, tx));
      return {};
    },

    onResponseError(_req, error) {
      if ('status_code' in error && error.status_code === 413) {
        const tooLarge = refusal(413, 'upload/too-large', `The video is larger than ${deps.maxBytes} bytes.`);
        return { status_code: tooLarge.status_code, body: tooLarge.body };
      }
      if (!('status_code' in error)) deps.log.error({ err: error }, 'upload failed');
      return undefined;
    },
  };
}
