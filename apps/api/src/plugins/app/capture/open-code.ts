import type { CaptureCode } from '@venues/contracts/capture';
import { REVIEW_CODE_PATTERN } from '@venues/contracts/review-codes';
import type { FastifyInstance } from 'fastify';
import { codeTakesReviews, toCaptureCode } from './capture-mapper';

/**
 * A guest opened /r/{code}: what the code opens, with the scan of an active code counted; null for a code
 * that does not exist, malformed ones included. The API's GET and the server-drawn page both count here,
 * and a page drawn with the answer makes no request of its own, so that one visit is one scan.
 */
export async function openCaptureCode(app: FastifyInstance, code: string): Promise<CaptureCode | null> {
  if (!REVIEW_CODE_PATTERN.test(code)) return null;
  const found = await app.reviewCodesRepository.findByCode(code);
  if (!found) return null;
  if (codeTakesReviews(found)) await app.reviewCodesRepository.recordScan(found.code);
  return toCaptureCode(found, app.env.UPLOAD_MAX_BYTES);
}
