import { sql } from 'drizzle-orm';
import type { Auth } from 'firebase-admin/auth';
import type { Env } from '../config/env';
import type { Db } from '../db/client';
import { categories, claims, memberships, placeCategories, places, users } from '../db/schema';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './accounts';
import { CATEGORIES, makeCatalogue, makePlace, pickCategoryNames } from './catalogue';
import { createRandom } from './random';
import { seedPublishing } from './publishing';
import { seedBillingCustomer, seedReviewCodes, seedReviewers, seedVenueActivity } from './venue-activity';
import { seedTeam } from './team';

export const CATALOGUE_SIZE = 300;

/** The business details of the demo accounts' claims, as their billing pages show them. */
export const DEMO_BUSINESS = {
  owner: {
    companyName: 'Porto Ristorazione S.r.l.',
    vat: 'IT01234567890',
    pec: 'porto@pec.demo.test',
    companyAddress: 'Via del Porto 3, Genova',
    sdi: 'M5UXCR1',
    phoneNumber: '+39 010 555 0101',
  },
  multi: {
    companyName: 'Bianchi Food Group S.p.A.',
    vat: 'IT09876543210',
    pec: 'bianchi@pec.demo.test',
    companyAddress: 'Corso Italia 40, Milano',
    sdi: null,
    phoneNumber: '+39 02 555 0202',
  },
  pending: {
    companyName: 'Aurora Gelati S.n.c.',
    vat: 'IT11223344556',
    pec: 'aurora@pec.demo.test',
    companyAddress: 'Via Verdi 8, Torino',
    sdi: 'KRRH6B9',
    phoneNumber: '+39 011 555 0303',
  },
} as const;

/** Staff write a rejection reason to the claimant, so the demo's is in the claimant's language. */
const REJECTION_REASON = {
  it: "La partita IVA non corrisponde all'attività registrata a questo indirizzo.",
  en: 'The VAT number does not match the business registered at this address.',
} as const;

/** The demo venues the demo accounts claim, with the claim's status and categories. */
const DEMO_VENUES = [
  {
    key: 'owner',
    name: 'Osteria del Porto',
    categories: ['Seafood', 'Seaside', 'Romantic'],
    account: 'owner',
    status: 'approved',
  },
  {
    key: 'multiFree',
    name: 'Pizzeria Bella Napoli',
    categories: ['Pizza', 'City centre', 'Family'],
    account: 'multi',
    status: 'approved',
  },
  {
    key: 'multiPro',
    name: 'Sushi Zen Milano',
    categories: ['Sushi', 'City centre', 'Trendy'],
    account: 'multi',
    status: 'approved',
  },
  {
    key: 'multiPending',
    name: 'Caffè Centrale',
    categories: ['Coffee', 'Cozy'],
    account: 'multi',
    status: 'pending',
  },
  {
    key: 'multiRejected',
    name: 'Trattoria Vecchia Roma',
    categories: ['Pasta', 'Countryside'],
    account: 'multi',
    status: 'rejected',
  },
  {
    key: 'pending',
    name: 'Gelateria Aurora',
    categories: ['Gelato', 'Lakeside', 'Family'],
    account: 'pending',
    status: 'pending',
  },
] as const;

export type DemoVenueKey = (typeof DEMO_VENUES)[number]['key'];

/**
 * Seeds an empty database with the demo data (the accounts listed in the README), and the identity provider with the demo
 * accounts. Idempotent: a database that already has places is left alone.
 */
export type DemoPrices = { free: string; starter: string; pro: string };

export const demoPricesOf = (env: Env): DemoPrices => ({
  free: env.STRIPE_PRICE_FREE,
  starter: env.STRIPE_PRICE_STARTER,
  pro: env.STRIPE_PRICE_PRO,
});

/**
 * @param billing the price ids, to seed local billing customers; null with a real billing provider,
 *   whose customers cannot be invented here.
 */
