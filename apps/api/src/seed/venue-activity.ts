import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  billingCustomers,
  codeScans,
  missions,
  reviewCodes,
  reviewers,
  reviews,
  subscriptionItems,
  subscriptions,
  visits,
} from '../db/schema';
import { newCode } from '../plugins/app/review-codes/review-codes-repository';
import { newMissionCode } from '../plugins/app/missions/missions-repository';
import type { Random } from './random';

const FIRST_NAMES = [
  'Luca',
  'Chiara',
  'Matteo',
  'Sofia',
  'Alessandro',
  'Giulia',
  'Francesco',
  'Aurora',
  'Lorenzo',
  'Alice',
  'Andrea',
  'Martina',
  'Tommaso',
  'Emma',
  'Riccardo',
  'Ginevra',
  'Davide',
  'Beatrice',
  'Pietro',
  'Elena',
];
const SURNAME_INITIALS = 'BCDFGLMNPRSTV';
/**
 * Guests write in their own language: most of the demo venues' guests in Italian, every fourth (a tourist)
 * in English. Both lists are as long, so the language never changes which random draws the seed makes.
 */
const REVIEW_TEXTS: Record<'it' | 'en', readonly (readonly [string, string])[]> = {
  it: [
    ['Il miglior pesce della città', 'Pescato freschissimo, porzioni generose e vista sul porto. Torneremo.'],
    ['Cena perfetta per due', 'Lume di candela, ottima carta dei vini e un tiramisù da ricordare.'],
    ['Personale gentilissimo', 'Il cameriere ci ha consigliato il piatto del giorno ed era azzeccatissimo.'],
    ['Buono, ma lento', 'Cibo eccellente, anche se abbiamo aspettato parecchio per il secondo.'],
    ['Vale ogni euro', 'Prezzi onesti per questa qualità. Gli spaghetti alle vongole sono da provare.'],
    ['Atmosfera incantevole', "Sala accogliente, musica soft, e d'estate la terrazza è magica."],
    [
      'Pranzo in famiglia',
      "C'è il menù per bambini e il personale è stato pazientissimo con i nostri piccoli.",
    ],
    ['Aperitivo da non perdere', 'Cicchetti gustosi e cocktail creativi al tramonto.'],
    ['Non la mia serata migliore', 'Il pesce era buono, ma il dolce mi ha deluso.'],
    ['Un gioiello nascosto', "Fuori dai percorsi turistici, ricette autentiche e un'accoglienza calorosa."],
  ],
  en: [
    ['Best seafood in town', 'Fresh catch, generous portions and a view of the harbour. We will be back.'],
    ['A perfect dinner for two', 'Candles, great wine list and a tiramisù to remember.'],
    ['Friendly staff', 'The waiter recommended the daily special and it was spot on.'],
    ['Good, but slow', 'Food was excellent, although we waited a while for the main course.'],
    ['Worth every euro', 'Honest prices for this quality. The spaghetti alle vongole is a must.'],
    ['Lovely atmosphere', 'Cosy room, soft music, and the terrace in summer is magic.'],
    ['Family lunch', 'Kids menu available and the staff were very patient with our little ones.'],
    ['Great aperitivo', 'Tasty cicchetti and creative cocktails at sunset.'],
    ['Not my best experience', 'The fish was fine but the dessert was disappointing.'],
    ['Hidden gem', 'Off the tourist path, authentic recipes, warm welcome.'],
  ],
};
const DAY = 86_400_000;

type MissionText = { title: string; description: string; daysLeft: number };

/** Missions are the owner's own texts, so the seed writes them in the language of the account that owns them. */
const MISSIONS: Record<'it' | 'en', MissionText[]> = {
  it: [
    {
      title: 'Aperitivo al tramonto',
      description:
        'Fai check-in tra le 18:00 e le 20:00 e ricevi uno spritz in omaggio con qualsiasi piatto.',
      daysLeft: 20,
    },
    {
      title: 'Porta un amico',
      description: 'Vieni con un amico che non è mai stato da noi: il dolce è offerto dalla casa.',
      daysLeft: 45,
    },
    {
      title: 'Pausa pranzo',
      description: 'Nei giorni feriali, i check-in a pranzo valgono il doppio dei punti.',
      daysLeft: 5,
    },
    { title: 'Estate in terrazza', description: 'Cena in terrazza con il 10% di sconto.', daysLeft: -30 },
    {
      title: 'Settimana della degustazione',
      description:
        'Prenota il menu degustazione in un giorno feriale: il calice di vino è offerto dalla casa.',
      daysLeft: -3,
    },
  ],
  en: [
    {
      title: 'Aperitivo at sunset',
      description: 'Check in between 18:00 and 20:00 and get a free spritz with any plate.',
      daysLeft: 20,
    },
    {
      title: 'Bring a friend',
      description: 'Come with a friend who has never been here: dessert is on us.',
      daysLeft: 45,
    },
    { title: 'Lunch break', description: 'Weekday lunch check-ins earn double points.', daysLeft: 5 },
    { title: 'Summer terrace', description: 'Dinner on the terrace with a 10% discount.', daysLeft: -30 },
    {
      title: 'Tasting menu week',
      description: 'Book the tasting menu on a weekday and get a glass of wine on us.',
      daysLeft: -3,
    },
  ],
};

export type ActivityPlan = {
  placeId: string;
  reviewCount: number;
  averageTicketCents: number;
  missions: boolean;
  /** The language of the owning account, in which its missions are written. */
  language: 'it' | 'en';
};

