import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminRepliesQuerySchema,
  adminRepliesResponseSchema,
  adminReplyResponseSchema,
  hideReplyBodySchema,
} from '@venues/contracts/replies';
import { callerOf } from '../../../plugins/app/auth';
import { errorResponses, refusalsOf } from '../../../plugins/app/errors';
import { notFound } from '../../../plugins/app/http-error';
import { toAdminReply } from '../../../plugins/app/reviews/reply-mapper';

const refusals = refusalsOf(400, 401, 403);
const params = z.object({ reviewId: z.uuid() });

/** Staff read the venues' public replies and hide an abusive one, with a reason its owner reads. */
export const adminReplyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/replies',
    {
      schema: {
        tags: ['admin'],
        summary: 'Public replies, most recently written first',
        querystring: adminRepliesQuerySchema,
        response: { 200: adminRepliesResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const rows = await app.repliesRepository.listRecent(request.query.status, request.query.limit);
      return { data: rows.map(toAdminReply) };
    },
  );

  app.post(
    '/replies/:reviewId/hide',
    {
      schema: {
        tags: ['admin'],
        summary: 'Hide a reply: it leaves every public page, and its owner can no longer change it',
        params,
        body: hideReplyBodySchema,
        response: { 200: adminReplyResponseSchema, ...refusals, 404: errorResponses[404] },
      },
    },
    async (request) => {
      const row = await app.repliesRepository.hide(
        request.params.reviewId,
        callerOf(request).uid,
        request.body.reason,
      );
      if (!row) throw notFound('Reply');
      return { data: toAdminReply(row) };
    },
  );

  app.post(
    '/replies/:reviewId/unhide',
    {
      schema: {
        tags: ['admin'],
        summary: 'Show a hidden reply again',
        params,
        response: { 200: adminReplyResponseSchema, ...refusals, 404: errorResponses[404] },
      },
    },
    async (request) => {
      const row = await app.repliesRepository.unhide(request.params.reviewId, callerOf(request).uid);
      if (!row) throw notFound('Reply');
      return { data: toAdminReply(row) };
    },
  );
};
