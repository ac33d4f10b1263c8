import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placeIdQuerySchema } from '@venues/contracts/dashboard';
import { planAllows, planLimit } from '@venues/contracts/plans';
import {
  createdWebhookEndpointResponseSchema,
  rotatedSecretResponseSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesResponseSchema,
  webhookDeliveryResponseSchema,
  webhookEndpointInputSchema,
  webhookEndpointParamsSchema,
  webhookEndpointResponseSchema,
  webhookEndpointsResponseSchema,
  webhookEndpointUpdateSchema,
} from '@venues/contracts/webhooks';
import { z } from 'zod';
import { refusalsOf } from '../../../plugins/app/errors';
import { HttpError, notFound } from '../../../plugins/app/http-error';
import { newWebhookSecret } from '../../../plugins/app/webhooks/signature';
import { toWebhookDelivery, toWebhookEndpoint } from '../../../plugins/app/webhooks/webhook-mapper';

const refusals = refusalsOf(400, 401, 403, 404, 409);

/**
 * A venue's webhook endpoints, run by its owners and managers on starter and above: registered, edited,
 * turned off and on, deleted, their secret rotated, a test event sent, and their delivery log read. Staff
 * read them. Endpoints stay readable and deletable after a downgrade; they receive nothing meanwhile.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.webhooksRepository;

  const assertPlanAllows = async (placeId: string) => {
    if (!planAllows(await app.billing.currentPlan(placeId), 'webhooks'))
      throw new HttpError(403, 'webhooks/plan-required', 'Webhooks come with the starter plan and above.');
  };

  /** The receiver check after DNS resolution: a refusal is the url field's 400. */
  const assertReceiver = async (url: string) => {
    const verdict = await app.webhooks.checkUrl(url);
    if (!verdict.ok)
      throw new HttpError(400, 'webhooks/url-refused', 'This address cannot receive webhooks.', {
        url: [verdict.problem],
      });
  };

  const endpointOf = async (placeId: string, endpointId: string) => {
    const found = await repository.find(placeId, endpointId);
    if (!found) throw notFound('Webhook endpoint');
    return found;
  };

  const endpointSchema = { querystring: placeIdQuerySchema, params: webhookEndpointParamsSchema };

  app.get(
    '/webhooks',
    {
      schema: {
        tags: ['webhooks'],
        summary: "A venue's webhook endpoints, newest first, with their status",
        querystring: placeIdQuerySchema,
        response: { 200: webhookEndpointsResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { id: placeId } = request.query;
      await app.assertPlaceAccess(request, placeId, 'integrations.view');
      return { data: (await repository.listForPlace(placeId)).map(toWebhookEndpoint) };
    },
  );

  app.post(
    '/webhooks',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Register an endpoint; its signing secret is answered this once',
        querystring: placeIdQuerySchema,
        body: webhookEndpointInputSchema,
        response: { 201: createdWebhookEndpointResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { id: placeId } = request.query;
      const caller = await app.assertPlaceAccess(request, placeId, 'integrations.manage');
      await assertPlanAllows(placeId);
      await assertReceiver(request.body.url);
      const limit = planLimit(await app.billing.currentPlan(placeId), 'webhooks');
      const secret = newWebhookSecret();
      const row = await repository.create(placeId, request.body, secret, caller.uid, limit);
      if (row === 'too-many')
        throw new HttpError(409, 'webhooks/too-many', `A venue may have ${limit} webhook endpoints.`);
      return reply.status(201).send({ data: { ...toWebhookEndpoint(row), secret } });
    },
  );

  app.patch(
    '/webhooks/:endpointId',
    {
      schema: {
        tags: ['webhooks'],
        summary: "Change an endpoint's URL, events or description, or turn it off and on",
        ...endpointSchema,
        body: webhookEndpointUpdateSchema,
        response: { 200: webhookEndpointResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { id: placeId } = request.query;
      const caller = await app.assertPlaceAccess(request, placeId, 'integrations.manage');
      await assertPlanAllows(placeId);
      const current = await endpointOf(placeId, request.params.endpointId);
      const { url, events, description, enabled } = request.body;
      if (url !== undefined && url !== current.url) await assertReceiver(url);
      const onOff =
        enabled === undefined
          ? {}
          : enabled
            ? // Turned back on, it starts afresh: its old failures no longer count towards turning it off.
              { disabledAt: null, disabledReason: null, failingSince: null }
            : current.disabledAt
              ? {}
              : { disabledAt: new Date(), disabledReason: 'owner' };
      const row = await repository.change(
        placeId,
        current.id,
        { url, events, description, ...onOff },
        caller.uid,
      );
      if (!row) throw notFound('Webhook endpoint');
      return { data: toWebhookEndpoint(row) };
    },
  );

  app.delete(
    '/webhooks/:endpointId',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Delete an endpoint and its delivery log',
        ...endpointSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const { id: placeId } = request.query;
      const caller = await app.assertPlaceAccess(request, placeId, 'integrations.manage');
      if (!(await repository.remove(placeId, request.params.endpointId, caller.uid)))
        throw notFound('Webhook endpoint');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/webhooks/:endpointId/secret',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Rotate the signing secret: the new one is answered this once and signs from now on',
        ...endpointSchema,
        response: { 200: rotatedSecretResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { id: placeId } = request.query;
      const caller = await app.assertPlaceAccess(request, placeId, 'integrations.manage');
      await assertPlanAllows(placeId);
      const current = await endpointOf(placeId, request.params.endpointId);
      const secret = newWebhookSecret();
      const row = await repository.change(placeId, current.id, { secret }, caller.uid);
      if (!row) throw notFound('Webhook endpoint');
      return { data: { secret, endpoint: toWebhookEndpoint(row) } };
    },
  );

  app.post(
    '/webhooks/:endpointId/test',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['webhooks'],
        summary: 'Send a test event now and answer how the endpoint replied',
        ...endpointSchema,
        response: { 200: webhookDeliveryResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { id: placeId } = request.query;
      await app.assertPlaceAccess(request, placeId, 'integrations.manage');
      await assertPlanAllows(placeId);
      const current = await endpointOf(placeId, request.params.endpointId);
      return { data: toWebhookDelivery(await app.webhooks.sendTest(current)) };
    },
  );

  app.get(
    '/webhooks/:endpointId/deliveries',
    {
      schema: {
        tags: ['webhooks'],
        summary: "An endpoint's delivery log, newest first, a page at a time",
        querystring: webhookDeliveriesQuerySchema,
        params: webhookEndpointParamsSchema,
        response: { 200: webhookDeliveriesResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { id: placeId, limit, offset } = request.query;
      await app.assertPlaceAccess(request, placeId, 'integrations.view');
      const current = await endpointOf(placeId, request.params.endpointId);
      const rows = await repository.deliveries(current.id, limit, offset);
      return {
        data: rows.slice(0, limit).map(toWebhookDelivery),
        next_offset: rows.length > limit ? offset + limit : null,
      };
    },
  );
};
