import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { withdrawQuerySchema } from '@venues/contracts/capture';
import { HttpError } from '../http-error';

/**
 * The guest's private link is their only key to their data: a review's id, signed, valid a year. A link
 * that is forged or expired is refused before anything is read.
 */
export function verifyPrivateLink(app: FastifyInstance, query: z.infer<typeof withdrawQuerySchema>) {
  const verdict = app.urlSigner.verifyWithdraw(query.review, query.expires, query.signature);
  if (verdict === 'expired') throw new HttpError(403, 'capture/withdraw-expired', 'This link has expired.');
  if (verdict !== 'ok') throw new HttpError(403, 'capture/withdraw-invalid', 'This link is not valid.');
}
