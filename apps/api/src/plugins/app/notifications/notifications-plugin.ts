import fp from 'fastify-plugin';
import type { NotificationKind } from '@venues/contracts/notifications';
import type { ReportPeriod } from '@venues/contracts/report';
import { publicUrl } from '../../../config/env';
import type { Db } from '../../../db/client';
import type { OutgoingMail } from '../mail/mail-outbox-repository';
import {
  monthlyReportMail,
  newReviewMail,
  weeklyDigestMail,
  type NotificationLinks,
} from '../mail/templates/notifications';
import { renderReportPdf } from '../report/report-pdf';
import {
  createNotificationsRepository,
  notificationSchedule,
  type NotificationSlot,
  type NotificationsRepository,
  type Recipient,
} from './notifications-repository';

export const REVIEW_ALERT_JOB = 'notify.review';
const SCHEDULE_JOB = 'notify.schedule';
const WEEKLY_JOB = 'digest.weekly';
const WEEKLY_SEND_JOB = 'digest.send';
const MONTHLY_JOB = 'report.monthly';
const MONTHLY_SEND_JOB = 'report.send';
const SCHEDULE_EVERY_MS = 15 * 60_000;
/** A digest or report not sent within a day of its slot (the service was down) is skipped, not sent late. */
const CATCH_UP_MS = 24 * 3_600_000;
const DIGEST_REVIEWS = 10;

type Send = { uid: string; placeId: string; key: string; asOf: string };

export type Notifications = {
  repository: NotificationsRepository;
  /** Queues the new-review alert, in the transaction that publishes the review. */
  reviewPublished: (reviewId: string, tx: Db) => Promise<void>;
  /** npm run admin -- send-digest: last week's digest of each of the user's venues, now; the number sent. */
  sendDigestNow: (email: string, now?: Date) => Promise<number>;
  /** The scheduler's tick: queues what is due at `now`. Tests call it with a chosen time. */
  schedule: (now?: Date) => Promise<void>;
};

/**
 * The mail the product sends on its own (PRODUCT.md section 6): an alert when a review is published, the
 * Monday digest and the monthly PDF report. All go through the job queue; a delivery row written in the
 * transaction that queues the mail makes each go out once per user, venue and review, week or month.
 */
