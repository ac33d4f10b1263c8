import fp from 'fastify-plugin';
import { retentionKinds, retentionRules, type RetentionKind } from '@venues/contracts/retention-rules';
import { JOBS_PURGE_JOB, type RecurringJobName } from './jobs/jobs-plugin';
import { ACTIVITY_PURGE_JOB } from './activity/jobs';
import { DATA_EXPORTS_RETENTION_JOB } from './account/account-jobs';
import { FAILED_REVIEWS_RETENTION_JOB, UPLOADS_RETENTION_JOB } from './capture/jobs';
import { OUTBOX_RETENTION_JOB } from './mail/jobs';
import { defineSessionJobs, SESSION_MARKS_RETENTION_JOB } from './sessions/jobs';
import { WEBHOOK_LOG_RETENTION_JOB } from './webhooks/jobs';

/**
 * The job that enforces each line of the retention table, or null where the data goes with the action
 * that ends it (the withdrawal and the staff's hiding delete a review's files in their own request; an
 * account's deletion deletes and unlinks in its own transaction).
 */
export const retentionJobs = {
  unfinishedUploads: UPLOADS_RETENTION_JOB,
  failedReviews: FAILED_REVIEWS_RETENTION_JOB,
  withdrawnMedia: null,
  webhookLog: WEBHOOK_LOG_RETENTION_JOB,
  mailOutbox: OUTBOX_RETENTION_JOB,
  finishedJobs: JOBS_PURGE_JOB,
  activityLog: ACTIVITY_PURGE_JOB,
  sessionMarks: SESSION_MARKS_RETENTION_JOB,
  dataExports: DATA_EXPORTS_RETENTION_JOB,
  deletedAccounts: null,
} as const satisfies Record<RetentionKind, RecurringJobName | null>;

const HOUR_MS = 3_600_000;

/**
 * Runs every line's job on a schedule: hourly for a retention counted in hours, daily otherwise, so data
 * never outlives its period by more than one run. The session marks' job is defined here, since the auth
 * plugin that owns the marks loads before the queue.
 */
export const retentionPlugin = fp(
  async (app) => {
    defineSessionJobs(app);
    for (const kind of retentionKinds) {
      const job = retentionJobs[kind];
      if (job === null) continue;
      app.jobs.every(job, retentionRules[kind].unit === 'hour' ? HOUR_MS : 24 * HOUR_MS);
    }
  },
  { name: 'retention', dependencies: ['auth', 'jobs', 'mail', 'webhooks', 'activity', 'capture', 'account'] },
);
