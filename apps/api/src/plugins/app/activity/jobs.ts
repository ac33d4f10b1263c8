import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { keptSince } from '@venues/contracts/retention-rules';

/** The activity log's retention: entries older than its retention go. */
export const ACTIVITY_PURGE_JOB = 'activity.purge';
export const activityPurgePayload = z.object({});

declare module '../jobs/jobs-plugin' {
  interface JobSchemas {
    [ACTIVITY_PURGE_JOB]: typeof activityPurgePayload;
  }
}

export function defineActivityJobs(app: FastifyInstance) {
  app.jobs.define(ACTIVITY_PURGE_JOB, activityPurgePayload, async () => {
    const purged = await app.activityRepository.purge(keptSince('activityLog', new Date()));
    if (purged > 0) app.log.info({ purged }, 'activity entries past their retention purged');
  });
}
