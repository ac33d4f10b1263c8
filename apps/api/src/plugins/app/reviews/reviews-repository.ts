import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { ReviewsListQuery } from '@venues/contracts/review-filters';
import type { Db } from '../../../db/client';
import { places, reviewCodes, reviewers, reviewReplies, reviews } from '../../../db/schema';
import { listCursor, listOrder, listWhere, type ListCursor } from './review-list-query';
import { isVisible } from './review-visibility';

export type ReviewRow = typeof reviews.$inferSelect & {
  reviewer: { displayName: string; photoUrl: string | null };
  tableLabel: string | null;
  /** The venue's slug, for the public share link of a review with public consent. */
  placeSlug: string;
  reply: typeof reviewReplies.$inferSelect | null;
};

export function createReviewsRepository(db: Db) {
  /** Visible reviews with their reviewer and table, newest first unless told; the id breaks ties. */
  const visible = (where: SQL | undefined, order: SQL[] = [desc(reviews.createdAt), desc(reviews.id)]) =>
    db
      .select({
        review: reviews,
        reviewer: { displayName: reviewers.displayName, photoUrl: reviewers.photoUrl },
        tableLabel: reviewCodes.label,
        // The exact time, for a page's cursor: a JavaScript Date would drop the microseconds.
        cursorAt: sql<string>`${reviews.createdAt}::text`,
        placeSlug: places.slug,
        reply: reviewReplies,
      })
      .from(reviews)
      .innerJoin(reviewers, eq(reviewers.id, reviews.reviewerId))
      .innerJoin(places, eq(places.id, reviews.placeId))
      .leftJoin(reviewCodes, eq(reviewCodes.id, reviews.codeId))
      .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
      .where(and(where, isVisible))
      .orderBy(...order)
      .$dynamic();
  const toRow = (row: Awaited<ReturnType<typeof visible>>[number]): ReviewRow => ({
    ...row.review,
    reviewer: row.reviewer,
    tableLabel: row.tableLabel,
    placeSlug: row.placeSlug,
    reply: row.reply,
  });

  return {
    /**
     * One page of the venue's reviews that match the filters, in the query's sort, after the cursor: pages
     * never overlap or skip, whatever the sort. A page gives the cursor of the next one only when there is
     * one: a row past the page is asked for to know.
     */
    async listForPlace(
      placeId: string,
      query: ReviewsListQuery,
      after: ListCursor | undefined,
      now = new Date(),
    ): Promise<{ rows: ReviewRow[]; next: ListCursor | null }> {
      const where = and(
        eq(reviews.placeId, placeId),
        listWhere(query, now),
        after && listCursor(query.sort, after),
      );
      const found = await visible(where, listOrder(query.sort)).limit(query.take + 1);
      const page = found.slice(0, query.take);
      const last = page.at(-1);
      const next =
        found.length > query.take && last
          ? { sort: query.sort, rating: last.review.ratingOverall, at: last.cursorAt, id: last.review.id }
          : null;
      return { rows: page.map(toRow), next };
    },

    /** One visible review, whatever its place; undefined when it is unknown, hidden or not published. */
    async findVisible(reviewId: string): Promise<ReviewRow | undefined> {
      const [row] = await visible(eq(reviews.id, reviewId)).limit(1);
      return row && toRow(row);
    },

    /** The newest visible reviews of the place created in [from, to). */
    async listCreatedBetween(placeId: string, from: Date, to: Date, limit: number): Promise<ReviewRow[]> {
      const range = and(
        eq(reviews.placeId, placeId),
        gte(reviews.createdAt, from),
        lt(reviews.createdAt, to),
      );
      return (await visible(range).limit(limit)).map(toRow);
    },

    /** The media keys of a visible review of the place; undefined when there is no such review. */
    async mediaKeys(
      placeId: string,
      reviewId: string,
    ): Promise<{ video: string | null; poster: string | null } | undefined> {
      const [row] = await db
        .select({ video: reviews.videoKey, poster: reviews.posterKey })
        .from(reviews)
        .where(and(eq(reviews.id, reviewId), eq(reviews.placeId, placeId), isVisible));
      return row;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
