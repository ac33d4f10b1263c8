import { defineConfig } from 'vitest/config';

export const TEST_EMULATOR_PORT = 9599;

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    env: {
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${TEST_EMULATOR_PORT}`,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
    },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: two files at a time, each with its own database.
    maxWorkers: 2,
  },
});
