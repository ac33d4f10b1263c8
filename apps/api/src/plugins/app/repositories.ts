import fp from 'fastify-plugin';
import { createClaimsRepository, type ClaimsRepository } from './claims/claims-repository';
import { createMailOutboxRepository, type MailOutboxRepository } from './mail/mail-outbox-repository';
import { createPlacesRepository, type PlacesRepository } from './places/places-repository';
import { createUsersRepository, type UsersRepository } from './users/users-repository';
import { createReviewsRepository, type ReviewsRepository } from './reviews/reviews-repository';
import { createStatsRepository, type StatsRepository } from './stats/stats-repository';
import { createMissionsRepository, type MissionsRepository } from './missions/missions-repository';
import {
  createReviewCodesRepository,
  type ReviewCodesRepository,
} from './review-codes/review-codes-repository';
import {
  createReportExportsRepository,
  createReportRepository,
  type ReportExportsRepository,
  type ReportRepository,
} from './report/report-repository';
import {
  createReviewReportsRepository,
  type ReviewReportsRepository,
} from './reviews/review-reports-repository';

/** Routes never write SQL: they call these repositories, which own their queries. */
export const repositoriesPlugin = fp(
  async (app) => {
    const placesRepository = createPlacesRepository(app.db);
    app.decorate('placesRepository', placesRepository);
    app.decorate('usersRepository', createUsersRepository(app.db));
    app.decorate('claimsRepository', createClaimsRepository(app.db, placesRepository));
    app.decorate('mailOutboxRepository', createMailOutboxRepository(app.db));
    app.decorate('reviewsRepository', createReviewsRepository(app.db));
    app.decorate('statsRepository', createStatsRepository(app.db));
    app.decorate('missionsRepository', createMissionsRepository(app.db));
    app.decorate('reviewCodesRepository', createReviewCodesRepository(app.db));
    app.decorate('reviewReportsRepository', createReviewReportsRepository(app.db));
    app.decorate('reportRepository', createReportRepository(app.db));
    app.decorate('reportExportsRepository', createReportExportsRepository(app.db));
  },
  { name: 'repositories', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    placesRepository: PlacesRepository;
    usersRepository: UsersRepository;
    claimsRepository: ClaimsRepository;
    mailOutboxRepository: MailOutboxRepository;
    reviewsRepository: ReviewsRepository;
    statsRepository: StatsRepository;
    missionsRepository: MissionsRepository;
    reviewCodesRepository: ReviewCodesRepository;
    reviewReportsRepository: ReviewReportsRepository;
    reportRepository: ReportRepository;
    reportExportsRepository: ReportExportsRepository;
  }
}
