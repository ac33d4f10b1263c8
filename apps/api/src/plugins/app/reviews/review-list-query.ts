import { and, asc, desc, eq, gte, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { ReviewFilters } from '@venues/contracts/review-filters';
import type { ReviewSort } from '@venues/contracts/review-list';
import { reviewReplies, reviews } from '../../../db/schema';
import { lastDaysBounds, venueMidnight } from '../../../db/venue-days';
import { isPublic } from './review-visibility';

/*
 * The where and the order of the dashboard's reviews list. Every sort ends with the creation time and
 * the id, so that the order is total and a page can start right after the last review of the one before.
 * Reviews without an overall rating come last in both rating sorts.
 */

/** Where a page starts: the sort it belongs to and the sort key of the last review before it. */
export type ListCursor = { sort: ReviewSort; rating: number | null; at: string; id: string };

/** The one rule of what is public; `and` of defined conditions is always a condition. */
const publicOnly = isPublic as SQL;

const hasReply = sql`exists (select 1 from ${reviewReplies} where ${reviewReplies.reviewId} = ${reviews.id})`;

/** The filters as one condition; undefined when none is set. */
export function listWhere(filters: ReviewFilters, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.rating_min !== undefined) conditions.push(gte(reviews.ratingOverall, filters.rating_min));
  if (filters.rating_max !== undefined) conditions.push(lte(reviews.ratingOverall, filters.rating_max));
  if (filters.period !== undefined) {
    const { from, to } = lastDaysBounds(filters.period, now);
    conditions.push(sql`${reviews.createdAt} >= ${from}`, sql`${reviews.createdAt} < ${to}`);
  }
  if (filters.from !== undefined)
    conditions.push(sql`${reviews.createdAt} >= ${venueMidnight(filters.from)}`);
  if (filters.to !== undefined) conditions.push(sql`${reviews.createdAt} < ${venueMidnight(filters.to, 1)}`);
  if (filters.code !== undefined) conditions.push(eq(reviews.codeId, filters.code));
  if (filters.visibility !== undefined)
    conditions.push(filters.visibility === 'public' ? publicOnly : not(publicOnly));
  if (filters.reply === 'with') conditions.push(hasReply);
  if (filters.reply === 'without') conditions.push(sql`not ${hasReply}`);
  return and(...conditions);
}

export function listOrder(sort: ReviewSort): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(reviews.createdAt), desc(reviews.id)];
    case 'oldest':
      return [asc(reviews.createdAt), asc(reviews.id)];
    case 'lowest':
      return [sql`${reviews.ratingOverall} asc nulls last`, desc(reviews.createdAt), desc(reviews.id)];
    case 'highest':
      return [sql`${reviews.ratingOverall} desc nulls last`, desc(reviews.createdAt), desc(reviews.id)];
  }
}

/** The reviews that come after the cursor in the sort. */
export function listCursor(sort: ReviewSort, cursor: ListCursor): SQL {
  const position = sql`(${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
  const olderThan = sql`(${reviews.createdAt}, ${reviews.id}) < ${position}`;
  if (sort === 'newest') return olderThan;
  if (sort === 'oldest') return sql`(${reviews.createdAt}, ${reviews.id}) > ${position}`;
  // Within one rating the newest come first; the unrated come after every rated review.
  if (cursor.rating === null) return and(isNull(reviews.ratingOverall), olderThan) as SQL;
  const further =
    sort === 'lowest'
      ? sql`${reviews.ratingOverall} > ${cursor.rating}`
      : sql`${reviews.ratingOverall} < ${cursor.rating}`;
  return or(
    further,
    isNull(reviews.ratingOverall),
    and(eq(reviews.ratingOverall, cursor.rating), olderThan),
  ) as SQL;
}

/** The cursor as the client carries it: base64url of a JSON array. */
export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.rating, cursor.at, cursor.id])).toString(
    'base64url',
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// PostgreSQL's text form of a timestamptz: '2026-03-01 12:34:56.123456+01', any offset.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** The cursor a client sent back, or undefined when it is no cursor of ours or of another sort. */
export function decodeCursor(text: string, sort: ReviewSort): ListCursor | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length !== 4) return undefined;
  const [cursorSort, rating, at, id] = value as unknown[];
  if (cursorSort !== sort) return undefined;
  if (rating !== null && !(Number.isInteger(rating) && (rating as number) >= 1 && (rating as number) <= 5))
    return undefined;
  if (typeof at !== 'string' || !TIMESTAMP.test(at) || typeof id !== 'string' || !UUID.test(id))
    return undefined;
  return { sort, rating: rating as number | null, at, id };
}
