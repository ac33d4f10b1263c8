import fp from 'fastify-plugin';
import { defineActivityJobs } from './jobs';

/** The activity log's upkeep: the purge of entries past their retention (./jobs.ts). */
export const activityPlugin = fp(
  async (app) => {
    defineActivityJobs(app);
  },
  { name: 'activity', dependencies: ['repositories', 'jobs'] },
);
