import type { ReviewCode } from '@venues/contracts/review-codes';
import { webPaths } from '@venues/contracts/web-paths';
import type { ReviewCodeRow } from './review-codes-repository';

export type ReviewCodeCounts = { scans30d: number; reviews30d: number };

/** A review code as the QR studio's API returns it: its capture link on `origin`, its 30-day counts. */
export function toReviewCode(
  row: ReviewCodeRow,
  origin: string,
  counts: ReviewCodeCounts = { scans30d: 0, reviews30d: 0 },
): ReviewCode {
  return {
    id: row.id,
    code: row.code,
    label: row.label,
    url: `${origin}${webPaths.capture(row.code)}`,
    created_at: row.createdAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    scans_30d: counts.scans30d,
    reviews_30d: counts.reviews30d,
  };
}
