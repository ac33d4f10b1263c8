import { defineConfig, devices } from '@playwright/test';
import { APP_PORT as PORT, AUTH_EMULATOR_PORT } from './apps/web/e2e/support/stack';

// The suite owns a whole stack (API + web build + auth emulator) on ports of its own, so it never
// collides with `npm start` (8080/9099) or the web benchmark (8280/9399).

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // A synthetic camera and microphone, granted without a prompt: the guests' capture page records.
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
};

export default defineConfig({
  testDir: 'apps/web/e2e',
  // Per port, so that parallel runs do not wipe each other's traces.
  outputDir: `test-results/e2e-artifacts-${PORT}`,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 90_000,
  // Generous: the 2-core machine often runs the API tests or a build next to this suite.
  expect: { timeout: 15_000 },
  // CI retries a failed test once; the flaky reporter names every test that passed only on its retry, and
  // .ci/run fails when more than one did (scripts/e2e-flaky-check.mjs, decision 0024).
  reporter: [
    ['list'],
    ['json', { outputFile: `test-results/e2e-${PORT}.json` }],
    ['./apps/web/e2e/support/flaky-reporter.ts', { outputFile: `test-results/e2e-${PORT}-summary.json` }],
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'en-US',
    // Screens hold still before they are measured: the app's animations last 1 ms under reduced motion.
    // Contexts that specs open themselves (browser.newContext) get these options too.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // One project, in any order: a test that changes an owner's password, plan or reviews gets an owner and
  // a venue of its own (apps/web/e2e/support/owners.ts), so no test waits for, or hides behind, another.
  projects: [{ name: 'chromium', use: chromium }],
  webServer: {
    command: 'node scripts/start.mjs --fresh',
    url: `http://localhost:${PORT}/api/ready`,
    env: {
      PORT: String(PORT),
      AUTH_EMULATOR_PORT: String(AUTH_EMULATOR_PORT),
      DATA_DIR: `.data/e2e-${PORT}`,
      // A prebuilt web folder of this run's own, when given; else start.mjs serves apps/web/dist.
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
    // The auth emulator's wait (120 s) and the API's (300 s, migrations and the demo seed) in
    // scripts/start.mjs, and a margin: a loaded 2-core machine is slow, and slow is not a failure.
    timeout: 480_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGINT lets the emulator export its accounts and the API close PGlite cleanly.
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
  },
});
