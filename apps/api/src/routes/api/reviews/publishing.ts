import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HIGHLIGHTS_MAX,
  highlightResponseSchema,
  replyBodySchema,
  replyResponseSchema,
} from '@venues/contracts/replies';
import { refusalsOf } from '../../../plugins/app/errors';
import { HttpError, notFound } from '../../../plugins/app/http-error';
import type { HighlightResult } from '../../../plugins/app/reviews/highlights-repository';
import { toReviewReply } from '../../../plugins/app/reviews/reply-mapper';

const refusals = refusalsOf(400, 401, 403, 404, 409);
const params = z.object({ id: z.uuid(), reviewId: z.uuid() });

const hiddenByStaff = () =>
  new HttpError(409, 'replies/hidden-by-staff', 'Staff hid this reply: it can no longer be changed.');

/**
 * What a venue's owners publish about a guest's review: their public reply, and whether the review is pinned
 * at the top of the wall. Neither changes the review itself. Staff read these with the review and moderate
 * replies from /admin; they do not write them. Registered without a prefix: the paths are written in full.
 */
export const reviewPublishingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/places/:id/reviews/:reviewId/reply',
    {
      schema: {
        tags: ['dashboard'],
        summary: "Write or edit the venue's public reply to a review",
        params,
        body: replyBodySchema,
        response: { 200: replyResponseSchema, 201: replyResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { id, reviewId } = request.params;
      const caller = await app.assertPlaceAccess(request, id, 'reviews.reply');
      await app.usersRepository.upsertFromCaller(caller);
      // A new reply and an edited one are both news to the venue's receivers, queued with the write.
      const written = await app.repliesRepository.write(id, reviewId, request.body.body, caller.uid, (tx) =>
        app.webhooks.emitReview('review.replied', reviewId, { tx }),
      );
      if (!written.ok) {
        if (written.reason === 'not-found') throw notFound('Review');
        throw hiddenByStaff();
      }
      return reply.status(written.created ? 201 : 200).send({ data: toReviewReply(written.reply) });
    },
  );

  app.delete(
    '/places/:id/reviews/:reviewId/reply',
    {
      schema: {
        tags: ['dashboard'],
        summary: "Delete the venue's public reply to a review",
        params,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const { id, reviewId } = request.params;
      const caller = await app.assertPlaceAccess(request, id, 'reviews.reply');
      const removed = await app.repliesRepository.remove(id, reviewId, caller.uid);
      if (!removed.ok) {
        if (removed.reason === 'not-found') throw notFound('Reply');
        throw hiddenByStaff();
      }
      return reply.status(204).send(null);
    },
  );

  const highlightOutcome = (result: HighlightResult) => {
    if (result.ok) return { data: { highlighted: result.highlighted, highlights: result.highlights } };
    if (result.reason === 'not-found') throw notFound('Review');
    if (result.reason === 'not-public') {
      throw new HttpError(
        409,
        'highlights/not-public',
        'Only a review whose guest agreed to public display can be highlighted.',
      );
    }
    throw new HttpError(409, 'highlights/limit', `A venue highlights at most ${HIGHLIGHTS_MAX} reviews.`);
  };

  app.put(
    '/places/:id/reviews/:reviewId/highlight',
    {
      schema: {
        tags: ['dashboard'],
        summary: `Pin a public review at the top of the wall (at most ${HIGHLIGHTS_MAX})`,
        params,
        response: { 200: highlightResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { id, reviewId } = request.params;
      const caller = await app.assertPlaceAccess(request, id, 'reviews.reply');
      return highlightOutcome(await app.highlightsRepository.pin(id, reviewId, caller.uid));
    },
  );

  app.delete(
    '/places/:id/reviews/:reviewId/highlight',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Unpin a review: it stays on the wall, in date order',
        params,
        response: { 200: highlightResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { id, reviewId } = request.params;
      const caller = await app.assertPlaceAccess(request, id, 'reviews.reply');
      return highlightOutcome(await app.highlightsRepository.unpin(id, reviewId, caller.uid));
    },
  );
};
