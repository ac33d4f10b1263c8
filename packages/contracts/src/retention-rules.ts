/*
 * How long each kind of stored data is kept: the one table that the retention jobs enforce and that the
 * privacy notice prints. Pure and free of the schema library, so that any bundle may import it.
 */
import { CAPTURE_UPLOAD_KEPT_MS } from './capture-rules';
import { ACTIVITY_RETENTION_MONTHS } from './team-rules';
import { DATA_EXPORT_KEPT_DAYS } from './account-rules';

export type RetentionUnit = 'hour' | 'day' | 'month';
/** A retention period; an amount of 0 means that the data goes at once, with the action that ends it. */
export type RetentionPeriod = { amount: number; unit: RetentionUnit };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const hours = (amount: number): RetentionPeriod => ({ amount, unit: 'hour' });
const days = (amount: number): RetentionPeriod => ({ amount, unit: 'day' });
const months = (amount: number): RetentionPeriod => ({ amount, unit: 'month' });
const AT_ONCE: RetentionPeriod = { amount: 0, unit: 'day' };

/**
 * Every kind of stored data with its retention, counted from its last change:
 * - unfinishedUploads: a guest's upload never completed; its review fails and the file goes;
 * - failedReviews: a review whose video was refused or expired, kept for the guest to read why;
 * - withdrawnMedia: the video and poster of a review that its guest withdraws or that staff hide;
 * - webhookLog: the deliveries of every webhook endpoint;
 * - mailOutbox: every mail the product sent or tried to send;
 * - finishedJobs: background jobs done or failed for good;
 * - activityLog: what a venue's team did;
 * - dataExports: a person's download of their own data, from the time it was asked for;
 * - deletedAccounts: a venue person's account that they delete, with what only it held (the billing
 *   customer of a plan they paid for a venue that keeps its team stays, with no person, until it ends);
 * - sessionMarks: the time a person's sessions ended (a password change, a deletion, a block), which must
 *   outlive every ID token signed in before it (an hour) and the refresh tokens that Firebase revokes.
 */
export const retentionRules = {
  unfinishedUploads: hours(CAPTURE_UPLOAD_KEPT_MS / HOUR_MS),
  failedReviews: days(7),
  withdrawnMedia: AT_ONCE,
  webhookLog: days(30),
  mailOutbox: days(90),
  finishedJobs: days(30),
  activityLog: months(ACTIVITY_RETENTION_MONTHS),
  sessionMarks: days(1),
  dataExports: days(DATA_EXPORT_KEPT_DAYS),
  deletedAccounts: AT_ONCE,
} as const satisfies Record<string, RetentionPeriod>;

export type RetentionKind = keyof typeof retentionRules;
export const retentionKinds = Object.keys(retentionRules) as RetentionKind[];

/** Whether the kind goes with its action rather than after a period. */
export const goesAtOnce = (kind: RetentionKind) => retentionRules[kind].amount === 0;

/**
 * The first instant whose data of this kind is still kept at `now`. Months are calendar months (the same
 * day and time, that many months before), hours and days are fixed lengths.
 */
export function keptSince(kind: RetentionKind, now: Date): Date {
  const { amount, unit } = retentionRules[kind];
  if (unit === 'month') {
    const since = new Date(now);
    since.setUTCMonth(since.getUTCMonth() - amount);
    return since;
  }
  return new Date(now.getTime() - amount * (unit === 'hour' ? HOUR_MS : DAY_MS));
}
