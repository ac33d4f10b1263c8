import type { FastifyInstance } from 'fastify';
import { keptSince } from '@venues/contracts/retention-rules';
import { z } from 'zod';

/** Session marks past their retention go: no token they could refuse is still valid. */
export const SESSION_MARKS_RETENTION_JOB = 'sessions.retention';
export const sessionMarksRetentionPayload = z.object({});

declare module '../jobs/jobs-plugin' {
  interface JobSchemas {
    [SESSION_MARKS_RETENTION_JOB]: typeof sessionMarksRetentionPayload;
  }
}

export function defineSessionJobs(app: FastifyInstance) {
  app.jobs.define(SESSION_MARKS_RETENTION_JOB, sessionMarksRetentionPayload, async () => {
    await app.sessions.revocations.purge(keptSince('sessionMarks', new Date()));
  });
}