export async function seedDemo(db: Db, auth: Auth, billing: DemoPrices | null): Promise<{ seeded: boolean }> {
  await seedDemoAccounts(auth);

  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(places);
  if ((existing?.count ?? 0) > 0) return { seeded: false };

  await db.transaction(async (tx) => {
    const random = createRandom(20261122);
    const categoryRows = await tx.insert(categories).values(CATEGORIES).returning();
    const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));
    const link = (placeId: string, names: readonly string[]) =>
      names.map((name) => {
        const id = categoryId.get(name);
        if (!id) throw new Error(`unknown category ${name}`);
        return { placeId, categoryId: id };
      });

    const catalogue = await tx
      .insert(places)
      .values(makeCatalogue(random, CATALOGUE_SIZE))
      .returning({ id: places.id });
    await tx.insert(placeCategories).values(catalogue.flatMap((p) => link(p.id, pickCategoryNames(random))));

    await tx.insert(users).values(
      Object.values(DEMO_ACCOUNTS).map((a) => ({
        uid: a.uid,
        email: a.email,
        displayName: a.displayName,
        language: a.language,
        isAdmin: a.admin,
      })),
    );

    const venues = await tx
      .insert(places)
      .values(DEMO_VENUES.map((v) => ({ ...makePlace(random, v.name), averageTicketCents: 3500 })))
      .returning({ id: places.id });
    const decidedAt = new Date(Date.now() - 40 * 24 * 3600 * 1000);
    await tx.insert(placeCategories).values(DEMO_VENUES.flatMap((v, i) => link(venues[i]!.id, v.categories)));
    await tx.insert(claims).values(
      DEMO_VENUES.map((venue, i) => {
        const decided = venue.status === 'approved' || venue.status === 'rejected';
        return {
          userUid: DEMO_ACCOUNTS[venue.account].uid,
          placeId: venues[i]!.id,
          status: venue.status,
          ownershipRole: 'owner' as const,
          ...DEMO_BUSINESS[venue.account],
          createdAt: new Date(decidedAt.getTime() - (i + 1) * 24 * 3600 * 1000),
          decidedBy: decided ? DEMO_ACCOUNTS.admin.uid : null,
          decidedAt: decided ? decidedAt : null,
          rejectionReason:
            venue.status === 'rejected' ? REJECTION_REASON[DEMO_ACCOUNTS[venue.account].language] : null,
        };
      }),
    );

    // Every approved claimant is their venue's first owner, as staff's approval makes them.
    await tx.insert(memberships).values(
      DEMO_VENUES.flatMap((venue, i) =>
        venue.status === 'approved'
          ? [
              {
                placeId: venues[i]!.id,
                userUid: DEMO_ACCOUNTS[venue.account].uid,
                role: 'owner' as const,
                joinedAt: decidedAt,
              },
            ]
          : [],
      ),
    );

    const placeOf = (key: DemoVenueKey) => venues[DEMO_VENUES.findIndex((v) => v.key === key)]!.id;
    const languageOf = (key: DemoVenueKey) =>
      DEMO_ACCOUNTS[DEMO_VENUES.find((v) => v.key === key)!.account].language;
    const reviewerIds = (await seedReviewers(tx, random, 120)).map((r) => r.id);
    const team = await seedTeam(tx, placeOf('owner'));
    const activity = [
      { key: 'owner', reviewCount: 64, missions: 'all' },
      { key: 'multiFree', reviewCount: 14, missions: 'one' },
      { key: 'multiPro', reviewCount: 26, missions: 'none' },
    ] as const;
    for (const { key, ...plan } of activity) {
      const ownerUid = DEMO_ACCOUNTS[DEMO_VENUES.find((v) => v.key === key)!.account].uid;
      const venueTeam = key === 'owner' ? team : null;
      await seedVenueActivity(tx, random, reviewerIds, {
        placeId: placeOf(key),
        averageTicketCents: 3500,
        language: languageOf(key),
        ownerUid,
        team: venueTeam,
        ...plan,
      });
      await seedPublishing(tx, placeOf(key), venueTeam ? [ownerUid, venueTeam.managerUid] : [ownerUid]);
    }

    await seedReviewCodes(tx, random, placeOf('owner'));

    if (!billing) return;
    const prices = billing;
    const { owner, multi } = DEMO_ACCOUNTS;
    await seedBillingCustomer(
      tx,
      { id: 'cus_demo_owner', userUid: owner.uid, email: owner.email, name: owner.displayName },
      [
        {
          id: 'sub_demo_owner',
          itemId: 'si_demo_owner',
          placeId: placeOf('owner'),
          priceId: prices.starter,
          plan: 'starter',
        },
      ],
    );
    await seedBillingCustomer(
      tx,
      { id: 'cus_demo_multi', userUid: multi.uid, email: multi.email, name: multi.displayName },
      [
        {
          id: 'sub_demo_multi_free',
          itemId: 'si_demo_multi_free',
          placeId: placeOf('multiFree'),
          priceId: prices.free,
          plan: 'free',
        },
        {
          id: 'sub_demo_multi_pro',
          itemId: 'si_demo_multi_pro',
          placeId: placeOf('multiPro'),
          priceId: prices.pro,
          plan: 'pro',
        },
      ],
    );
  });
  return { seeded: true };
}
