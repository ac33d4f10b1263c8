import type { FastifyInstance } from 'fastify';
import { monthlyReportMail, newReviewMail, weeklyDigestMail } from '../mail/templates/notifications';
import { renderReportPdf } from '../report/report-pdf';
import type { ReviewRow } from '../reviews/reviews-repository';
import type { NotificationUrls } from './links';
import type { Recipient } from './notifications-repository';

const DIGEST_REVIEWS = 10;

/**
 * Writes each notification mail for one recipient: gathers its figures and reviews, renders the monthly
 * report's PDF, and fills the templates of mail/templates/notifications.ts. Sends nothing.
 */
export function notificationMails(
  app: FastifyInstance,
  { links, reviewUrl, unansweredReviewUrl, reportUrl }: NotificationUrls,
) {
  const addressee = (recipient: Recipient) => ({
    to: recipient.email,
    name: recipient.displayName,
    language: recipient.language,
    placeName: recipient.placeName,
  });

  return {
    /** The alert that a review was published on the recipient's venue; its link lists those without a reply. */
    newReview(recipient: Recipient, review: ReviewRow) {
      return newReviewMail(
        {
          ...addressee(recipient),
          review: {
            reviewer: review.reviewer.displayName,
            rating: review.ratingOverall,
            title: review.title,
            description: review.description,
            url: unansweredReviewUrl(review.id),
          },
        },
        links(recipient, 'new_reviews'),
      );
    },

    /** The digest of the week that ends at `asOf`: its figures and its newest reviews. */
    async weeklyDigest(recipient: Recipient, asOf: Date) {
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
    },

    /** The report of the 30 days that end at `asOf`, with its PDF attached; `key` names the month. */
    async monthlyReport(recipient: Recipient, { key, asOf }: { key: string; asOf: Date }) {
      const report = await app.reportRepository.report(recipient.placeId, 30, asOf);
      const pdf = await renderReportPdf({
        report,
        venueName: recipient.placeName,
        language: recipient.language,
        generatedAt: new Date(),
      });
      return monthlyReportMail(
        {
          ...addressee(recipient),
          report,
          reportUrl: reportUrl(30),
          pdf: {
            filename: `report-${key}.pdf`,
            contentType: 'application/pdf',
            contentBase64: pdf.toString('base64'),
          },
        },
        links(recipient, 'monthly_report'),
      );
    },
  };
}

export type NotificationMails = ReturnType<typeof notificationMails>;
