import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@venues/contracts/errors';
import {
  createCustomerBodySchema,
  customerFoundResponseSchema,
  customerQuerySchema,
  customerResponseSchema,
  subscriptionQuerySchema,
  subscriptionResponseSchema,
} from '@venues/contracts/billing';
import { callerOf } from '../../../plugins/app/auth';
import { errorResponses } from '../../../plugins/app/errors';
import { HttpError } from '../../../plugins/app/http-error';
import { billingAccess } from '../../../plugins/app/billing/billing-access';
import { isEnded } from '@venues/contracts/plans';

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = billingAccess(app);
  const repository = app.billingRepository;
  const { provider } = app.billing;

  app.get(
    '/customer',
    {
      schema: {
        tags: ['billing'],
        summary: "The caller's billing customer with its subscriptions; success=false when none",
        querystring: customerQuerySchema,
        response: { 200: customerResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      access.assertOwnEmail(caller, request.query.email);
      const customer = await repository.customerOfUser(caller.uid);
      if (request.query.id !== undefined && customer?.id !== request.query.id) throw access.notYours();
      if (!customer) return { success: false as const };
      return { success: true as const, customer: await repository.customerView(customer) };
    },
  );

  app.post(
    '/customer',
    {
      schema: {
        tags: ['billing'],
        summary: "Creates the caller's customer and a free subscription for the restaurant; idempotent",
        body: createCustomerBodySchema,
        response: {
          200: customerFoundResponseSchema,
          201: customerFoundResponseSchema,
          ...errorResponses,
          502: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { email, name, restaurant_id: placeId } = request.body;
      access.assertOwnEmail(caller, email);
      await app.assertPlaceAccess(request, placeId, 'billing.manage', { noun: 'restaurant' });
      await app.usersRepository.upsertFromCaller(caller);

      let customer = await repository.customerOfUser(caller.uid);
      const created = customer === undefined;
      if (!customer) {
        const id = await provider.createCustomer({ uid: caller.uid, email, name, placeId });
        customer = await repository.insertCustomer({
          id,
          userUid: caller.uid,
          email,
          name,
          provider: provider.kind,
        });
      }
      const current = await repository.subscriptionFor(customer.id, placeId);
      if (!current || isEnded(current.status)) {
        const subscription = await provider.createFreeSubscription(customer, placeId);
        await repository.addSubscription(subscription, current?.id);
      }
      return reply
        .status(created ? 201 : 200)
        .send({ success: true as const, customer: await repository.customerView(customer) });
    },
  );

  app.get(
    '/subscription',
    {
      schema: {
        tags: ['billing'],
        summary: "The customer's subscription for one restaurant",
        querystring: subscriptionQuerySchema,
        response: { 200: subscriptionResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { customer_id: customerId, restaurant_id: placeId } = request.query;
      const customer = await access.ownCustomer(caller, customerId);
      await app.assertPlaceAccess(request, placeId, 'billing.manage', { noun: 'restaurant' });
      const subscription = await repository.subscriptionFor(customer.id, placeId);
      const [item] = subscription ? await repository.itemsOf([subscription.id]) : [];
      if (!subscription || !item) {
        throw new HttpError(404, 'billing/subscription-not-found', 'No subscription for this restaurant.');
      }
      return { subscription: { subscription_id: subscription.id, subscription_item_id: item.id } };
    },
  );
};
