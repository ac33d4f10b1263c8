import type { FastifyInstance } from 'fastify';
import {
  billingCustomers,
  claims,
  memberships,
  places,
  subscriptionItems,
  subscriptions,
  users,
} from '../../src/db/schema';
import type { TestUser } from './users';

let counter = 0;

/** A catalogue place with a unique name. */
export async function insertPlace(app: FastifyInstance, overrides: Partial<typeof places.$inferInsert> = {}) {
  counter += 1;
  const [place] = await app.db
    .insert(places)
    .values({
      name: `Test Place ${counter} ${Date.now()}`,
      address: `Via Test ${counter}, Milano`,
      ...overrides,
    })
    .returning();
  if (!place) throw new Error('insert failed');
  return place;
}

export async function insertUser(app: FastifyInstance, user: TestUser, language: 'it' | 'en' = 'en') {
  await app.db.insert(users).values({ uid: user.uid, email: user.email, language }).onConflictDoNothing();
}

type ClaimStatus = 'pending' | 'payment_pending' | 'approved' | 'rejected';

/**
 * A claim row with a valid business profile; the user's row must exist already. An approved one makes
 * the claimant the venue's owner, as staff's approval does.
 */
export async function insertClaimRow(
  app: FastifyInstance,
  uid: string,
  placeId: string,
  status: ClaimStatus,
) {
  const [claim] = await app.db
    .insert(claims)
    .values({
      userUid: uid,
      placeId,
      status,
      ownershipRole: 'owner',
      companyName: 'Test S.r.l.',
      vat: 'IT01234567890',
      phoneNumber: '+39 02 1234567',
      pec: 'test@pec.example',
      companyAddress: 'Via Test 1, Milano',
    })
    .returning();
  if (!claim) throw new Error('insert failed');
  if (status === 'approved')
    await app.db.insert(memberships).values({ placeId, userUid: uid, role: 'owner' }).onConflictDoNothing();
  return claim;
}

/** A person on the venue's team with a role; the user's row is created when missing. */
export async function insertMember(
  app: FastifyInstance,
  user: TestUser,
  placeId: string,
  role: 'owner' | 'manager' | 'team',
) {
  await insertUser(app, user);
  await app.db.insert(memberships).values({ placeId, userUid: user.uid, role });
}

/** A claim by the user on the place, creating the user's row when missing. */
export async function insertClaim(
  app: FastifyInstance,
  user: TestUser,
  placeId: string,
  status: ClaimStatus,
) {
  await insertUser(app, user);
  return insertClaimRow(app, user.uid, placeId, status);
}

export const validProfile = {
  companyName: 'Trattoria Test S.r.l.',
  vat: 'IT01234567890',
  phone_number: '+39 02 1234567',
  pec: 'trattoria@pec.example',
  address: 'Via Roma 1, Milano',
  sdi: 'M5UXCR1',
  role: 'owner',
  ownership_confirmed: true,
} as const;

/** Puts the user's venue on a plan: the user's billing customer (made once) and a subscription for the place. */
export async function subscribe(
  app: FastifyInstance,
  user: TestUser,
  placeId: string,
  plan: 'free' | 'starter' | 'pro',
) {
  const customerId = `cus_test_${user.uid.slice(0, 12)}`;
  await app.db
    .insert(billingCustomers)
    .values({ id: customerId, userUid: user.uid, email: user.email, name: 'Owner', provider: 'local' })
    .onConflictDoNothing();
  const subscriptionId = `sub_${placeId.slice(0, 8)}_${customerId}`;
  await app.db.insert(subscriptions).values({ id: subscriptionId, customerId, placeId });
  const prices = {
    free: app.env.STRIPE_PRICE_FREE,
    starter: app.env.STRIPE_PRICE_STARTER,
    pro: app.env.STRIPE_PRICE_PRO,
  };
  await app.db
    .insert(subscriptionItems)
    .values({ id: `si_${subscriptionId}`, subscriptionId, priceId: prices[plan], plan });
}
