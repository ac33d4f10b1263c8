import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACTIVITY_RETENTION_MONTHS } from '@venues/contracts/team-rules';

/** The activity log's retention: entries older than ACTIVITY_RETENTION_MONTHS go; daily. */
export const PURGE_JOB = 'activity.purge';
export const purgeJobPayload = z.object({});

/** The first instant that is still kept at `now`: the same day and time, that many months before. */
export function activityKeptSince(now: Date): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - ACTIVITY_RETENTION_MONTHS);
  return since;
}

export function defineActivityJobs(app: FastifyInstance) {
  app.jobs.define(PURGE_JOB, purgeJobPayload, async () => {
    const purged = await app.activityRepository.purge(activityKeptSince(new Date()));
    if (purged > 0) app.log.info({ purged }, 'activity entries past their retention purged');
  });
}
