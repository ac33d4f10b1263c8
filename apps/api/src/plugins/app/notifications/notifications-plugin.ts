import fp from 'fastify-plugin';
import type { Db } from '../../../db/client';
import { REVIEW_ALERT_JOB, SCHEDULE_JOB } from './job-payloads';
import { defineNotificationJobs } from './jobs';
import { notificationLinks } from './links';
import { notificationMails } from './mails';
import { notificationScheduler } from './schedule';

const SCHEDULE_EVERY_MS = 15 * 60_000;

export type Notifications = {
  /** Queues the new-review alert, in the transaction that publishes the review. */
  reviewPublished: (reviewId: string, tx: Db) => Promise<void>;
  /** npm run admin -- send-digest: last week's digest of each of the user's venues, now; the number sent. */
  sendDigestNow: (email: string, now?: Date) => Promise<number>;
  /** The scheduler's tick: queues what is due at `now`. Tests call it with a chosen time. */
  schedule: (now?: Date) => Promise<void>;
};

/**
 * The mail the product sends on its own: an alert when a review is published, the
 * Monday digest and the monthly PDF report. All go through the job queue (./jobs.ts); a delivery row
 * written in the transaction that queues the mail makes each go out once per user, venue and review, week
 * or month (./delivery.ts). The mails are written by ./mails.ts, with the links of ./links.ts.
 */
export const notificationsPlugin = fp(
  async (app) => {
    const repository = app.notificationsRepository;
    const mails = notificationMails(app, notificationLinks(app));
    const schedule = notificationScheduler(app);

    defineNotificationJobs(app, { mails, schedule });
    if (app.env.NOTIFY_SCHEDULE) app.jobs.every(SCHEDULE_JOB, SCHEDULE_EVERY_MS);

    const notifications: Notifications = {
      schedule,
      async reviewPublished(reviewId, tx) {
        await app.jobs.enqueue(
          REVIEW_ALERT_JOB,
          { reviewId },
          { tx, singletonKey: `${REVIEW_ALERT_JOB}:${reviewId}` },
        );
      },
      async sendDigestNow(email, now = new Date()) {
        const { weekly } = await repository.slotsAt(now);
        const recipients = await repository.recipientsByEmail(email);
        for (const recipient of recipients)
          await app.mailer.send(await mails.weeklyDigest(recipient, weekly.asOf));
        return recipients.length;
      },
    };
    app.decorate('notifications', notifications);
  },
  { name: 'notifications', dependencies: ['repositories', 'jobs', 'mail', 'media', 'billing'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}
