import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reviews } from '../db/schema';
import { createHighlightsRepository } from '../plugins/app/reviews/highlights-repository';
import { createRepliesRepository } from '../plugins/app/reviews/replies-repository';
import { REVIEW_TEXTS } from './venue-activity';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Reviews recorded in the last two months were captured under consent version 2; older ones under version 1. */
const VERSION_2_SINCE_DAYS = 60;
const HIGHLIGHTS = 2;
const REPLIES_PER_VENUE = 4;

/**
 * The venue's replies, by the review's title, so each is in the language the guest wrote in. A reply thanks
 * the guest for something they said, and answers a criticism without excuses.
 */
const REPLIES: Record<string, string> = {
  'Il miglior pesce della città':
    'Grazie di cuore! Il pesce arriva ogni mattina dal mercato del porto, e sapere che si sente ci rende felici. Vi aspettiamo presto.',
  'Cena perfetta per due':
    'Che bello leggervi! Il tiramisù lo prepara ogni mattina la signora Anna: glielo diremo subito. Alla prossima serata speciale.',
  'Personale gentilissimo': 'Grazie! Lo diremo a Marco, che ne sarà felicissimo. A presto!',
  'Buono, ma lento':
    'Grazie per la sincerità. Quella sera la cucina era sotto pressione e avete aspettato troppo: nelle serate piene ora abbiamo un cuoco in più. Speriamo di rivedervi presto.',
  'Vale ogni euro':
    'Grazie! Le vongole arrivano da Goro ogni giovedì: la prossima volta chieda il piatto del giorno.',
  'Un gioiello nascosto':
    'Grazie mille! Le ricette sono quelle della nonna e ci teniamo tanto. Vi aspettiamo.',
  'Non la mia serata migliore':
    'Ci dispiace per il dolce, e grazie per avercelo detto con garbo. Abbiamo rivisto la ricetta: speriamo di farle cambiare idea.',
  'Best seafood in town':
    'Thank you so much! Our fish comes from the harbour market every morning, and we are glad it shows. See you soon!',
  'A perfect dinner for two':
    'Thank you! We are so happy you had a lovely evening. Come back for the next special occasion.',
  'Friendly staff': "Thank you! We'll pass this on to Marco, he will be delighted.",
  'Good, but slow':
    'Thank you for being honest. The kitchen was overwhelmed that evening and you waited too long: we now have an extra cook on busy nights. We hope to welcome you back.',
};

const englishTitles = new Set(REVIEW_TEXTS.en.map(([title]) => title));
const RATING_SCALE = 5;
/** The reviews whose words are all praise, which an owner would put first. */
const WARM_TITLES = new Set([
  'Il miglior pesce della città',
  'Cena perfetta per due',
  'Personale gentilissimo',
  'Atmosfera incantevole',
  'Un gioiello nascosto',
  'Vale ogni euro',
  'Pranzo in famiglia',
  'Aperitivo da non perdere',
  'Best seafood in town',
  'A perfect dinner for two',
  'Friendly staff',
  'Lovely atmosphere',
  'Hidden gem',
  'Worth every euro',
  'Family lunch',
  'Great aperitivo',
]);

/**
 * Publishing on a demo venue: the last two months' reviews carry consent version 2, and some of their guests
 * (those who left a video and did not skip the optional box) agreed to public display; two public reviews
 * are highlighted by the owner, and the venue's people (`authors`, the owner first) replied to a few
 * reviews by turns, through the functions the routes use. Deterministic, and free of the seed's random
 * draws, so the rest of the demo data is the same with or without it.
 */
export async function seedPublishing(tx: Db, placeId: string, authors: readonly [string, ...string[]]) {
  const [ownerUid] = authors;
  const replies = createRepliesRepository(tx);
  const highlights = createHighlightsRepository(tx);
  const now = Date.now();
  const rows = await tx
    .select({
      id: reviews.id,
      title: reviews.title,
      createdAt: reviews.createdAt,
      videoKey: reviews.videoKey,
      rating: reviews.ratingOverall,
    })
    .from(reviews)
    .where(and(eq(reviews.placeId, placeId), eq(reviews.status, 'published'), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));

  const publicIds: string[] = [];
  for (const [index, review] of rows.entries()) {
    const version2 = now - review.createdAt.getTime() < VERSION_2_SINCE_DAYS * DAY;
    // Happy guests tick the optional box more often than the others, and not every guest ticks it.
    const rating = review.rating ?? 0;
    const keen = rating >= 4 || (rating === 3 && index % 3 === 0);
    const isPublic = version2 && review.videoKey !== null && keen && index % 4 !== 1;
    if (isPublic) publicIds.push(review.id);
    await tx
      .update(reviews)
      .set({
        consentVersion: version2 ? 2 : 1,
        consentLanguage: englishTitles.has(review.title) ? 'en' : 'it',
        consentedAt: review.createdAt,
        publicConsent: isPublic,
        publicConsentAt: isPublic ? review.createdAt : null,
      })
      .where(eq(reviews.id, review.id));
  }

  // The owner pins the warmest public reviews: the best rated, among those that say so in words.
  const warmth = (review: (typeof rows)[number]) =>
    (review.rating ?? 0) + (WARM_TITLES.has(review.title) ? RATING_SCALE : 0);
  const best = rows
    .filter((review) => publicIds.includes(review.id))
    .sort((a, b) => warmth(b) - warmth(a))
    .filter((review, index, sorted) => sorted.findIndex((other) => other.title === review.title) === index)
    .slice(0, HIGHLIGHTS);
  for (const [index, review] of [...best.entries()].reverse()) {
    const pinned = await highlights.pin(placeId, review.id, ownerUid, new Date(now - (index + 1) * DAY));
    if (!pinned.ok) throw new Error(`demo highlight: ${pinned.reason}`);
  }

  // The owner answers the public reviews first, then the private ones; one reply per title keeps them varied.
  const answered = new Set<string>();
  const ordered = [
    ...rows.filter((review) => publicIds.includes(review.id)),
    ...rows.filter((review) => !publicIds.includes(review.id)),
  ];
  for (const [index, review] of ordered.entries()) {
    const body = REPLIES[review.title];
    if (!body || answered.has(review.title) || answered.size >= REPLIES_PER_VENUE) continue;
    answered.add(review.title);
    const at = new Date(Math.min(now, review.createdAt.getTime() + ((index % 5) + 2) * HOUR));
    const author = authors[answered.size % authors.length] ?? ownerUid;
    const written = await replies.write(placeId, review.id, body, author, async () => undefined, at);
    if (!written.ok) throw new Error(`demo reply: ${written.reason}`);
  }
}
