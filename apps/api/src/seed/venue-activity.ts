import type { SelfServicePlanId } from '@venues/contracts/plans';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  billingCustomers,
  codeScans,
  reviewCodes,
  reviewers,
  reviews,
  subscriptionItems,
  subscriptions,
} from '../db/schema';
import { venueClock } from '@venues/contracts/clock';
import { isWithinRedeemHours } from '@venues/contracts/missions-rules';
import { recordReviewVisit } from '../plugins/app/capture/capture-repository';
import { createRedemptions } from '../plugins/app/missions/redemptions';
import { newCode } from '../plugins/app/review-codes/review-codes-repository';
import { createMissionsRepository } from '../plugins/app/missions/missions-repository';
import { createMissionsService } from '../plugins/app/missions/missions-service';
import type { Redeemer } from '../plugins/app/missions/redemptions';
import type { DemoTeam } from './team';
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
export const REVIEW_TEXTS: Record<'it' | 'en', readonly (readonly [string, string])[]> = {
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

type DemoMission = {
  title: string;
  description: string;
  reward: string;
  conditions: string;
  /** Days since it started, and days until its deadline (negative: ended that long ago). */
  startedDaysAgo: number;
  daysLeft: number;
  redeemDays?: number[];
  hours?: [string, string];
  audience?: 'everyone' | 'first-visit' | 'returning';
  frequency?: 'once' | 'daily';
  /** Guests who take part on a day it runs, at most. */
  perDay: number;
};

/**
 * Missions are the owner's own texts, so the seed writes them in the language of the account that owns
 * them. The first one is the live mission a free venue keeps; the last two have ended.
 */
const MISSIONS: Record<'it' | 'en', DemoMission[]> = {
  it: [
    {
      title: 'Aperitivo al tramonto',
      description: 'Passa da noi tra le 18 e le 20: con qualsiasi piatto, lo spritz lo offriamo noi.',
      reward: 'Uno spritz in omaggio',
      conditions: "Con l'ordine di almeno un piatto. Uno a persona.",
      startedDaysAgo: 40,
      daysLeft: 20,
      hours: ['18:00', '20:00'],
      frequency: 'daily',
      perDay: 3,
    },
    {
      title: 'Porta un amico',
      description: 'Vieni con un amico che non è mai stato da noi: il dolce è offerto dalla casa.',
      reward: 'Il dolce offerto dalla casa',
      conditions: 'Un dolce a scelta dalla carta per ogni tavolo.',
      startedDaysAgo: 25,
      daysLeft: 45,
      perDay: 2,
    },
    {
      title: 'Pausa pranzo',
      description: 'Nei giorni feriali, a pranzo, il caffè è sempre offerto.',
      reward: 'Caffè offerto',
      conditions: 'Dal lunedì al venerdì, con un menu pranzo.',
      startedDaysAgo: 20,
      daysLeft: 5,
      redeemDays: [1, 2, 3, 4, 5],
      hours: ['12:00', '15:00'],
      frequency: 'daily',
      perDay: 2,
    },
    {
      title: 'Estate in terrazza',
      description: 'Cena in terrazza con il 10% di sconto sul conto.',
      reward: '-10% sul conto',
      conditions: 'Solo ai tavoli della terrazza, bevande escluse.',
      startedDaysAgo: 75,
      daysLeft: -30,
      hours: ['19:00', '23:00'],
      perDay: 3,
    },
    {
      title: 'Settimana della degustazione',
      description:
        'Prenota il menu degustazione in un giorno feriale: il calice di vino è offerto dalla casa.',
      reward: 'Un calice di vino',
      conditions: 'Con il menu degustazione, dal lunedì al giovedì.',
      startedDaysAgo: 10,
      daysLeft: -3,
      redeemDays: [1, 2, 3, 4],
      perDay: 2,
    },
  ],
  en: [
    {
      title: 'Aperitivo at sunset',
      description: 'Drop by between 6 and 8 pm: with any plate, the spritz is on us.',
      reward: 'A free spritz',
      conditions: 'With at least one plate ordered. One per person.',
      startedDaysAgo: 40,
      daysLeft: 20,
      hours: ['18:00', '20:00'],
      frequency: 'daily',
      perDay: 3,
    },
    {
      title: 'Bring a friend',
      description: 'Come with a friend who has never been here: dessert is on us.',
      reward: 'Dessert on the house',
      conditions: 'One dessert from the menu per table.',
      startedDaysAgo: 25,
      daysLeft: 45,
      perDay: 2,
    },
    {
      title: 'Lunch break',
      description: 'On weekdays at lunch, coffee is always on us.',
      reward: 'A free coffee',
      conditions: 'Monday to Friday, with a lunch menu.',
      startedDaysAgo: 20,
      daysLeft: 5,
      redeemDays: [1, 2, 3, 4, 5],
      hours: ['12:00', '15:00'],
      frequency: 'daily',
      perDay: 2,
    },
    {
      title: 'Summer terrace',
      description: 'Dinner on the terrace with 10% off the bill.',
      reward: '10% off the bill',
      conditions: 'Terrace tables only, drinks excluded.',
      startedDaysAgo: 75,
      daysLeft: -30,
      hours: ['19:00', '23:00'],
      perDay: 3,
    },
    {
      title: 'Tasting menu week',
      description: 'Book the tasting menu on a weekday and get a glass of wine on us.',
      reward: 'A glass of wine',
      conditions: 'With the tasting menu, Monday to Thursday.',
      startedDaysAgo: 10,
      daysLeft: -3,
      redeemDays: [1, 2, 3, 4],
      perDay: 2,
    },
  ],
};

export type ActivityPlan = {
  placeId: string;
  reviewCount: number;
  averageTicketCents: number;
  /** 'all' the demo missions, 'one' live mission and the ended ones (a free plan's limit), or none. */
  missions: 'all' | 'one' | 'none';
  /** The language of the owning account, in which its missions are written. */
  language: 'it' | 'en';
  /** The owning account, who launched the missions and redeems at the counter. */
  ownerUid: string;
  /** The venue's team: in the last month its manager launches, and the team and the counter redeem. */
  team: DemoTeam | null;
};

/** The team's month: the days, counted back from today, when the manager and the counter take over. */
const TEAM_DAYS = 29;

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
 * Reviews (most with a playable video) over three months, each the guest's visit of its day, and missions
 * both live and ended with their redemptions: some customers first came before the 30-day window
 * (returning), others within it (new).
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

  // Each review is the guest's visit of its day, by the rule that publishing applies.
  const published = await tx
    .select({
      id: reviews.id,
      placeId: reviews.placeId,
      reviewerId: reviews.reviewerId,
      at: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.placeId, plan.placeId))
    .orderBy(asc(reviews.createdAt));
  for (const review of published) await recordReviewVisit(tx, review, review.at);

  if (plan.missions !== 'none') await seedMissions(tx, random, reviewerIds, plan);
}

