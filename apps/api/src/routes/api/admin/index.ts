import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webPaths } from '@venues/contracts/web-paths';
import { z } from 'zod';
import {
  adminClaimResponseSchema,
  adminClaimsQuerySchema,
  adminClaimsResponseSchema,
  rejectClaimBodySchema,
} from '@venues/contracts/claims';
import { publicUrl } from '../../../config/env';
import { callerOf } from '../../../plugins/app/auth';
import { errorResponses, refusalsOf } from '../../../plugins/app/errors';
import { HttpError, notFound } from '../../../plugins/app/http-error';
import type { Decision } from '../../../plugins/app/claims/claims-repository';
import { claimDecisionMail } from '../../../plugins/app/mail/templates/claim-decision';
import { adminMissionRoutes } from './missions';
import { adminReviewReportRoutes } from './review-reports';
import { adminReplyRoutes } from './replies';
import { adminTeamRoutes } from './team';
import { adminGuestRoutes } from './guests';
import { adminAccountRoutes } from './accounts';

const refusals = refusalsOf(400, 401, 403);

/** The staff back office. Every route here needs the admin custom claim. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  // Decisions and missions record who made them: the staff member's row must exist first.
  app.addHook('preHandler', async (request) => {
    await app.usersRepository.upsertFromCaller(callerOf(request));
  });
  await app.register(adminMissionRoutes);
  await app.register(adminReviewReportRoutes);
  await app.register(adminReplyRoutes);
  await app.register(adminTeamRoutes);
  await app.register(adminGuestRoutes);
  await app.register(adminAccountRoutes);

  app.get(
    '/claims',
    {
      schema: {
        tags: ['admin'],
        summary: 'Claims by status, with the claimant and the business profile',
        querystring: adminClaimsQuerySchema,
        response: { 200: adminClaimsResponseSchema, ...refusals },
      },
    },
    async (request) => app.claimsRepository.listForAdmin(request.query),
  );

  const decide = async (claimId: string, deciderUid: string, decision: Decision) => {
    const origin = publicUrl(app.env);
    const result = await app.claimsRepository.decide(
      claimId,
      deciderUid,
      decision,
      async (tx, { claim, claimant }) => {
        if (!claimant.email) return;
        const mail = claimDecisionMail({
          ...decision,
          language: claimant.language,
          to: claimant.email,
          name: claimant.displayName,
          placeName: claim.restaurant.name,
          dashboardUrl: `${origin}${webPaths.summary()}`,
          newRequestUrl: `${origin}${webPaths.claimRestaurant()}`,
          supportEmail: app.env.SUPPORT_EMAIL,
        });
        await app.mailer.send(mail, tx);
      },
    );
    if (result.ok) return result;
    if (result.reason === 'not-found') throw notFound('Claim');
    if (result.reason === 'already-decided') {
      throw new HttpError(409, 'claims/already-decided', 'This claim has already been decided.');
    }
    throw new HttpError(409, 'claims/already-verified', 'Another claim on this place is already approved.');
  };

  const params = z.object({ id: z.uuid() });
  const decisionResponses = {
    200: adminClaimResponseSchema,
    ...refusals,
    404: errorResponses[404],
    409: errorResponses[409],
  };

  app.post(
    '/claims/:id/approve',
    { schema: { tags: ['admin'], summary: 'Approve a pending claim', params, response: decisionResponses } },
    async (request) => {
      await decide(request.params.id, callerOf(request).uid, { status: 'approved' });
      return { data: await adminClaim(request.params.id) };
    },
  );

  app.post(
    '/claims/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending claim with a reason the claimant receives',
        params,
        body: rejectClaimBodySchema,
        response: decisionResponses,
      },
    },
    async (request) => {
      await decide(request.params.id, callerOf(request).uid, {
        status: 'rejected',
        reason: request.body.reason,
      });
      return { data: await adminClaim(request.params.id) };
    },
  );

  async function adminClaim(id: string) {
    const { data } = await app.claimsRepository.listForAdmin({ status: 'all', limit: 1, offset: 0, id });
    if (!data[0]) throw notFound('Claim');
    return data[0];
  }
};
