import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import {
  CONSENT_VERSION,
  capturedReviewResponseSchema,
  type CapturedReview,
  type CaptureReviewBody,
} from '@venues/contracts/capture';
import { bearer } from './users';

/** A small MP4 that the repository ships (4 s, 360×640, H.264/AAC). */
export const SAMPLE_VIDEO = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/demo-videos/clip-1.mp4'),
);

/** A data folder of its own, so that uploads and media of one test file never meet another's. */
export const tempDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'venues-capture-'));

export function captureBody(overrides: Partial<CaptureReviewBody> = {}): CaptureReviewBody {
  return {
    rating: { overall: 4, food: 5, price: null, atmosphere: 3, service: null },
    title: 'Ottima carbonara',
    description: 'Servizio veloce, tavolo in terrazza.',
    display_name: 'Giulia',
    consent: { accepted: true, version: CONSENT_VERSION, language: 'it', public: false },
    video_bytes: SAMPLE_VIDEO.length,
    ...overrides,
  };
}

export const tusHeaders = (token: string | null, extra: Record<string, string> = {}) => ({
  ...(token ? bearer(token) : {}),
  'tus-resumable': '1.0.0',
  ...extra,
});

export const encodeMetadata = (metadata: Record<string, string>) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/*
 * tus reads the raw request stream, which app.inject does not emulate faithfully: uploads go over a real
 * socket to the listening app (`base`, from app.listen).
 */

/** Creates the tus upload of a review. */
export async function createUpload(base: string, token: string | null, reviewId: string, length: number) {
  const response = await fetch(`${base}/api/uploads`, {
    method: 'POST',
    headers: tusHeaders(token, {
      'upload-length': String(length),
      'upload-metadata': encodeMetadata({ reviewId, filetype: 'video/mp4' }),
    }),
  });
  const location = response.headers.get('location');
  return {
    status: response.status,
    body: await response.text(),
    url: location ? new URL(location, base).toString() : '',
  };
}

export async function patchUpload(url: string, token: string, offset: number, bytes: Buffer) {
  const response = await fetch(url, {
    method: 'PATCH',
    headers: tusHeaders(token, {
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    }),
    body: bytes,
  });
  return {
    status: response.status,
    body: await response.text(),
    offset: Number(response.headers.get('upload-offset')),
  };
}

export async function uploadOffset(url: string, token: string | null) {
  const response = await fetch(url, { method: 'HEAD', headers: tusHeaders(token) });
  return { status: response.status, offset: Number(response.headers.get('upload-offset')) };
}

/** The guest's form, as the capture page posts it before the upload. */
export function postReview(
  app: FastifyInstance,
  token: string | null,
  code: string,
  body: unknown = captureBody(),
) {
  return app.inject({
    method: 'POST',
    url: `/api/capture/${code}/reviews`,
    headers: token ? bearer(token) : {},
    payload: body as Record<string, unknown>,
  });
}

/** The guest's whole path: the form, then the video in one PATCH. Resolves to the review and its links. */
export async function submitReview(
  app: FastifyInstance,
  base: string,
  token: string,
  code: string,
  video: Buffer = SAMPLE_VIDEO,
): Promise<CapturedReview> {
  const created = await postReview(app, token, code, captureBody({ video_bytes: video.length }));
  if (created.statusCode !== 201) throw new Error(`review refused: ${created.body}`);
  const review = capturedReviewResponseSchema.parse(created.json()).data;
  const upload = await createUpload(base, token, review.id, video.length);
  if (upload.status !== 201) throw new Error(`upload refused: ${upload.status} ${upload.body}`);
  const patched = await patchUpload(upload.url, token, 0, video);
  if (patched.status !== 204) throw new Error(`patch refused: ${patched.status} ${patched.body}`);
  return review;
}
