import fp from 'fastify-plugin';
import type { Stats } from '@venues/contracts/dashboard';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache';
import { createBillingRepository, type BillingRepository } from './billing/billing-repository';
import {
  createBillingSessionsRepository,
  type BillingSessionsRepository,
} from './billing/billing-sessions-repository';
import { createCaptureRepository, type CaptureRepository } from './capture/capture-repository';
import { createGuestDataRepository, type GuestDataRepository } from './capture/guest-data-repository';
import { createClaimsRepository, type ClaimsRepository } from './claims/claims-repository';
import { createJobsRepository, type JobsRepository } from './jobs/jobs-repository';
import { createMailOutboxRepository, type MailOutboxRepository } from './mail/mail-outbox-repository';
import {
  createNotificationsRepository,
  type NotificationsRepository,
} from './notifications/notifications-repository';
import { createPlacesRepository, type PlacesRepository } from './places/places-repository';
import { createUsersRepository, type UsersRepository } from './users/users-repository';
import { createMembershipsRepository, type MembershipsRepository } from './team/memberships-repository';
import { createActivityRepository, type ActivityRepository } from './activity/activity-repository';
import {
  createStaffActionsRepository,
  type StaffActionsRepository,
} from './account/staff-actions-repository';
import { createReviewsRepository, type ReviewsRepository } from './reviews/reviews-repository';
import { createStatsRepository, type StatsRepository } from './stats/stats-repository';
import { createMissionsRepository, type MissionsRepository } from './missions/missions-repository';
import {
  createCounterLinksRepository,
  type CounterLinksRepository,
} from './missions/counter-links-repository';
import { createMissionsService, type MissionsService } from './missions/missions-service';
import { createRedemptions, type Redemptions } from './missions/redemptions';
import {
  createReviewCodesRepository,
  type ReviewCodesRepository,
} from './review-codes/review-codes-repository';
import {
  createReportExportsRepository,
  type ReportExportsRepository,
} from './report/report-exports-repository';
import { createReportRepository, type ReportRepository } from './report/report-repository';
import { createReviewersRepository, type ReviewersRepository } from './reviewers/reviewers-repository';
import {
  createReviewReportsRepository,
  type ReviewReportsRepository,
} from './reviews/review-reports-repository';
import { createWebhooksRepository, type WebhooksRepository } from './webhooks/webhooks-repository';
import { createRepliesRepository, type RepliesRepository } from './reviews/replies-repository';
import { createHighlightsRepository, type HighlightsRepository } from './reviews/highlights-repository';
import {
  createPublicMediaRepository,
  type PublicMediaRepository,
} from './publishing/public-media-repository';
import {
  createPublicReviewsRepository,
  type PublicReviewsRepository,
} from './publishing/public-reviews-repository';

/**
 * Every repository on the app's database is built here, once, and decorated on the app: routes and plugins
 * never write SQL, they call these. Only work inside a transaction builds its own, on the transaction
 * handle (`createXRepository(tx)` within `db.transaction`).
 */
export const repositoriesPlugin = fp(
  async (app) => {
    const placesRepository = createPlacesRepository(app.db);
    app.decorate('placesRepository', placesRepository);
    app.decorate('usersRepository', createUsersRepository(app.db));
    app.decorate('membershipsRepository', createMembershipsRepository(app.db, placesRepository));
    app.decorate('claimsRepository', createClaimsRepository(app.db, placesRepository));
    app.decorate('mailOutboxRepository', createMailOutboxRepository(app.db));
    app.decorate('reviewsRepository', createReviewsRepository(app.db));
    app.decorate('statsRepository', createStatsRepository(app.db));
    // A 30-day summary does not need to be fresher than a minute; the cache keeps each venue's figures to
    // one aggregate query per minute per replica, whatever the traffic. What changes them at once here (a
    // redemption at the counter) drops the venue's entry.
    app.decorate(
      'statsCache',
      createTtlCache<Stats>({ ttlMs: app.env.STATS_CACHE_SECONDS * 1000, maxEntries: 10_000 }),
    );
    const missionsRepository = createMissionsRepository(app.db);
    app.decorate('missionsRepository', missionsRepository);
    app.decorate('reviewersRepository', createReviewersRepository(app.db));
    // The plan is read when a rule needs it; the billing plugin is registered after this one.
    app.decorate(
      'missions',
      createMissionsService(app.db, (placeId) => app.billing.currentPlan(placeId)),
    );
    app.decorate('redemptions', createRedemptions(app.db, missionsRepository));
    app.decorate('counterLinksRepository', createCounterLinksRepository(app.db));
    app.decorate('reviewCodesRepository', createReviewCodesRepository(app.db));
    app.decorate('reviewReportsRepository', createReviewReportsRepository(app.db));
    app.decorate('repliesRepository', createRepliesRepository(app.db));
    app.decorate('highlightsRepository', createHighlightsRepository(app.db));
    app.decorate('publicReviewsRepository', createPublicReviewsRepository(app.db));
    app.decorate('publicMediaRepository', createPublicMediaRepository(app.db));
    app.decorate('reportRepository', createReportRepository(app.db));
    app.decorate('reportExportsRepository', createReportExportsRepository(app.db));
    app.decorate('jobsRepository', createJobsRepository(app.db));
    app.decorate('billingRepository', createBillingRepository(app.db));
    app.decorate('billingSessionsRepository', createBillingSessionsRepository(app.db));
    app.decorate('notificationsRepository', createNotificationsRepository(app.db));
    app.decorate('captureRepository', createCaptureRepository(app.db));
    app.decorate('guestDataRepository', createGuestDataRepository(app.db));
    app.decorate('webhooksRepository', createWebhooksRepository(app.db));
    app.decorate('activityRepository', createActivityRepository(app.db));
    app.decorate('staffActionsRepository', createStaffActionsRepository(app.db));
  },
  { name: 'repositories', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    placesRepository: PlacesRepository;
    usersRepository: UsersRepository;
    membershipsRepository: MembershipsRepository;
    claimsRepository: ClaimsRepository;
    mailOutboxRepository: MailOutboxRepository;
    reviewsRepository: ReviewsRepository;
    statsRepository: StatsRepository;
    statsCache: TtlCache<Stats>;
    missionsRepository: MissionsRepository;
    reviewersRepository: ReviewersRepository;
    redemptions: Redemptions;
    missions: MissionsService;
    publicReviewsRepository: PublicReviewsRepository;
    publicMediaRepository: PublicMediaRepository;
    counterLinksRepository: CounterLinksRepository;
    reviewCodesRepository: ReviewCodesRepository;
    reviewReportsRepository: ReviewReportsRepository;
    repliesRepository: RepliesRepository;
    highlightsRepository: HighlightsRepository;
    reportRepository: ReportRepository;
    reportExportsRepository: ReportExportsRepository;
    jobsRepository: JobsRepository;
    billingRepository: BillingRepository;
    billingSessionsRepository: BillingSessionsRepository;
    notificationsRepository: NotificationsRepository;
    captureRepository: CaptureRepository;
    guestDataRepository: GuestDataRepository;
    webhooksRepository: WebhooksRepository;
    activityRepository: ActivityRepository;
    staffActionsRepository: StaffActionsRepository;
  }
}
