import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  captureCodeResponseSchema,
  captureEligibilityResponseSchema,
  captureProgressResponseSchema,
  captureReviewBodySchema,
  capturedReviewResponseSchema,
  stopPublicResponseSchema,
  withdrawPreviewResponseSchema,
  withdrawQuerySchema,
  withdrawResponseSchema,
} from '@venues/contracts/capture';
import { REVIEW_CODE_PATTERN } from '@venues/contracts/review-codes';
import { callerOf } from '../../../plugins/app/auth';
import { openCaptureCode } from '../../../plugins/app/capture/open-code';
import { reviewPrivateUrl, verifyPrivateLink } from '../../../plugins/app/capture/private-link';
import {
  codeTakesReviews,
  toCaptureEligibility,
  toCapturedReview,
  toCaptureProgress,
  toWithdrawPreview,
} from '../../../plugins/app/capture/capture-mapper';
import { errorResponses, refusalsOf } from '../../../plugins/app/errors';
import { HttpError, notFound } from '../../../plugins/app/http-error';
import { forgetPublicMedia } from '../../../plugins/app/publishing/public-media';
import { guestDataRoutes } from './guest-data';

const codeParams = z.object({ code: z.string().regex(REVIEW_CODE_PATTERN, 'badCode') });
const refusals = refusalsOf(400, 401, 404);

/**
 * The guest's side of /r/{code}: public reads of the code, and the review and its progress under the
 * guest's (anonymous) Firebase ID token. Stricter per-client limits than the rest of the API.
 */
export const captureRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.env.CAPTURE_RATE_LIMIT_MAX, timeWindow: '1 minute' };

  const activeCode = async (code: string) => {
    const found = await app.reviewCodesRepository.findByCode(code);
    if (!found) throw notFound('Code');
    if (!codeTakesReviews(found))
      throw new HttpError(409, 'capture/code-revoked', 'This code is no longer active.');
    return found;
  };

  app.get(
    '/:code',
    {
      config: { rateLimit },
      schema: {
        tags: ['capture'],
        summary: 'What a review code opens: its venue and table, or that it is no longer active',
        security: [],
        params: codeParams,
        response: { 200: captureCodeResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const opened = await openCaptureCode(app, request.params.code);
      if (!opened) throw notFound('Code');
      return { data: opened };
    },
  );

  // Everything below knows the guest by their ID token.
  const guestRoutes: FastifyPluginAsyncZod = async (guest) => {
    guest.addHook('onRequest', guest.authenticate);

    guest.get(
      '/:code/eligibility',
      {
        config: { rateLimit },
        schema: {
          tags: ['capture'],
          summary: 'Whether this guest may review the venue now (one review per guest and venue a day)',
          params: codeParams,
          response: { 200: captureEligibilityResponseSchema, ...refusals, 409: errorResponses[409] },
        },
      },
      async (request) => {
        const { code } = await activeCode(request.params.code);
        const next = await app.captureRepository.nextAllowedAt(callerOf(request).uid, code.placeId);
        return { data: toCaptureEligibility(next) };
      },
    );

    guest.post(
      '/:code/reviews',
      {
        config: { rateLimit },
        schema: {
          tags: ['capture'],
          summary: "Submit the guest's review; its video follows through the tus endpoint it returns",
          params: codeParams,
          body: captureReviewBodySchema,
          response: {
            201: capturedReviewResponseSchema,
            ...refusals,
            409: errorResponses[409],
            413: errorResponses[400],
          },
        },
      },
      async (request, reply) => {
        const { body } = request;
        if (body.video_bytes > app.env.UPLOAD_MAX_BYTES) {
          throw new HttpError(
            413,
            'upload/too-large',
            `The video is larger than ${app.env.UPLOAD_MAX_BYTES} bytes.`,
          );
        }
        const { code } = await activeCode(request.params.code);
        const result = await app.captureRepository.create(code, callerOf(request).uid, body);
        if (!result.ok) {
          throw new HttpError(409, 'capture/daily-limit', 'You have already reviewed this venue today.', {
            next_allowed_at: [result.nextAllowedAt.toISOString()],
          });
        }
        const { review } = result;
        return reply.status(201).send({ data: toCapturedReview(review, reviewPrivateUrl(app, review.id)) });
      },
    );

    guest.get(
      '/reviews/:reviewId',
      {
        schema: {
          tags: ['capture'],
          summary: "The guest's own review: uploading, processing, published or failed (with the reason)",
          params: z.object({ reviewId: z.uuid() }),
          response: { 200: captureProgressResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const found = await app.captureRepository.findForGuest(
          request.params.reviewId,
          callerOf(request).uid,
        );
        if (!found) throw notFound('Review');
        return { data: toCaptureProgress(found.review) };
      },
    );
  };
  await app.register(guestRoutes);

  const verifyWithdraw = (query: z.infer<typeof withdrawQuerySchema>) => verifyPrivateLink(app, query);
  const withdrawSchema = {
    tags: ['capture'],
    security: [],
    querystring: withdrawQuerySchema,
  };

  app.get(
    '/withdraw',
    {
      config: { rateLimit },
      schema: {
        ...withdrawSchema,
        summary: "The review a guest's private link controls: its public answer and the venue's reply",
        response: { 200: withdrawPreviewResponseSchema, ...refusals, 403: errorResponses[403] },
      },
    },
    async (request) => {
      verifyWithdraw(request.query);
      const review = await app.captureRepository.preview(request.query.review);
      if (!review) throw notFound('Review');
      return { data: toWithdrawPreview(review) };
    },
  );

  app.delete(
    '/withdraw',
    {
      config: { rateLimit },
      schema: {
        ...withdrawSchema,
        summary: 'Withdraw consent: the review, its video and its visit are deleted',
        response: { 200: withdrawResponseSchema, ...refusals, 403: errorResponses[403] },
      },
    },
    async (request) => {
      verifyWithdraw(request.query);
      // The event tells what was withdrawn, so it is built while the review still exists, and queued in the
      // delete's transaction.
      const reviewId = request.query.review;
      const removed = await app.captureRepository.withdraw(reviewId, async (tx, wasPublic) => {
        if (wasPublic)
          await app.webhooks.emitReview('review.unpublished', reviewId, { tx, reason: 'withdrawn' });
        await app.webhooks.emitReview('review.withdrawn', reviewId, { tx });
      });
      if (!removed) throw notFound('Review');
      forgetPublicMedia(reviewId);
      await app.removeReviewMedia(removed);
      return { data: { withdrawn: true as const } };
    },
  );

  app.delete(
    '/public-consent',
    {
      config: { rateLimit },
      schema: {
        ...withdrawSchema,
        summary: 'Stop public display: the review stays for the venue, private, and its public media go',
        response: { 200: stopPublicResponseSchema, ...refusals, 403: errorResponses[403] },
      },
    },
    async (request) => {
      verifyWithdraw(request.query);
      const reviewId = request.query.review;
      const stopped = await app.captureRepository.stopPublic(reviewId, (tx) =>
        app.webhooks.emitReview('review.unpublished', reviewId, { tx, reason: 'consent_removed' }),
      );
      if (!stopped) throw notFound('Review');
      forgetPublicMedia(reviewId);
      return { data: { public_consent: false as const } };
    },
  );

  await app.register(guestDataRoutes);
};
