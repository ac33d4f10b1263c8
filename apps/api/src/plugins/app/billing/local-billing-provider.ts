import type { BillingProvider } from './billing-provider';
import { BASE_PLAN } from '@venues/contracts/plans';
import { LOCAL_BILLING_SESSION_TTL_MS } from '@venues/contracts/billing-rules';
import { webPaths } from '@venues/contracts/web-paths';
import type { BillingSessionsRepository, SessionChange } from './billing-sessions-repository';
import { localId } from './ids';
import type { PriceIds } from './plans';

/**
 * The default provider: no account anywhere. Customers and subscriptions live only in the database, and
 * each change goes through a session that the app's own page shows and the user confirms.
 */
export function createLocalBillingProvider(deps: {
  sessions: BillingSessionsRepository;
  prices: PriceIds;
  publicUrl: string;
  now?: () => Date;
}): BillingProvider {
  const now = deps.now ?? (() => new Date());

  async function openSession(customerId: string, change: SessionChange, returnUrl: string): Promise<string> {
    const id = localId('bps');
    const expiresAt = new Date(now().getTime() + LOCAL_BILLING_SESSION_TTL_MS);
    await deps.sessions.create({ id, customerId, change, returnUrl, expiresAt });
    return `${deps.publicUrl}${webPaths.billingSession(id)}`;
  }

  return {
    kind: 'local',

    async createCustomer() {
      return localId('cus');
    },

    async createFreeSubscription(customer, placeId) {
      return {
        id: localId('sub'),
        customerId: customer.id,
        placeId,
        status: 'active',
        items: [{ id: localId('si'), priceId: deps.prices[BASE_PLAN], plan: BASE_PLAN, quantity: 1 }],
      };
    },

    planChangeSession: ({ customer, subscription, item, from, to, returnUrl }) =>
      openSession(
        customer.id,
        {
          kind: 'subscription_update',
          subscription_id: subscription.id,
          subscription_item_id: item.id,
          place_id: subscription.placeId,
          from,
          to,
        },
        returnUrl,
      ),

    cancelSession: ({ customer, subscription, from, returnUrl }) =>
      openSession(
        customer.id,
        {
          kind: 'subscription_cancel',
          subscription_id: subscription.id,
          place_id: subscription.placeId,
          from,
        },
        returnUrl,
      ),

    paymentMethodSession: ({ customer, returnUrl }) =>
      openSession(customer.id, { kind: 'payment_method_update' }, returnUrl),

    // Nothing is charged here and no period runs: the mirror's rows are all there is to end.
    async cancelAtPeriodEnd() {
      return 'ends-now' as const;
    },
  };
}
