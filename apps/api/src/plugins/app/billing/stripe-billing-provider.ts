import Stripe from 'stripe';
import type { Env } from '../../../config/env';
import { HttpError } from '../http-error';
import type { BillingProvider } from './billing-provider';
import type { PriceIds } from './plans';
import { toMirror } from './stripe-sync';

export function createStripeClient(env: Env & { STRIPE_SECRET_KEY: string }): Stripe {
  return new Stripe(env.STRIPE_SECRET_KEY, {
    host: env.STRIPE_API_HOST,
    port: env.STRIPE_API_PORT,
    protocol: env.STRIPE_API_PROTOCOL,
    telemetry: false,
    appInfo: { name: 'venues-dashboard' },
  });
}

/** A failure at Stripe is the provider's, not the caller's: 502 with a code the web can translate. */
async function atStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new HttpError(502, 'billing/provider-error', `The payment provider refused: ${error.message}`);
    }
    throw error;
  }
}

const redirectTo = (returnUrl: string) => ({
  type: 'redirect' as const,
  redirect: { return_url: returnUrl },
});

/** Stripe holds the truth; the database mirrors it through the answers here and the webhooks. */
export function createStripeBillingProvider(stripe: Stripe, prices: PriceIds): BillingProvider {
  async function portal(
    customer: string,
    returnUrl: string,
    flow: Stripe.BillingPortal.SessionCreateParams.FlowData,
  ) {
    const session = await atStripe(() =>
      stripe.billingPortal.sessions.create({ customer, return_url: returnUrl, flow_data: flow }),
    );
    return session.url;
  }

  return {
    kind: 'stripe',

    async createCustomer({ uid, email, name, placeId }) {
      const found = await atStripe(() => stripe.customers.list({ email, limit: 1 }));
      if (found.data[0]) return found.data[0].id;
      const created = await atStripe(() =>
        stripe.customers.create(
          { email, name, metadata: { user_uid: uid, restaurant_id: placeId } },
          // Two first visits at once (a double-mounted page) must not make two customers.
          { idempotencyKey: `customer-${uid}` },
        ),
      );
      return created.id;
    },

    async createFreeSubscription(customer, placeId) {
      const live = await atStripe(() => stripe.subscriptions.list({ customer: customer.id, limit: 100 }));
      const existing = live.data.find((sub) => sub.metadata.restaurant_id === placeId);
      const subscription =
        existing ??
        (await atStripe(() =>
          stripe.subscriptions.create({
            customer: customer.id,
            items: [{ price: prices.free, quantity: 1 }],
            metadata: { restaurant_id: placeId, user_uid: customer.userUid },
          }),
        ));
      return toMirror(subscription, customer.id, placeId, prices, new Date(subscription.created * 1000));
    },

    planChangeSession: ({ customer, subscription, item, to, returnUrl }) =>
      portal(customer.id, returnUrl, {
        type: 'subscription_update_confirm',
        subscription_update_confirm: {
          subscription: subscription.id,
          items: [{ id: item.id, price: prices[to], quantity: item.quantity }],
        },
        after_completion: redirectTo(returnUrl),
      }),

    cancelSession: ({ customer, subscription, returnUrl }) =>
      portal(customer.id, returnUrl, {
        type: 'subscription_cancel',
        subscription_cancel: { subscription: subscription.id },
        after_completion: redirectTo(returnUrl),
      }),

    paymentMethodSession: ({ customer, returnUrl }) =>
      portal(customer.id, returnUrl, {
        type: 'payment_method_update',
        after_completion: redirectTo(returnUrl),
      }),

    async cancelAtPeriodEnd(subscription) {
      await atStripe(() => stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }));
      return 'runs-to-period-end' as const;
    },
  };
}
