import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { publicUrl, type Env } from '../../src/config/env';
import { billingSessions, users } from '../../src/db/schema';
import { insertClaimRow, insertPlace } from '../helpers/fixtures';
import { bearer, createTestUser, type TestUser } from '../helpers/users';

export type Owner = TestUser & { placeId: string };

export async function addPlace(app: FastifyInstance, name = 'Trattoria Test'): Promise<string> {
  return (await insertPlace(app, { name, address: 'Via Roma 1, Milano' })).id;
}

export async function addClaim(
  app: FastifyInstance,
  uid: string,
  placeId: string,
  status: 'approved' | 'pending' | 'rejected' = 'approved',
): Promise<void> {
  await insertClaimRow(app, uid, placeId, status);
}

/** A real emulator account with a users row and, unless told otherwise, an approved claim on a new place. */
export async function addOwner(
  app: FastifyInstance,
  options: { status?: 'approved' | 'pending'; admin?: boolean } = {},
): Promise<Owner> {
  const user = await createTestUser({ admin: options.admin });
  await app.db.insert(users).values({ uid: user.uid, email: user.email, isAdmin: options.admin ?? false });
  const placeId = await addPlace(app);
  await addClaim(app, user.uid, placeId, options.status ?? 'approved');
  return { ...user, placeId };
}

export const appOrigin = (env: Env) => new URL(publicUrl(env)).origin;

export async function createCustomer(app: FastifyInstance, owner: Owner, placeId = owner.placeId) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/stripe/customer',
    headers: bearer(owner.token),
    payload: { name: 'Test Owner', email: owner.email, restaurant_id: placeId },
  });
  if (response.statusCode >= 300) throw new Error(`customer: ${response.statusCode} ${response.body}`);
  return response.json().customer as {
    id: string;
    subscriptions: {
      id: string;
      restaurant_id: string;
      items: { data: { id: string; plan: { id: string } }[] };
    }[];
  };
}

export async function expireSession(app: FastifyInstance, id: string): Promise<void> {
  await app.db
    .update(billingSessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(billingSessions.id, id));
}

export const sessionIdOf = (sessionUrl: string) => sessionUrl.split('/').pop()!;
