import { z } from 'zod';

/*
 * The notification domain's jobs: their names and the schemas of their payloads. jobs.ts defines their
 * handlers; notifications-plugin.ts, schedule.ts and fan-out.ts queue them.
 */

/** The new-review alert; queued in the transaction that publishes the review. */
export const REVIEW_ALERT_JOB = 'notify.review';
export const reviewAlertPayload = z.object({ reviewId: z.string() });

/** The scheduler's tick (schedule.ts); recurring when NOTIFY_SCHEDULE is on. */
export const SCHEDULE_JOB = 'notify.schedule';
export const schedulePayload = z.object({});

/** The fan-outs of a due slot: the week (YYYY-MM-DD of its Monday) or month (YYYY-MM) and its end. */
export const WEEKLY_JOB = 'digest.weekly';
export const MONTHLY_JOB = 'report.monthly';
export const slotPayload = z.object({ key: z.string(), asOf: z.string() });
export type SlotPayload = z.infer<typeof slotPayload>;

/** One recipient's digest or report of a slot. */
export const WEEKLY_SEND_JOB = 'digest.send';
export const MONTHLY_SEND_JOB = 'report.send';
export const sendPayload = z.object({ uid: z.string(), placeId: z.string(), ...slotPayload.shape });
export type SendPayload = z.infer<typeof sendPayload>;

declare module '../jobs/jobs-plugin' {
  interface JobSchemas {
    [REVIEW_ALERT_JOB]: typeof reviewAlertPayload;
    [SCHEDULE_JOB]: typeof schedulePayload;
    [WEEKLY_JOB]: typeof slotPayload;
    [MONTHLY_JOB]: typeof slotPayload;
    [WEEKLY_SEND_JOB]: typeof sendPayload;
    [MONTHLY_SEND_JOB]: typeof sendPayload;
  }
}
