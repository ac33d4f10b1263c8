import type { AdminReply, ReviewReply } from '@venues/contracts/replies';
import { webPaths } from '@venues/contracts/web-paths';
import type { reviewReplies } from '../../../db/schema';
import type { AdminReplyRow } from './replies-repository';

type ReplyRow = typeof reviewReplies.$inferSelect;

/** A reply as its venue's dashboard reads it. */
export function toReviewReply(row: ReplyRow): ReviewReply {
  return {
    body: row.body,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    hidden: row.hiddenAt !== null,
    hidden_reason: row.hiddenAt ? row.hiddenReason : null,
  };
}

/** The absolute URL of a review's public share page on the web app's origin. */
export function shareUrl(origin: string, slug: string, reviewId: string): string {
  return `${origin}${webPaths.reviewShare(slug, reviewId)}`;
}

/** A reply as staff judge it in the back office. */
export function toAdminReply(row: AdminReplyRow): AdminReply {
  return {
    review_id: row.reply.reviewId,
    ...toReviewReply(row.reply),
    hidden_at: row.reply.hiddenAt?.toISOString() ?? null,
    place: row.place,
    review: row.review,
  };
}