/** The moment on day `daysAgo` (Rome) when the mission may be redeemed, or null when it may not that day. */
function redeemMoment(random: Random, mission: DemoMission, daysAgo: number, now: number): Date | null {
  const [from, until] = mission.hours ?? ['11:00', '23:00'];
  const start = Number(from.slice(0, 2));
  const end = Number(until.slice(0, 2));
  const day = new Date(now - daysAgo * DAY);
  const { date } = venueClock(day);
  // Rome is UTC+1 or UTC+2: try the hour as both, and keep the one that lands inside the window.
  const hour = random.int(start, Math.max(start, end - 1));
  const minute = random.int(0, 59);
  for (const offset of [1, 2]) {
    const at = new Date(
      `${date}T${String(hour - offset).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`,
    );
    const clock = venueClock(at);
    const schedule = {
      redeem_days: mission.redeemDays ?? [1, 2, 3, 4, 5, 6, 7],
      redeem_from: from,
      redeem_until: until,
      starts_at: '',
      deadline: '',
    };
    if (clock.date === date && isWithinRedeemHours(schedule, at) && at.getTime() < now) return at;
  }
  return null;
}

/**
 * Real missions with their passes and redemptions, day by day over their runs, through the same repository
 * and redemption rules as the counter: a guest who takes part may not come (a participant who did not
 * convert), and a redemption that the rules refuse (a second one the same day) is not made.
 */
