import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { PUBLIC_CONSENT_SINCE } from '@venues/contracts/capture-rules';
import { reviews } from '../../../db/schema';

/*
 * Which stored reviews count and which may be shown in public, in the three forms the queries need: a
 * Drizzle condition, a raw SQL fragment over an alias of the reviews table, and a check on a loaded row.
 *
 * Visible: published and not hidden by staff. Only visible reviews count anywhere; the partial index on
 * reviews has this predicate.
 * Public: visible, and the guest ticked public display under a consent text that asked for it (version 2
 * and later). Only public reviews reach the wall, the embed, the share pages, public media and highlights.
 */

export const isVisible = and(eq(reviews.status, 'published'), isNull(reviews.hiddenAt));
export const visibleReviewSql = sql`status = 'published' and hidden_at is null`;

export const isPublic = and(
  isVisible,
  eq(reviews.publicConsent, true),
  gte(reviews.consentVersion, PUBLIC_CONSENT_SINCE),
);

/** The public condition over `alias`, the reviews table's alias in a hand-written query. */
export const publicReviewSql = (alias: string) =>
  sql.raw(
    `${alias}.status = 'published' and ${alias}.hidden_at is null and ${alias}.public_consent ` +
      `and ${alias}.consent_version >= ${PUBLIC_CONSENT_SINCE}`,
  );

type ReviewState = Pick<
  typeof reviews.$inferSelect,
  'status' | 'hiddenAt' | 'publicConsent' | 'consentVersion'
>;

export const isPublicReview = (review: ReviewState): boolean =>
  review.status === 'published' &&
  review.hiddenAt === null &&
  review.publicConsent &&
  (review.consentVersion ?? 0) >= PUBLIC_CONSENT_SINCE;
