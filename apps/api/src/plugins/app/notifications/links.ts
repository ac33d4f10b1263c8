import type { FastifyInstance } from 'fastify';
import type { NotificationKind } from '@venues/contracts/notifications';
import type { ReportPeriod } from '@venues/contracts/report';
import { webPaths } from '@venues/contracts/web-paths';
import { publicUrl } from '../../../config/env';
import type { NotificationLinks } from '../mail/templates/notifications';
import type { Recipient } from './notifications-repository';

/** Where the notification mails point: the dashboard's pages and the signed unsubscribe links. */
export function notificationLinks(app: FastifyInstance) {
  const origin = publicUrl(app.env);

  const links = (recipient: Recipient, kind: NotificationKind): NotificationLinks => {
    const token = app.urlSigner.unsubscribeToken({ uid: recipient.uid, placeId: recipient.placeId, kind });
    return {
      // lng: the page opens in the mail's language, whatever the browser's.
      unsubscribePage: `${origin}${webPaths.unsubscribe(token, recipient.language)}`,
      unsubscribeOneClick: `${origin}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      manage: `${origin}${webPaths.notifications()}`,
    };
  };
  const reviewUrl = (reviewId: string) => `${origin}${webPaths.reviews(reviewId)}`;
  /** The review, open over the grid of the reviews that still wait for a reply. */
  const unansweredReviewUrl = (reviewId: string) =>
    `${origin}${webPaths.reviews(reviewId, { reply: 'without' })}`;
  const reportUrl = (period: ReportPeriod) => `${origin}${webPaths.report(period)}`;

  return { links, reviewUrl, unansweredReviewUrl, reportUrl };
}

export type NotificationUrls = ReturnType<typeof notificationLinks>;
