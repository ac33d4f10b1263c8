import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  guestDataResponseSchema,
  guestErasureResponseSchema,
  staffGuestRequestBodySchema,
} from '@venues/contracts/guest-data';
import type { z } from 'zod';
import { callerOf } from '../../../plugins/app/auth';
import { toGuestData } from '../../../plugins/app/capture/guest-data-mapper';
import { eraseGuest } from '../../../plugins/app/capture/guest-erasure';
import { refusalsOf } from '../../../plugins/app/errors';
import { notFound } from '../../../plugins/app/http-error';

const refusals = refusalsOf(400, 401, 403, 404);
type Body = z.infer<typeof staffGuestRequestBodySchema>;

/** How the guest named themselves: what the record keeps, never their uid. */
const subjectOf = (body: Body) => (body.review_id ? `review:${body.review_id}` : `pass:${body.pass_code}`);

/**
 * A guest who lost the private link writes to the provider: staff find them by a review id or a pass code
 * and export or erase their data on their behalf. Each action is recorded with who and why, in the same
 * transaction as an erasure. Registered inside the admin-only scope.
 */
export const adminGuestRoutes: FastifyPluginAsyncZod = async (app) => {
  const guestOf = async (body: Body) => {
    const reviewerId = body.review_id
      ? await app.guestDataRepository.reviewerOf(body.review_id)
      : await app.guestDataRepository.reviewerOfPass(body.pass_code ?? '');
    if (!reviewerId) throw notFound('Guest');
    return reviewerId;
  };

  app.post(
    '/guests/export',
    {
      schema: {
        tags: ['admin'],
        summary: "A guest's data, found by a review id or a pass code, for the guest who asked; recorded",
        body: staffGuestRequestBodySchema,
        response: { 200: guestDataResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const holdings = await app.guestDataRepository.holdings(await guestOf(request.body));
      if (!holdings) throw notFound('Guest');
      await app.staffActionsRepository.record({
        staffUid: callerOf(request).uid,
        action: 'export',
        subject: subjectOf(request.body),
        reason: request.body.reason,
      });
      return { data: toGuestData(holdings) };
    },
  );

  app.post(
    '/guests/erase',
    {
      schema: {
        tags: ['admin'],
        summary: "Erase a guest's data on their behalf, as their private link would; recorded",
        body: staffGuestRequestBodySchema,
        response: { 200: guestErasureResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const erased = await eraseGuest(app, await guestOf(request.body), (tx) =>
        app.staffActionsRepository.record(
          {
            staffUid: callerOf(request).uid,
            action: 'erase',
            subject: subjectOf(request.body),
            reason: request.body.reason,
          },
          tx,
        ),
      );
      if (!erased) throw notFound('Guest');
      return { data: erased };
    },
  );
};
