import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { reviewers, visits } from '../../../db/schema';

/** The name a guest typed, or the placeholder they get when they gave none. */
export type GuestName = { typed: string } | { placeholder: string };

/**
 * The guest's reviewer row, keyed by their anonymous uid: made on their first pass or review, and the one
 * place that writes it. When the row exists, a name the guest typed replaces the stored one (their reviews
 * show the latest name they gave), and a placeholder never does: a mission taken without a name must not
 * turn a named guest into "Guest". Answers the row's id; within a transaction the row stays locked until
 * it ends.
 */
export async function upsertGuestReviewer(tx: Db, guestUid: string, name: GuestName): Promise<string> {
  const typed = 'typed' in name ? name.typed : null;
  const [row] = await tx
    .insert(reviewers)
    .values({ guestUid, displayName: 'typed' in name ? name.typed : name.placeholder })
    .onConflictDoUpdate({
      target: reviewers.guestUid,
      set: { displayName: sql`coalesce(${typed}::text, ${reviewers}.display_name)` },
    })
    .returning({ id: reviewers.id });
  if (!row) throw new Error('reviewer upsert returned no row');
  return row.id;
}

/** Whether the guest visited the venue before `at`, by any path (a review, a mission). */
export async function visitedBefore(tx: Db, reviewerId: string, placeId: string, at: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: visits.id })
    .from(visits)
    .where(
      and(eq(visits.placeId, placeId), eq(visits.reviewerId, reviewerId), sql`${visits.visitedAt} < ${at}`),
    )
    .limit(1);
  return row !== undefined;
}

/** The guests who take part in missions and write reviews: who they are and where they have been. */
export function createReviewersRepository(db: Db) {
  return {
    /** The guest's reviewer row, made on their first pass or review. */
    guestReviewer: (guestUid: string, name: GuestName): Promise<string> =>
      upsertGuestReviewer(db, guestUid, name),
  };
}

export type ReviewersRepository = ReturnType<typeof createReviewersRepository>;
