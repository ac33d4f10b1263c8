import fp from 'fastify-plugin';
import type Stripe from 'stripe';
import type { Plan, SelfServicePlanId } from '@venues/contracts/billing';
import { currentPlanOf, type PlanId } from '@venues/contracts/plans';
import { publicUrl } from '../../../config/env';
import type { BillingProvider } from './billing-provider';
import type { ItemRow } from './billing-repository';
import { createLocalBillingProvider } from './local-billing-provider';
import { createLocalSessions, type LocalSessions } from './local-sessions';
import { planCatalogue, planOfPriceId, priceIdsFrom, type PriceIds } from './plans';
import { createStripeBillingProvider, createStripeClient } from './stripe-billing-provider';
import { createStripeSync, type StripeSync } from './stripe-sync';

export type Billing = {
  provider: BillingProvider;
  prices: PriceIds;
  plans: Plan[];
  /** The plan of a subscription item: by its price id, else by the plan recorded with it. */
  planOf: (item: ItemRow) => SelfServicePlanId | null;
  /** The plan that the place's subscription grants now; free when it has none, null when unknown. */
  currentPlan: (placeId: string) => Promise<PlanId | null>;
  /** The local provider's confirmation sessions. */
  sessions: LocalSessions;
  /** Set only when Stripe is configured. */
  stripe: { client: Stripe; sync: StripeSync } | null;
};

/** Chooses the provider: Stripe when STRIPE_SECRET_KEY is set, else the local one. */
export const billingPlugin = fp(
  async (app) => {
    const { env } = app;
    const prices = priceIdsFrom(env);
    const repository = app.billingRepository;
    const secretKey = env.STRIPE_SECRET_KEY;
    const stripeClient = secretKey ? createStripeClient({ ...env, STRIPE_SECRET_KEY: secretKey }) : null;
    const provider = stripeClient
      ? createStripeBillingProvider(stripeClient, prices)
      : createLocalBillingProvider({
          sessions: app.billingSessionsRepository,
          prices,
          publicUrl: publicUrl(env),
        });
    const planOf = (item: ItemRow) => planOfPriceId(prices, item.priceId) ?? item.plan;

    const billing: Billing = {
      provider,
      prices,
      plans: planCatalogue(prices),
      planOf,
      async currentPlan(placeId) {
        const entitled = await repository.entitledSubscriptionsOfPlace(placeId);
        const claimants = entitled.filter((subscription) => subscription.byClaimant);
        return currentPlanOf(
          (claimants.length > 0 ? claimants : entitled).map((subscription) => ({
            status: subscription.status,
            itemPlans: subscription.items.map(planOf),
          })),
        );
      },
      sessions: createLocalSessions({
        db: app.db,
        billing: repository,
        sessions: app.billingSessionsRepository,
        prices,
      }),
      stripe: stripeClient ? { client: stripeClient, sync: createStripeSync({ db: app.db, prices }) } : null,
    };
    app.decorate('billing', billing);
  },
  { name: 'billing', dependencies: ['repositories'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    billing: Billing;
  }
}
