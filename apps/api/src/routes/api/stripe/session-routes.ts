import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@venues/contracts/errors';
import {
  cancelSubscriptionBodySchema,
  sessionUrlResponseSchema,
  updatePaymentMethodBodySchema,
  updateSubscriptionBodySchema,
} from '@venues/contracts/billing';
import { callerOf } from '../../../plugins/app/auth';
import { errorResponses } from '../../../plugins/app/errors';
import { HttpError } from '../../../plugins/app/http-error';
import { billingAccess } from '../../../plugins/app/billing/billing-access';
import { BASE_PLAN, isEntitled, isSelfServicePlan } from '@venues/contracts/plans';

const responses = { 200: sessionUrlResponseSchema, ...errorResponses, 502: apiErrorSchema };
const inactive = () =>
  new HttpError(409, 'billing/subscription-inactive', 'This subscription is no longer active.');

/** Each change opens a provider session (Stripe's Billing Portal, or the app's own page) to confirm it. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = billingAccess(app);
  const repository = app.billingRepository;
  const { provider, planOf } = app.billing;

  app.post(
    '/subscription/update',
    {
      schema: {
        tags: ['billing'],
        summary: 'Opens a session to move a subscription item to another plan',
        body: updateSubscriptionBodySchema,
        response: responses,
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { customer_id, subscription_item_id, to, return_url } = request.body;
      access.assertReturnUrl(return_url);
      if (!isSelfServicePlan(to)) {
        throw new HttpError(
          400,
          'billing/plan-not-self-service',
          'Enterprise is arranged with our sales team.',
          {
            to: ['Enterprise is not available for self-service'],
          },
        );
      }
      const customer = await access.ownCustomer(caller, customer_id);
      const found = await repository.itemWithSubscription(subscription_item_id);
      if (found?.subscription.customerId !== customer.id) throw access.notYours();
      const { item, subscription } = found;
      await app.assertPlaceAccess(request, subscription.placeId, 'billing.manage', { noun: 'restaurant' });
      if (!isEntitled(subscription.status)) throw inactive();
      const from = planOf(item);
      if (from === to)
        throw new HttpError(409, 'billing/already-on-plan', `The subscription is already on ${to}.`);
      const url = await provider.planChangeSession({
        customer,
        subscription,
        item,
        from,
        to,
        returnUrl: return_url,
      });
      return { session_url: url };
    },
  );

  app.post(
    '/subscription/cancel',
    {
      schema: {
        tags: ['billing'],
        summary: 'Opens a session to cancel the paid plan of a subscription',
        body: cancelSubscriptionBodySchema,
        response: responses,
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { customer_id, subscription_id, return_url } = request.body;
      access.assertReturnUrl(return_url);
      const customer = await access.ownCustomer(caller, customer_id);
      const subscription = await repository.subscriptionById(subscription_id);
      if (subscription?.customerId !== customer.id) throw access.notYours();
      if (!isEntitled(subscription.status)) throw inactive();
      const plans = (await repository.itemsOf([subscription.id])).map(planOf);
      if (plans.every((plan) => plan === BASE_PLAN)) {
        throw new HttpError(
          409,
          'billing/nothing-to-cancel',
          'The subscription is already on the free plan.',
        );
      }
      const url = await provider.cancelSession({
        customer,
        subscription,
        from: plans[0] ?? null,
        returnUrl: return_url,
      });
      return { session_url: url };
    },
  );

  app.post(
    '/update-payment-method',
    {
      schema: {
        tags: ['billing'],
        summary: 'Opens a session to change the payment method',
        body: updatePaymentMethodBodySchema,
        response: responses,
      },
    },
    async (request) => {
      const caller = callerOf(request);
      access.assertReturnUrl(request.body.return_url);
      const customer = await access.ownCustomer(caller, request.body.customer_id);
      return {
        session_url: await provider.paymentMethodSession({ customer, returnUrl: request.body.return_url }),
      };
    },
  );
};
