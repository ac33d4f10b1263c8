import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placeIdQuerySchema } from '@venues/contracts/dashboard';
import { planAllows } from '@venues/contracts/plans';
import { webPaths } from '@venues/contracts/web-paths';
import { publishingInputSchema, publishingResponseSchema } from '@venues/contracts/webhooks';
import { publicUrl } from '../../../config/env';
import { refusalsOf } from '../../../plugins/app/errors';
import { HttpError, notFound } from '../../../plugins/app/http-error';

const refusals = refusalsOf(400, 401, 403, 404);

/**
 * A venue's public pages as its owners set them up: the wall's address, and whether the wall and the
 * embed carry the product's credit line, which paid plans may hide. Staff read it.
 */
export const publishingRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = publicUrl(app.env);

  const publishingOf = async (placeId: string) => {
    const found = await app.webhooksRepository.publishing(placeId);
    if (!found) throw notFound('Place');
    const canHide = planAllows(await app.billing.currentPlan(placeId), 'hideCredit');
    return {
      slug: found.slug,
      wall_url: `${origin}${webPaths.wall(found.slug)}`,
      origin,
      // A venue that hid the line on a paid plan shows it again once the plan no longer allows hiding.
      credit_hidden: found.creditHidden && canHide,
      can_hide_credit: canHide,
    };
  };

  app.get(
    '/publishing',
    {
      schema: {
        tags: ['publishing'],
        summary: "The venue's wall address and its credit-line setting",
        querystring: placeIdQuerySchema,
        response: { 200: publishingResponseSchema, ...refusals },
      },
    },
    async (request) => {
      await app.assertPlaceAccess(request, request.query.id, 'integrations.view');
      return { data: await publishingOf(request.query.id) };
    },
  );

  app.put(
    '/publishing',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Hide or show the credit line on the wall and the embed; hiding needs a paid plan',
        querystring: placeIdQuerySchema,
        body: publishingInputSchema,
        response: { 200: publishingResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { id: placeId } = request.query;
      const caller = await app.assertPlaceAccess(request, placeId, 'integrations.manage');
      if (request.body.credit_hidden && !planAllows(await app.billing.currentPlan(placeId), 'hideCredit'))
        throw new HttpError(
          403,
          'publishing/plan-required',
          'Hiding the credit line comes with the starter plan and above.',
        );
      await app.webhooksRepository.setCreditHidden(placeId, request.body.credit_hidden, caller.uid);
      return { data: await publishingOf(placeId) };
    },
  );
};
