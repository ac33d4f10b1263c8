import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACTIVITY_RETENTION_MONTHS } from '@venues/contracts/team-rules';

/** The activity log's retention: entries older than ACTIVITY_RETENTION_MONTHS go; daily. */
export const ACTIVITY_PURGE_JOB = 'activity.purge';
export const activityPurgePayload = z.object({});

declare module '../jobs/jobs-plugin' {
  interface JobSchemas {
    [ACTIVITY_PURGE_JOB]: typeof activityPurgePayload;
  }
}

/** The first instant that is still kept at `now`: the same day and time, that many months before. */
export function activityKeptSince(now: Date): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - ACTIVITY_RETENTION_MONTHS);
  return since;
}

export function defineActivityJobs(app: FastifyInstance) {
  app.jobs.define(ACTIVITY_PURGE_JOB, activityPurgePayload, async () => {
    const purged = await app.activityRepository.purge(activityKeptSince(new Date()));
    if (purged > 0) app.log.info({ purged }, 'activity entries past their retention purged');
  });
}
