import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Customer, SelfServicePlanId } from '@venues/contracts/billing';
import { ENTITLED_STATUSES } from '@venues/contracts/plans';
import type { Db } from '../../../db/client';
import {
  billingCustomers,
  memberships,
  places,
  stripeEvents,
  subscriptionItems,
  subscriptions,
} from '../../../db/schema';

export type CustomerRow = typeof billingCustomers.$inferSelect;
/** A person's customer: every one but those that a deleted account left to a venue's running subscription. */
export type PersonCustomerRow = CustomerRow & { userUid: string; email: string; name: string };

export function isPersonCustomer(row: CustomerRow): row is PersonCustomerRow {
  return row.userUid !== null && row.email !== null && row.name !== null;
}
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type ItemRow = typeof subscriptionItems.$inferSelect;
export type NewItem = { id: string; priceId: string; plan: SelfServicePlanId | null; quantity: number };
export type NewSubscription = {
  id: string;
  customerId: string;
  placeId: string;
  status: string;
  syncedAt?: Date | null;
  items: NewItem[];
};

/** The database mirror of billing customers and subscriptions, whichever provider owns them. */
export function createBillingRepository(db: Db) {
  async function itemsOf(subscriptionIds: string[]): Promise<ItemRow[]> {
    if (subscriptionIds.length === 0) return [];
    return db
      .select()
      .from(subscriptionItems)
      .where(inArray(subscriptionItems.subscriptionId, subscriptionIds))
      .orderBy(asc(subscriptionItems.id));
  }

  async function placeName(placeId: string): Promise<string | undefined> {
    const [row] = await db.select({ name: places.name }).from(places).where(eq(places.id, placeId));
    return row?.name;
  }

  async function customerOfUser(uid: string): Promise<PersonCustomerRow | undefined> {
    const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userUid, uid));
    return row && isPersonCustomer(row) ? row : undefined;
  }

  return {
    customerOfUser,

    async customerById(id: string): Promise<CustomerRow | undefined> {
      const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.id, id));
      return row;
    },

    /** Inserts the user's customer, or answers the one a concurrent request inserted first. */
    async insertCustomer(
      row: typeof billingCustomers.$inferInsert & { userUid: string; email: string; name: string },
    ): Promise<PersonCustomerRow> {
      const [inserted] = await db.insert(billingCustomers).values(row).onConflictDoNothing().returning();
      if (inserted && isPersonCustomer(inserted)) return inserted;
      const existing = await customerOfUser(row.userUid);
      if (!existing) throw new Error('customer insert conflicted with no row');
      return existing;
    },

    /** The customer in its wire shape: a Stripe customer with its subscriptions. */
    async customerView(customer: PersonCustomerRow): Promise<Customer> {
      const subs = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.customerId, customer.id))
        .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
      const items = await itemsOf(subs.map((s) => s.id));
      return {
        id: customer.id,
        email: customer.email,
        name: customer.name,
        subscriptions: subs.map((sub) => {
          const own = items.filter((item) => item.subscriptionId === sub.id);
          return {
            id: sub.id,
            restaurant_id: sub.placeId,
            status: sub.status,
            items: {
              total_count: own.length,
              data: own.map((item) => ({ id: item.id, quantity: item.quantity, plan: { id: item.priceId } })),
            },
          };
        }),
      };
    },

    async subscriptionFor(customerId: string, placeId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.customerId, customerId), eq(subscriptions.placeId, placeId)));
      return row;
    },

    async subscriptionById(id: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
      return row;
    },

    itemsOf,

    async itemWithSubscription(itemId: string) {
      const [row] = await db
        .select({ item: subscriptionItems, subscription: subscriptions })
        .from(subscriptionItems)
        .innerJoin(subscriptions, eq(subscriptions.id, subscriptionItems.subscriptionId))
        .where(eq(subscriptionItems.id, itemId));
      return row;
    },

    /** Writes a subscription and replaces its items; the caller decides whether the state is newer. */
    async saveSubscription(sub: NewSubscription): Promise<void> {
      const { items, ...row } = sub;
      await db
        .insert(subscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: subscriptions.id,
          set: { status: row.status, syncedAt: row.syncedAt ?? null, updatedAt: new Date() },
        });
      await db.delete(subscriptionItems).where(eq(subscriptionItems.subscriptionId, sub.id));
      if (items.length > 0) {
        await db.insert(subscriptionItems).values(items.map((item) => ({ ...item, subscriptionId: sub.id })));
      }
    },

    /** Adds a subscription, replacing an ended one; false when a concurrent request added it first. */
    async addSubscription(sub: NewSubscription, replacingId?: string): Promise<boolean> {
      const { items, ...row } = sub;
      return db.transaction(async (tx) => {
        if (replacingId) await tx.delete(subscriptions).where(eq(subscriptions.id, replacingId));
        const added = await tx
          .insert(subscriptions)
          .values(row)
          .onConflictDoNothing()
          .returning({ id: subscriptions.id });
        if (added.length === 0) return false;
        await tx.insert(subscriptionItems).values(items.map((item) => ({ ...item, subscriptionId: sub.id })));
        return true;
      });
    },

    /**
     * The customer that a deleted account left to a venue's subscription, once none of its subscriptions
     * runs any more; with its subscriptions, by their foreign key.
     */
    async removeLeftCustomer(id: string): Promise<void> {
      const running = db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.customerId, id), inArray(subscriptions.status, [...ENTITLED_STATUSES])));
      await db
        .delete(billingCustomers)
        .where(and(eq(billingCustomers.id, id), isNull(billingCustomers.userUid), notExists(running)));
    },

    async deleteSubscription(id: string): Promise<void> {
      await db.delete(subscriptions).where(eq(subscriptions.id, id));
    },

    async setItemPrice(itemId: string, priceId: string, plan: SelfServicePlanId): Promise<void> {
      const [item] = await db
        .update(subscriptionItems)
        .set({ priceId, plan })
        .where(eq(subscriptionItems.id, itemId))
        .returning({ subscriptionId: subscriptionItems.subscriptionId });
      if (item) {
        await db
          .update(subscriptions)
          .set({ updatedAt: new Date() })
          .where(eq(subscriptions.id, item.subscriptionId));
      }
    },

    /**
     * Every entitled subscription of the place, with its items, for the plan rule to weigh. Those paid by
     * an owner of the place are marked: a former owner's subscription may linger.
     */
    async entitledSubscriptionsOfPlace(
      placeId: string,
    ): Promise<{ status: string; byClaimant: boolean; items: ItemRow[] }[]> {
      const subs = await db
        .select({
          id: subscriptions.id,
          status: subscriptions.status,
          byClaimant: sql<boolean>`${memberships.userUid} is not null`,
        })
        .from(subscriptions)
        .innerJoin(billingCustomers, eq(billingCustomers.id, subscriptions.customerId))
        .leftJoin(
          memberships,
          and(
            eq(memberships.userUid, billingCustomers.userUid),
            eq(memberships.placeId, subscriptions.placeId),
            eq(memberships.role, 'owner'),
          ),
        )
        .where(
          and(eq(subscriptions.placeId, placeId), inArray(subscriptions.status, [...ENTITLED_STATUSES])),
        );
      if (subs.length === 0) return [];
      const items = await itemsOf(subs.map((sub) => sub.id));
      return subs.map((sub) => ({
        status: sub.status,
        byClaimant: sub.byClaimant === true || (sub.byClaimant as unknown) === 't',
        items: items.filter((item) => item.subscriptionId === sub.id),
      }));
    },

    placeName,

    /** False when the event was already recorded: Stripe retries and replays deliveries. */
    async recordStripeEvent(id: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(stripeEvents)
        .values({ id, type })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      return rows.length === 1;
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