/** A pool of app customers, with photos, shared by the demo venues. */
export async function seedReviewers(tx: Db, random: Random, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    displayName: `${random.pick(FIRST_NAMES)} ${SURNAME_INITIALS[i % SURNAME_INITIALS.length]}.`,
    photoUrl: random.chance(0.9) ? `/media/demo/avatars/avatar-${(i % 12) + 1}.svg` : null,
  }));
  return tx.insert(reviewers).values(rows).returning({ id: reviewers.id });
}

const maybeRating = (random: Random, missing: number) => (random.chance(missing) ? null : random.int(2, 5));

/**
 * Reviews (most with a playable video), missions both active and expired, and 75 days of visits: some
 * customers first came before the 30-day window (returning), others within it (new).
 */
export async function seedVenueActivity(tx: Db, random: Random, reviewerIds: string[], plan: ActivityPlan) {
  const now = Date.now();
  if (plan.reviewCount > 0) {
    await tx.insert(reviews).values(
      Array.from({ length: plan.reviewCount }, (_, i) => {
        const [title, description] = random.pick(REVIEW_TEXTS[i % 4 === 3 ? 'en' : 'it']);
        const clip = random.chance(0.85) ? `demo/demo-videos/clip-${random.int(1, 6)}` : null;
        return {
          placeId: plan.placeId,
          reviewerId: random.pick(reviewerIds),
          title,
          description,
          videoKey: clip && `${clip}.mp4`,
          posterKey: clip && `${clip}.jpg`,
          ratingOverall: maybeRating(random, 0.05),
          ratingFood: maybeRating(random, 0.15),
          ratingPrice: maybeRating(random, 0.2),
          ratingAtmosphere: maybeRating(random, 0.3),
          ratingService: maybeRating(random, 0.2),
          createdAt: new Date(now - i * 1.4 * DAY - random.int(0, 12) * 3_600_000),
        };
      }),
    );
  }

  const missionIds: string[] = [];
  if (plan.missions) {
    const rows = await tx
      .insert(missions)
      .values(
        MISSIONS[plan.language].map(({ title, description, daysLeft }) => ({
          placeId: plan.placeId,
          code: newMissionCode(),
          title,
          description,
          deadline: new Date(now + daysLeft * DAY),
        })),
      )
      .returning({ id: missions.id });
    missionIds.push(...rows.map((r) => r.id));
  }

  const visitRows = [];
  const customers = reviewerIds.slice(0, Math.min(reviewerIds.length, plan.reviewCount + 10));
  for (const reviewerId of customers) {
    // Some customers are regulars since before the window; some came for the first time within it.
    const firstVisitDaysAgo = random.chance(0.45) ? random.int(31, 75) : random.int(0, 29);
    const count = random.int(1, 4);
    for (let v = 0; v < count; v += 1) {
      const daysAgo = v === 0 ? firstVisitDaysAgo : random.int(0, firstVisitDaysAgo);
      visitRows.push({
        placeId: plan.placeId,
        reviewerId,
        missionId: missionIds.length > 0 && random.chance(0.3) ? random.pick(missionIds) : null,
        estimatedSpendCents: plan.averageTicketCents + random.int(-8, 12) * 100,
        visitedAt: new Date(now - daysAgo * DAY - random.int(1, 10) * 3_600_000),
      });
    }
  }
  if (visitRows.length > 0) await tx.insert(visits).values(visitRows);
}

export type DemoSubscription = {
  id: string;
  itemId: string;
  placeId: string;
  priceId: string;
  plan: 'free' | 'starter' | 'pro';
};

/** One local billing customer per user, one subscription per restaurant. */
export async function seedBillingCustomer(
  tx: Db,
  customer: { id: string; userUid: string; email: string; name: string },
  subs: DemoSubscription[],
) {
  await tx.insert(billingCustomers).values({ ...customer, provider: 'local' });
  await tx
    .insert(subscriptions)
    .values(subs.map((s) => ({ id: s.id, customerId: customer.id, placeId: s.placeId, status: 'active' })));
  await tx.insert(subscriptionItems).values(
    subs.map((s) => ({
      id: s.itemId,
      subscriptionId: s.id,
      priceId: s.priceId,
      plan: s.plan,
      quantity: 1,
    })),
  );
}

const TABLE_LABELS = ['Tavolo 1', 'Tavolo 2', 'Tavolo 3', 'Tavolo 4', 'Tavolo 5', 'Tavolo 6', 'Terrazza'];

/**
 * The venue's review link and its table codes, a month of scans, and the recent reviews attributed to the
 * tables they were recorded at, so that the QR studio and the review modal show real figures.
 */
export async function seedReviewCodes(tx: Db, random: Random, placeId: string) {
  const now = Date.now();
  const codes = await tx
    .insert(reviewCodes)
    .values([null, ...TABLE_LABELS].map((label) => ({ placeId, label, code: newCode() })))
    .returning({ id: reviewCodes.id });
  const scans = codes.flatMap((code) =>
    Array.from({ length: random.int(3, 40) }, () => ({
      codeId: code.id,
      placeId,
      scannedAt: new Date(now - random.int(0, 29 * 24) * 3_600_000),
    })),
  );
  await tx.insert(codeScans).values(scans);
  const recent = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.placeId, placeId), gte(reviews.createdAt, new Date(now - 30 * DAY))));
  for (const review of recent) {
    if (!random.chance(0.7)) continue;
    await tx
      .update(reviews)
      .set({ codeId: random.pick(codes).id })
      .where(eq(reviews.id, review.id));
  }
}
