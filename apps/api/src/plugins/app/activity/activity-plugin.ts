import fp from 'fastify-plugin';
import { defineActivityJobs, ACTIVITY_PURGE_JOB } from './jobs';

const DAY_MS = 86_400_000;

/** The activity log's upkeep: the daily purge of entries past their retention (./jobs.ts). */
export const activityPlugin = fp(
  async (app) => {
    defineActivityJobs(app);
    app.jobs.every(ACTIVITY_PURGE_JOB, DAY_MS);
  },
  { name: 'activity', dependencies: ['repositories', 'jobs'] },
);
