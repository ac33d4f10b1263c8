import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLocalMode } from '../../config/env';
import { adminRoutes } from './admin/index';
import { backupRoutes } from './backup/index';
import { devRoutes } from './dev/index';
import { healthRoutes } from './health/index';
import { placesRoutes } from './places/index';
import { venueDataRoutes } from './places/venue-data';
import { usersRoutes } from './users/index';
import { accountRoutes } from './users/account';
import { dataExportFileRoutes } from './data-exports/index';
import { stripeRoutes } from './stripe/index';
import { stripeWebhookRoutes } from './stripe/webhook';
import { billingSessionRoutes } from './billing/index';
import { captureRoutes } from './capture/index';
import { uploadRoutes } from './capture/uploads';
import { reviewCodeRoutes } from './places/review-codes';
import { reportRoutes } from './places/report';
import { notificationRoutes } from './notifications/index';
import { unsubscribeRoutes } from './notifications/unsubscribe';
import { reviewRoutes } from './reviews/index';
import { reviewMediaRoutes } from './reviews/media';
import { reviewReportRoutes } from './reviews/reports';
import { reviewPublishingRoutes } from './reviews/publishing';
import { missionRoutes } from './places/missions';
import { missionPublicRoutes } from './missions/index';
import { redeemRoutes } from './redeem/index';
import { webhookRoutes } from './places/webhooks';
import { publishingRoutes } from './places/publishing';
import { publicVenueRoutes } from './public/index';
import { teamRoutes } from './team/index';
import { accessRequestRoutes } from './team/access-requests';
import { activityRoutes } from './team/activity';
import { invitationAcceptRoutes, invitationLookupRoutes } from './invitations/index';

/**
 * Every route plugin is registered here, explicitly (there is no autoload): a folder is a resource, and
 * most folders' routes sit under one prefix. A review's routes span two (/places/:id/reviews/… and
 * /reviews/…), so the plugins of reviews/ are registered without a prefix and write their paths in full.
 */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  if (isLocalMode(app.env)) await app.register(devRoutes, { prefix: '/dev' });
  // The embedded database's backup: this machine only, with the secret kept in the data folder.
  await app.register(backupRoutes, { prefix: '/backup' });
  // Stripe signs its webhooks; it sends no ID token.
  await app.register(stripeWebhookRoutes, { prefix: '/stripe' });
  // Video URLs are opened by <video> and new tabs, which send no bearer token: signed URLs instead.
  await app.register(reviewMediaRoutes);
  // The guests' capture page: public reads, and the guest's anonymous ID token where it matters.
  await app.register(captureRoutes, { prefix: '/capture' });
  await app.register(uploadRoutes, { prefix: '/uploads' });
  // A mission's public page, and the guest's pass under their anonymous ID token.
  await app.register(missionPublicRoutes, { prefix: '/missions' });
  // A venue's public reviews, as its wall and embed show them: no token.
  await app.register(publicVenueRoutes, { prefix: '/public' });
  // The counter: a team member's ID token or a counter link's secret, each checked by the routes.
  await app.register(redeemRoutes, { prefix: '/redeem' });
  // A mail's one-click unsubscribe: its signed token is the authorization.
  await app.register(unsubscribeRoutes, { prefix: '/notifications' });
  // An invitation's link, opened before signing in: its secret is the authorization.
  await app.register(invitationLookupRoutes, { prefix: '/invitations' });
  // A person's data export, from the link in its mail: its signature is the authorization.
  await app.register(dataExportFileRoutes, { prefix: '/data-exports' });

  // Everything below needs a verified Firebase ID token: one hook for the whole scope.
  await app.register(async (authenticated) => {
    authenticated.addHook('onRequest', authenticated.authenticate);
    await authenticated.register(usersRoutes, { prefix: '/users' });
    await authenticated.register(accountRoutes, { prefix: '/users' });
    await authenticated.register(placesRoutes, { prefix: '/places' });
    await authenticated.register(venueDataRoutes, { prefix: '/places' });
    await authenticated.register(reviewRoutes);
    await authenticated.register(reviewReportRoutes);
    await authenticated.register(reviewPublishingRoutes);
    await authenticated.register(reviewCodeRoutes, { prefix: '/places' });
    await authenticated.register(missionRoutes, { prefix: '/places' });
    await authenticated.register(reportRoutes, { prefix: '/places' });
    await authenticated.register(webhookRoutes, { prefix: '/places' });
    await authenticated.register(publishingRoutes, { prefix: '/places' });
    await authenticated.register(teamRoutes, { prefix: '/places' });
    await authenticated.register(accessRequestRoutes, { prefix: '/places' });
    await authenticated.register(activityRoutes, { prefix: '/places' });
    await authenticated.register(invitationAcceptRoutes, { prefix: '/invitations' });
    await authenticated.register(notificationRoutes, { prefix: '/notifications' });
    await authenticated.register(stripeRoutes, { prefix: '/stripe' });
    await authenticated.register(billingSessionRoutes, { prefix: '/billing' });
    await authenticated.register(adminRoutes, { prefix: '/admin' });
  });
};
