import type { FastifyInstance } from 'fastify';
import { planAllows } from '@venues/contracts/plans';
import { can } from '@venues/contracts/team-rules';
import { deliverOnce } from './delivery';
import { fanOut } from './fan-out';
import {
  MONTHLY_JOB,
  MONTHLY_SEND_JOB,
  REVIEW_ALERT_JOB,
  SCHEDULE_JOB,
  WEEKLY_JOB,
  WEEKLY_SEND_JOB,
  reviewAlertPayload,
  schedulePayload,
  sendPayload,
  slotPayload,
} from './job-payloads';
import type { NotificationMails } from './mails';
import type { Recipient } from './notifications-repository';

/**
 * The notification domain's job handlers (their names and payloads are in job-payloads.ts).
 * notifications-plugin.ts queues the alert and runs the scheduler; the scheduler queues the fan-outs, and
 * each fan-out queues one send job per recipient.
 */

export function defineNotificationJobs(
  app: FastifyInstance,
  deps: { mails: NotificationMails; schedule: (now?: Date) => Promise<void> },
) {
  const { mails, schedule } = deps;
  const repository = app.notificationsRepository;

  app.jobs.define(
    REVIEW_ALERT_JOB,
    reviewAlertPayload,
    async ({ reviewId }) => {
      const review = await app.reviewsRepository.findVisible(reviewId);
      if (!review) return;
      for (const recipient of await repository.recipientsOf(review.placeId)) {
        if (!can(recipient.role, 'reviews.read')) continue;
        const { new_reviews: rule, low_rating_max: max } = recipient.preferences;
        if (rule === 'off') continue;
        if (rule === 'low' && (review.ratingOverall === null || review.ratingOverall > max)) continue;
        await deliverOnce(
          app,
          { kind: 'new_reviews', uid: recipient.uid, placeId: review.placeId, subject: reviewId },
          mails.newReview(recipient, review),
        );
      }
    },
    { concurrency: 2 },
  );

  app.jobs.define(WEEKLY_JOB, slotPayload, async (slot) => {
    const recipients = await repository.allRecipients();
    await fanOut(
      app.jobs,
      WEEKLY_SEND_JOB,
      slot,
      recipients.filter(
        (recipient) => recipient.preferences.weekly_digest && can(recipient.role, 'summary.view'),
      ),
    );
  });

  app.jobs.define(MONTHLY_JOB, slotPayload, async (slot) => {
    const recipients: Recipient[] = [];
    for (const recipient of await repository.allRecipients()) {
      if (
        recipient.preferences.monthly_report &&
        can(recipient.role, 'report.view') &&
        planAllows(await app.billing.currentPlan(recipient.placeId), 'pdfReport')
      )
        recipients.push(recipient);
    }
    await fanOut(app.jobs, MONTHLY_SEND_JOB, slot, recipients);
  });

  app.jobs.define(
    WEEKLY_SEND_JOB,
    sendPayload,
    async (send) => {
      const recipient = await repository.recipient(send.uid, send.placeId);
      // The digest shows the summary's figures: whoever may no longer read them gets none.
      if (!recipient?.preferences.weekly_digest || !can(recipient.role, 'summary.view')) return;
      const mail = await mails.weeklyDigest(recipient, new Date(send.asOf));
      await deliverOnce(
        app,
        { kind: 'weekly_digest', uid: send.uid, placeId: send.placeId, subject: send.key },
        mail,
      );
    },
    { concurrency: 2 },
  );

  app.jobs.define(
    MONTHLY_SEND_JOB,
    sendPayload,
    async (send) => {
      const recipient = await repository.recipient(send.uid, send.placeId);
      if (!recipient?.preferences.monthly_report || !can(recipient.role, 'report.view')) return;
      if (!planAllows(await app.billing.currentPlan(send.placeId), 'pdfReport')) return;
      const mail = await mails.monthlyReport(recipient, { key: send.key, asOf: new Date(send.asOf) });
      await deliverOnce(
        app,
        { kind: 'monthly_report', uid: send.uid, placeId: send.placeId, subject: send.key },
        mail,
      );
    },
    { concurrency: 1 },
  );

  app.jobs.define(SCHEDULE_JOB, schedulePayload, async () => schedule());
}
