import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { withdrawQuerySchema } from '@venues/contracts/capture';
import type { PrivateLinkQuery } from '@venues/contracts/guest-data';
import { webPaths } from '@venues/contracts/web-paths';
import { publicUrl } from '../../../config/env';
import type { Verdict } from '../media/signed-urls';
import { HttpError } from '../http-error';

/*
 * A guest's private link is their only key to their data, valid a year. A review's link names the review;
 * the link a pass offers names the guest identity itself, so that a guest who never wrote a review has
 * one too. A link that is forged or expired is refused before anything is read.
 */

function refuseUnlessOk(verdict: Verdict) {
  if (verdict === 'expired') throw new HttpError(403, 'capture/withdraw-expired', 'This link has expired.');
  if (verdict !== 'ok') throw new HttpError(403, 'capture/withdraw-invalid', 'This link is not valid.');
}

export function verifyPrivateLink(app: FastifyInstance, query: z.infer<typeof withdrawQuerySchema>) {
  refuseUnlessOk(app.urlSigner.verifyWithdraw(query.review, query.expires, query.signature));
}

/**
 * The guest whose data a private link opens: the review's guest (undefined once the review is gone), or
 * the guest the link names. An erased guest's row is deleted and no new row takes its id, so what is read
 * for that id afterwards is nothing.
 */
export async function guestOfLink(
  app: FastifyInstance,
  query: PrivateLinkQuery,
): Promise<string | undefined> {
  if (query.guest !== undefined) {
    refuseUnlessOk(app.urlSigner.verifyGuest(query.guest, query.expires, query.signature));
    return query.guest;
  }
  if (query.review === undefined) return undefined;
  verifyPrivateLink(app, { review: query.review, expires: query.expires, signature: query.signature });
  return app.guestDataRepository.reviewerOf(query.review);
}

/** A review's private link, as the thank-you page and the guest's own page give it. */
export function reviewPrivateUrl(app: FastifyInstance, reviewId: string): string {
  return `${publicUrl(app.env)}${webPaths.captureWithdraw(app.urlSigner.withdrawQuery(reviewId).toString())}`;
}

/** The private link that a guest's pass offers, to what we hold about them. */
export function guestPrivateUrl(app: FastifyInstance, reviewerId: string): string {
  return `${publicUrl(app.env)}${webPaths.captureWithdraw(app.urlSigner.guestQuery(reviewerId).toString())}`;
}
