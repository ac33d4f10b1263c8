import type { SelfServicePlanId } from '@venues/contracts/billing';
import type { ItemRow, NewSubscription, PersonCustomerRow, SubscriptionRow } from './billing-repository';

export type NewCustomer = { uid: string; email: string; name: string; placeId: string };

/**
 * What the routes need from a payment provider. The database mirrors the provider's state either way, so
 * reads never call the provider; only creating records and opening sessions do.
 */
export interface BillingProvider {
  readonly kind: 'local' | 'stripe';
  /** The provider's customer for this user: found (Stripe, by email) or created. Answers its id. */
  createCustomer(input: NewCustomer): Promise<string>;
  /** A new subscription of one item on the free price, for one restaurant. */
  createFreeSubscription(customer: PersonCustomerRow, placeId: string): Promise<NewSubscription>;
  /** A page where the customer confirms a plan change; answers its URL. */
  planChangeSession(input: {
    customer: PersonCustomerRow;
    subscription: SubscriptionRow;
    item: ItemRow;
    from: SelfServicePlanId | null;
    to: SelfServicePlanId;
    returnUrl: string;
  }): Promise<string>;
  cancelSession(input: {
    customer: PersonCustomerRow;
    subscription: SubscriptionRow;
    from: SelfServicePlanId | null;
    returnUrl: string;
  }): Promise<string>;
  paymentMethodSession(input: { customer: PersonCustomerRow; returnUrl: string }): Promise<string>;
  /** Stops the subscription from renewing: it ends when the period already paid for ends. */
  /**
   * Stops renewing the subscription. Answers whether it still runs until the end of the period paid for
   * (Stripe), or ends with the mirror's rows (local, where no period runs).
   */
  cancelAtPeriodEnd(subscription: SubscriptionRow): Promise<'runs-to-period-end' | 'ends-now'>;
}
