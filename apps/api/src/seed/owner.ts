import { randomUUID } from 'node:crypto';
import type { DevOwner } from '@venues/contracts/dev-owners';
import type { Language } from '@venues/contracts/users';
import type { SelfServicePlanId } from '@venues/contracts/plans';
import { eq, inArray } from 'drizzle-orm';
import type { Auth } from 'firebase-admin/auth';
import type { Db } from '../db/client';
import { categories, claims, memberships, placeCategories, places, users } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { makePlace } from './catalogue';
import { createRandom } from './random';
import { seedPublishing } from './publishing';
import { DEMO_BUSINESS, type DemoPrices } from './seed-demo';
import { seedBillingCustomer, seedReviewers, seedVenueActivity } from './venue-activity';

export type OwnerSeed = { plan: SelfServicePlanId; reviews: number; language: Language };

const DAY = 86_400_000;
const CATEGORY_NAMES = ['Seafood', 'Seaside', 'Romantic'];

/**
 * A new owner with an approved venue of their own, made as the demo seed makes the demo owner: an account of
 * the identity provider (password DEMO_PASSWORD, email verified), the user, a catalogue place, the claim that
 * staff approved, reviews with their visits, consent and replies, and a local subscription on `plan`. Each
 * call makes a different owner (a fresh suffix in the email, the venue's name and the billing ids), so that
 * tests that change an owner's password, plan or reviews share nothing.
 *
 * @param billing the price ids of the local billing provider; null with a real one, whose customers cannot
 *   be invented here: the venue then has no subscription, which is the free plan.
 */
export async function seedOwner(
  db: Db,
  auth: Auth,
  billing: DemoPrices | null,
  { plan, reviews, language }: OwnerSeed,
): Promise<DevOwner> {
  const suffix = randomUUID().replaceAll('-', '').slice(0, 10);
  const account = language === 'it' ? DEMO_ACCOUNTS.owner : DEMO_ACCOUNTS.multi;
  const email = `owner-${suffix}@demo.test`;
  const user = await auth.createUser({
    email,
    password: DEMO_PASSWORD,
    displayName: account.displayName,
    emailVerified: true,
  });
  const business = DEMO_BUSINESS.owner;
  const name = `Trattoria di prova ${suffix}`;
  const customerId = billing ? `cus_dev_${suffix}` : null;
  try {
    const venue = await db.transaction(async (tx) => {
      // The same draws for every such owner: their venues differ only in name and ids.
      const random = createRandom(20261122);
      await tx.insert(users).values({
        uid: user.uid,
        email,
        displayName: account.displayName,
        language,
        isAdmin: false,
      });
      const [place] = await tx
        .insert(places)
        .values({ ...makePlace(random, name), averageTicketCents: 3500 })
        .returning({ id: places.id, name: places.name, slug: places.slug });
      if (!place) throw new Error('the place was not inserted');
      const known = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(inArray(categories.name, CATEGORY_NAMES));
      if (known.length > 0) {
        await tx.insert(placeCategories).values(known.map((c) => ({ placeId: place.id, categoryId: c.id })));
      }
      // Approved by the demo's staff account where the demo data exist.
      const [staff] = await tx
        .select({ uid: users.uid })
        .from(users)
        .where(eq(users.uid, DEMO_ACCOUNTS.admin.uid));
      const decidedAt = new Date(Date.now() - 40 * DAY);
      await tx.insert(claims).values({
        userUid: user.uid,
        placeId: place.id,
        status: 'approved',
        ownershipRole: 'owner',
        ...business,
        createdAt: new Date(decidedAt.getTime() - DAY),
        decidedBy: staff?.uid ?? null,
        decidedAt,
      });
      // Staff's approval makes the claimant the venue's first owner.
      await tx
        .insert(memberships)
        .values({ placeId: place.id, userUid: user.uid, role: 'owner', joinedAt: decidedAt });
      if (reviews > 0) {
        const reviewerIds = (await seedReviewers(tx, random, reviews + 10)).map((r) => r.id);
        await seedVenueActivity(tx, random, reviewerIds, {
          placeId: place.id,
          reviewCount: reviews,
          averageTicketCents: 3500,
          missions: 'none',
          language,
          ownerUid: user.uid,
          team: null,
        });
        await seedPublishing(tx, place.id, [user.uid]);
      }
      if (billing && customerId) {
        await seedBillingCustomer(
          tx,
          { id: customerId, userUid: user.uid, email, name: account.displayName },
          [
            {
              id: `sub_dev_${suffix}`,
              itemId: `si_dev_${suffix}`,
              placeId: place.id,
              priceId: billing[plan],
              plan,
            },
          ],
        );
      }
      return place;
    });
    return {
      uid: user.uid,
      email,
      password: DEMO_PASSWORD,
      display_name: account.displayName,
      language,
      venue,
      business: {
        company_name: business.companyName,
        vat: business.vat,
        phone_number: business.phoneNumber,
        pec: business.pec,
        company_address: business.companyAddress,
        sdi: business.sdi,
      },
      customer_id: customerId,
      plan: billing ? plan : 'free',
    };
  } catch (error) {
    // No account without its data: a second attempt starts clean.
    await auth.deleteUser(user.uid).catch(() => undefined);
    throw error;
  }
}
