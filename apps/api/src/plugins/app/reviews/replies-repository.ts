import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { places, reviewers, reviewReplies, reviews } from '../../../db/schema';
import { isVisible } from './review-visibility';
import { person, recordActivity, staff } from '../activity/activity-log';

/** The start of a reply, which the activity log shows. */
const EXCERPT = 120;
const excerptOf = (body: string) => (body.length > EXCERPT ? `${body.slice(0, EXCERPT - 1)}…` : body);

type ReplyRow = typeof reviewReplies.$inferSelect;

export type ReplyWrite =
  { ok: true; reply: ReplyRow; created: boolean } | { ok: false; reason: 'not-found' | 'hidden-by-staff' };

export type ReplyRemoval = { ok: true } | { ok: false; reason: 'not-found' | 'hidden-by-staff' };

export type AdminReplyRow = {
  reply: ReplyRow;
  place: { id: string; name: string };
  review: { title: string; display_name: string; rating_overall: number | null };
};

/**
 * A venue's public replies: one per review, written by its owners on a visible review of their venue. Staff
 * hide an abusive one with a reason; the owner can then neither edit nor delete it, so a hidden reply cannot
 * be swapped for a new one behind staff's back.
 */
export function createRepliesRepository(db: Db) {
  const adminSelect = (where: SQL | undefined) =>
    db
      .select({
        reply: reviewReplies,
        place: { id: places.id, name: places.name },
        review: {
          title: reviews.title,
          display_name: reviewers.displayName,
          rating_overall: reviews.ratingOverall,
        },
      })
      .from(reviewReplies)
      .innerJoin(reviews, eq(reviews.id, reviewReplies.reviewId))
      .innerJoin(reviewers, eq(reviewers.id, reviews.reviewerId))
      .innerJoin(places, eq(places.id, reviewReplies.placeId))
      .where(where)
      .$dynamic();

  const hiddenReplyExists = async (placeId: string, reviewId: string) => {
    const [row] = await db
      .select({ hiddenAt: reviewReplies.hiddenAt })
      .from(reviewReplies)
      .where(and(eq(reviewReplies.reviewId, reviewId), eq(reviewReplies.placeId, placeId)));
    return Boolean(row?.hiddenAt);
  };

  return {
    /**
     * The one write of a reply, new or edited: every change to a reply's text goes through here. The review
     * must be a visible review of the place. `onWritten` runs in the same transaction.
     */
    async write(
      placeId: string,
      reviewId: string,
      body: string,
      authorUid: string,
      onWritten: (tx: Db) => Promise<unknown> = async () => undefined,
      now = new Date(),
    ): Promise<ReplyWrite> {
      return db.transaction(async (tx): Promise<ReplyWrite> => {
        const [review] = await tx
          .select({ id: reviews.id })
          .from(reviews)
          .where(and(eq(reviews.id, reviewId), eq(reviews.placeId, placeId), isVisible));
        if (!review) return { ok: false, reason: 'not-found' };
        const [reply] = await tx
          .insert(reviewReplies)
          .values({ reviewId, placeId, body, authorUid, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: reviewReplies.reviewId,
            set: { body, authorUid, updatedAt: now },
            setWhere: isNull(reviewReplies.hiddenAt),
          })
          .returning();
        if (!reply) return { ok: false, reason: 'hidden-by-staff' };
        const created = reply.createdAt.getTime() === now.getTime();
        await recordActivity(tx, {
          placeId,
          actor: person(authorUid),
          action: created ? 'reply.written' : 'reply.edited',
          subject: { type: 'review', id: reviewId },
          details: { excerpt: excerptOf(body) },
          at: now,
        });
        await onWritten(tx);
        return { ok: true, reply, created };
      });
    },

    async remove(placeId: string, reviewId: string, uid: string): Promise<ReplyRemoval> {
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(reviewReplies)
          .where(
            and(
              eq(reviewReplies.reviewId, reviewId),
              eq(reviewReplies.placeId, placeId),
              isNull(reviewReplies.hiddenAt),
            ),
          )
          .returning();
        if (!row) return false;
        await recordActivity(tx, {
          placeId,
          actor: person(uid),
          action: 'reply.deleted',
          subject: { type: 'review', id: reviewId },
          details: { excerpt: excerptOf(row.body) },
        });
        return true;
      });
      if (removed) return { ok: true };
      return {
        ok: false,
        reason: (await hiddenReplyExists(placeId, reviewId)) ? 'hidden-by-staff' : 'not-found',
      };
    },

    /** The replies most recently written or edited first, for staff. */
    async listRecent(status: 'all' | 'visible' | 'hidden', limit: number): Promise<AdminReplyRow[]> {
      const where =
        status === 'hidden'
          ? isNotNull(reviewReplies.hiddenAt)
          : status === 'visible'
            ? isNull(reviewReplies.hiddenAt)
            : undefined;
      return adminSelect(where)
        .orderBy(desc(reviewReplies.updatedAt), desc(reviewReplies.reviewId))
        .limit(limit);
    },

    /** Staff hide a reply with a reason; hiding one already hidden keeps the first decision's time. */
    async hide(reviewId: string, staffUid: string, reason: string): Promise<AdminReplyRow | undefined> {
      const hidden = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(reviewReplies)
          .set({
            hiddenAt: sql`coalesce(${reviewReplies.hiddenAt}, now())`,
            hiddenBy: staffUid,
            hiddenReason: reason,
          })
          .where(eq(reviewReplies.reviewId, reviewId))
          .returning({ placeId: reviewReplies.placeId });
        if (!row) return false;
        await recordActivity(tx, {
          placeId: row.placeId,
          actor: staff(staffUid),
          action: 'reply.hidden',
          subject: { type: 'review', id: reviewId },
          details: { reason },
        });
        return true;
      });
      if (!hidden) return undefined;
      const [row] = await adminSelect(eq(reviewReplies.reviewId, reviewId));
      return row;
    },

    async unhide(reviewId: string, staffUid: string): Promise<AdminReplyRow | undefined> {
      const shown = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(reviewReplies)
          .set({ hiddenAt: null, hiddenBy: null, hiddenReason: null })
          .where(eq(reviewReplies.reviewId, reviewId))
          .returning({ placeId: reviewReplies.placeId });
        if (!row) return false;
        await recordActivity(tx, {
          placeId: row.placeId,
          actor: staff(staffUid),
          action: 'reply.unhidden',
          subject: { type: 'review', id: reviewId },
        });
        return true;
      });
      if (!shown) return undefined;
      const [row] = await adminSelect(eq(reviewReplies.reviewId, reviewId));
      return row;
    },
  };
}

export type RepliesRepository = ReturnType<typeof createRepliesRepository>;