export const notificationsPlugin = fp(
  async (app) => {
    const repository = createNotificationsRepository(app.db);
    const origin = publicUrl(app.env);

    const links = (recipient: Recipient, kind: NotificationKind): NotificationLinks => {
      const token = encodeURIComponent(
        app.urlSigner.unsubscribeToken({ uid: recipient.uid, placeId: recipient.placeId, kind }),
      );
      return {
        // lng: the page opens in the mail's language, whatever the browser's.
        unsubscribePage: `${origin}/unsubscribe?token=${token}&lng=${recipient.language}`,
        unsubscribeOneClick: `${origin}/api/notifications/unsubscribe?token=${token}`,
        manage: `${origin}/dashboard/profile/notifications`,
      };
    };
    const reviewUrl = (reviewId: string) => `${origin}/dashboard/reviews?review=${reviewId}`;
    const reportUrl = (period: ReportPeriod) => `${origin}/dashboard/report?period=${period}`;
    const addressee = (recipient: Recipient) => ({
      to: recipient.email,
      name: recipient.displayName,
      language: recipient.language,
      placeName: recipient.placeName,
    });

    /** Queues the mail unless this delivery was recorded already; one transaction for both. */
    const deliverOnce = async (
      delivery: { kind: NotificationKind; uid: string; placeId: string; subject: string },
      mail: OutgoingMail,
    ) =>
      app.db.transaction(async (tx) => {
        if (await repository.claimDelivery(tx, delivery)) await app.mailer.send(mail, tx);
      });

    const digestMail = async (recipient: Recipient, asOf: Date) => {
      const report = await app.reportRepository.report(recipient.placeId, 7, asOf);
      const { from, to } = await app.reportRepository.periodInstants(7, asOf);
      const reviews = await app.reviewsRepository.listCreatedBetween(
        recipient.placeId,
        from,
        to,
        DIGEST_REVIEWS,
      );
      return weeklyDigestMail(
        {
          ...addressee(recipient),
          report,
          reportUrl: reportUrl(7),
          reviews: reviews.map((review) => ({
            reviewer: review.reviewer.displayName,
            rating: review.ratingOverall,
            title: review.title,
            url: reviewUrl(review.id),
          })),
        },
        links(recipient, 'weekly_digest'),
      );
    };

    app.jobs.define(
      REVIEW_ALERT_JOB,
      async (payload) => {
        const { reviewId } = payload as { reviewId: string };
        const review = await app.reviewsRepository.findVisible(reviewId);
        if (!review) return;
        for (const recipient of await repository.recipientsOf(review.placeId)) {
          const { new_reviews: rule, low_rating_max: max } = recipient.preferences;
          if (rule === 'off') continue;
          if (rule === 'low' && (review.ratingOverall === null || review.ratingOverall > max)) continue;
          const mail = newReviewMail(
            {
              ...addressee(recipient),
              review: {
                reviewer: review.reviewer.displayName,
                rating: review.ratingOverall,
                title: review.title,
                description: review.description,
                url: reviewUrl(review.id),
              },
            },
            links(recipient, 'new_reviews'),
          );
          await deliverOnce(
            { kind: 'new_reviews', uid: recipient.uid, placeId: review.placeId, subject: reviewId },
            mail,
          );
        }
      },
      { concurrency: 2 },
    );

    /** One job per recipient, each with a key, so a fan-out that runs again queues nothing new. */
    const fanOut = async (sendJob: string, slot: { key: string; asOf: string }, recipients: Recipient[]) => {
      for (const recipient of recipients) {
        const send: Send = { uid: recipient.uid, placeId: recipient.placeId, ...slot };
        await app.jobs.enqueue(sendJob, send, {
          singletonKey: `${sendJob}:${slot.key}:${recipient.placeId}:${recipient.uid}`,
          maxAttempts: 5,
        });
      }
    };

    app.jobs.define(WEEKLY_JOB, async (payload) => {
      const slot = payload as { key: string; asOf: string };
      const recipients = await repository.allRecipients();
      await fanOut(
        WEEKLY_SEND_JOB,
        slot,
        recipients.filter((recipient) => recipient.preferences.weekly_digest),
      );
    });

    app.jobs.define(MONTHLY_JOB, async (payload) => {
      const slot = payload as { key: string; asOf: string };
      const recipients: Recipient[] = [];
      for (const recipient of await repository.allRecipients()) {
        if (
          recipient.preferences.monthly_report &&
          (await app.billing.currentPlan(recipient.placeId)) === 'pro'
        )
          recipients.push(recipient);
      }
      await fanOut(MONTHLY_SEND_JOB, slot, recipients);
    });

    app.jobs.define(
      WEEKLY_SEND_JOB,
      async (payload) => {
        const send = payload as Send;
        const recipient = await repository.recipient(send.uid, send.placeId);
        if (!recipient?.preferences.weekly_digest) return;
        const mail = await digestMail(recipient, new Date(send.asOf));
        await deliverOnce(
          { kind: 'weekly_digest', uid: send.uid, placeId: send.placeId, subject: send.key },
          mail,
        );
      },
      { concurrency: 2 },
    );

    app.jobs.define(
      MONTHLY_SEND_JOB,
      async (payload) => {
        const send = payload as Send;
        const recipient = await repository.recipient(send.uid, send.placeId);
        if (!recipient?.preferences.monthly_report) return;
        if ((await app.billing.currentPlan(send.placeId)) !== 'pro') return;
        const asOf = new Date(send.asOf);
        const report = await app.reportRepository.report(send.placeId, 30, asOf);
        const pdf = await renderReportPdf({
          report,
          venueName: recipient.placeName,
          language: recipient.language,
          generatedAt: new Date(),
        });
        const mail = monthlyReportMail(
          {
            ...addressee(recipient),
            report,
            reportUrl: reportUrl(30),
            pdf: {
              filename: `report-${send.key}.pdf`,
              contentType: 'application/pdf',
              contentBase64: pdf.toString('base64'),
            },
          },
          links(recipient, 'monthly_report'),
        );
        await deliverOnce(
          { kind: 'monthly_report', uid: send.uid, placeId: send.placeId, subject: send.key },
          mail,
        );
      },
      { concurrency: 1 },
    );

    const due = (slot: NotificationSlot, now: Date) =>
      now.getTime() >= slot.slot.getTime() && now.getTime() < slot.slot.getTime() + CATCH_UP_MS;
    const schedule = async (now = new Date()) => {
      const { weekly, monthly } = await notificationSchedule(app.db, now);
      for (const [job, slot] of [
        [WEEKLY_JOB, weekly],
        [MONTHLY_JOB, monthly],
      ] as const) {
        if (!due(slot, now)) continue;
        await app.jobs.enqueue(
          job,
          { key: slot.key, asOf: slot.asOf.toISOString() },
          { singletonKey: `${job}:${slot.key}`, maxAttempts: 5 },
        );
      }
    };
    app.jobs.define(SCHEDULE_JOB, async () => schedule());
    if (app.env.NOTIFY_SCHEDULE) app.jobs.every(SCHEDULE_JOB, SCHEDULE_EVERY_MS);

    const notifications: Notifications = {
      repository,
      schedule,
      async reviewPublished(reviewId, tx) {
        await app.jobs.enqueue(
          REVIEW_ALERT_JOB,
          { reviewId },
          { tx, singletonKey: `${REVIEW_ALERT_JOB}:${reviewId}` },
        );
      },
      async sendDigestNow(email, now = new Date()) {
        const { weekly } = await notificationSchedule(app.db, now);
        const recipients = await repository.recipientsByEmail(email);
        for (const recipient of recipients) await app.mailer.send(await digestMail(recipient, weekly.asOf));
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
