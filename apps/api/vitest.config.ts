import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    setupFiles: ['test/helpers/worker-setup.ts'],
    // Two test files, two emulators and PostgreSQL share two cores: the event loop stalls for reasons of
    // the machine, not of the API, so the overload check is off here.
    env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', MAX_EVENT_LOOP_DELAY_MS: '0' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: two files at a time, each with its own database.
    maxWorkers: 2,
  },
});