async function seedMissions(tx: Db, random: Random, reviewerIds: string[], plan: ActivityPlan) {
  const now = Date.now();
  const all = MISSIONS[plan.language];
  const chosen = plan.missions === 'all' ? all : all.filter((m, i) => i === 0 || m.daysLeft < 0);
  const repository = createMissionsRepository(tx);
  const redemptions = createRedemptions(tx, repository);
  // The history is older than any plan limit it would be judged by now: the launches are not limited.
  const missionsService = createMissionsService(tx, async () => 'enterprise');
  const { team } = plan;
  // Who redeems a day's passes: the owner, or in the team's month the waiter, the counter's link and the
  // manager by turns (a count, not a random draw, so the rest of the demo data stays the same).
  let turn = 0;
  const redeemerOn = (daysAgo: number): Redeemer => {
    const owner = { placeId: plan.placeId, uid: plan.ownerUid, linkId: null };
    if (!team || daysAgo > TEAM_DAYS) return owner;
    turn += 1;
    const counter = { placeId: plan.placeId, uid: null, linkId: team.counterLinkId };
    const waiter = { placeId: plan.placeId, uid: team.teamUid, linkId: null };
    const manager = { placeId: plan.placeId, uid: team.managerUid, linkId: null };
    return [waiter, counter, manager, waiter][turn % 4]!;
  };
  const guests = reviewerIds.slice(0, Math.min(reviewerIds.length, plan.reviewCount + 30));
  for (const mission of chosen) {
    const startsAt = new Date(now - mission.startedDaysAgo * DAY);
    const deadline = new Date(now + mission.daysLeft * DAY);
    const [hoursFrom, hoursUntil] = mission.hours ?? [null, null];
    const launchedBy = team && mission.startedDaysAgo <= TEAM_DAYS ? team.managerUid : plan.ownerUid;
    const launched = await missionsService.launch(
      plan.placeId,
      {
        title: mission.title,
        description: mission.description,
        reward: mission.reward,
        conditions: mission.conditions,
        starts_at: startsAt.toISOString(),
        deadline: deadline.toISOString(),
        redeem_days: mission.redeemDays ?? [1, 2, 3, 4, 5, 6, 7],
        redeem_from: hoursFrom,
        redeem_until: hoursUntil,
        cap: null,
        audience: mission.audience ?? 'everyone',
        frequency: mission.frequency ?? 'once',
      },
      launchedBy,
      startsAt,
    );
    if (!launched.ok) throw new Error(`demo mission: ${launched.reason}`);
    const { row } = launched.record;
    const lastDay = Math.max(0, -mission.daysLeft);
    for (let daysAgo = mission.startedDaysAgo - 1; daysAgo >= lastDay; daysAgo -= 1) {
      for (let n = random.int(0, mission.perDay); n > 0; n -= 1) {
        const pass = await repository.openPass(row.id, plan.placeId, random.pick(guests));
        // Some guests take part and never come.
        if (random.chance(0.25)) continue;
        const at = redeemMoment(random, mission, daysAgo, now);
        if (!at) continue;
        const bill = random.chance(0.6) ? plan.averageTicketCents + random.int(-10, 20) * 100 : null;
        await redemptions.redeem(redeemerOn(daysAgo), pass.code, bill, at);
      }
    }
  }
}

export type DemoSubscription = {
  id: string;
  itemId: string;
  placeId: string;
  priceId: string;
  plan: SelfServicePlanId;
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
