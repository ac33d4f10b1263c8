import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { PUBLIC_CONSENT_SINCE } from '@venues/contracts/capture-rules';
import { reviews } from '../../../db/schema';

/*
 * Which stored reviews count and which may be shown in public, in the three forms the queries need: a
 * Drizzle condition, a raw SQL fragment (over an alias of the reviews table, or over its bare columns), and
 * a check on a loaded row. Every query, mapper and filter asks these; none spells the columns again.
 *
 * Visible: published and not hidden by staff. Only visible reviews count anywhere; the partial index on
 * reviews has this predicate, and so do the daily rollup's SQL functions (migration 0016): changing it needs a
 * migration that replaces them and rebuilds the rollup.
 * Public: visible, and the guest ticked public display under a consent text that asked for it (version 2
 * and later). Only public reviews reach the wall, the embed, the share pages, public media and highlights.
 */

export const isVisible = and(eq(reviews.status, 'published'), isNull(reviews.hiddenAt));

const columnsOf = (alias?: string) => (alias ? `${alias}.` : '');
const visibleText = (alias?: string) =>
  `${columnsOf(alias)}status = 'published' and ${columnsOf(alias)}hidden_at is null`;

/** The visible condition over `alias`, the reviews table's alias in a hand-written query, or bare columns. */
export const visibleReviewSql = (alias?: string) => sql.raw(visibleText(alias));

export const isPublic = and(
  isVisible,
  eq(reviews.publicConsent, true),
  gte(reviews.consentVersion, PUBLIC_CONSENT_SINCE),
);

/** The public condition over `alias`, the reviews table's alias in a hand-written query, or bare columns. */
export const publicReviewSql = (alias?: string) =>
  sql.raw(
    `${visibleText(alias)} and ${columnsOf(alias)}public_consent ` +
      `and ${columnsOf(alias)}consent_version >= ${PUBLIC_CONSENT_SINCE}`,
  );

type ReviewState = Pick<
  typeof reviews.$inferSelect,
  'status' | 'hiddenAt' | 'publicConsent' | 'consentVersion'
>;

/** The guest agreed to public display under a consent text that asked for it (version 2 and later). */
export const hasPublicConsent = (review: Pick<ReviewState, 'publicConsent' | 'consentVersion'>): boolean =>
  review.publicConsent && (review.consentVersion ?? 0) >= PUBLIC_CONSENT_SINCE;

export const isPublicReview = (review: ReviewState): boolean =>
  review.status === 'published' && review.hiddenAt === null && hasPublicConsent(review);
