import fp from 'fastify-plugin';
import type Stripe from 'stripe';
import type { Plan, SelfServicePlanId } from '@venues/contracts/billing';
import { publicUrl } from '../../../config/env';
import type { BillingProvider } from './billing-provider';
import { createBillingRepository, type BillingRepository, type ItemRow } from './billing-repository';
import { createBillingSessionsRepository } from './billing-sessions-repository';
import { createLocalBillingProvider } from './local-billing-provider';
import { createLocalSessions, type LocalSessions } from './local-sessions';
import { planCatalogue, planOfPriceId, priceIdsFrom, type PriceIds } from './plans';
import { createStripeBillingProvider, createStripeClient } from './stripe-billing-provider';
import { createStripeSync, type StripeSync } from './stripe-sync';

const RANK: Record<SelfServicePlanId, number> = { free: 0, starter: 1, pro: 2 };

export type Billing = {
  provider: BillingProvider;
  repository: BillingRepository;
  prices: PriceIds;
  plans: Plan[];
  /** The plan of a subscription item: by its price id, else by the plan recorded with it. */
  planOf: (item: ItemRow) => SelfServicePlanId | null;
  /** The plan that the place's subscription grants now; free when it has none. */
  currentPlan: (placeId: string) => Promise<SelfServicePlanId>;
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
    const repository = createBillingRepository(app.db);
    const secretKey = env.STRIPE_SECRET_KEY;
    const stripeClient = secretKey ? createStripeClient({ ...env, STRIPE_SECRET_KEY: secretKey }) : null;
    const provider = stripeClient
      ? createStripeBillingProvider(stripeClient, prices)
      : createLocalBillingProvider({
          sessions: createBillingSessionsRepository(app.db),
          prices,
          publicUrl: publicUrl(env),
        });
    const planOf = (item: ItemRow) => planOfPriceId(prices, item.priceId) ?? item.plan;

    const billing: Billing = {
      provider,
      repository,
      prices,
      plans: planCatalogue(prices),
      planOf,
      async currentPlan(placeId) {
        const plans = (await repository.entitledItemsOfPlace(placeId)).map(planOf);
        return plans.reduce<SelfServicePlanId>(
          (best, plan) => (plan && RANK[plan] > RANK[best] ? plan : best),
          'free',
        );
      },
      sessions: createLocalSessions({ db: app.db, prices }),
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
