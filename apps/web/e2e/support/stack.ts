// Ports of the stack that playwright.config.ts starts for the suite; tests that talk to the auth emulator
// directly (to create users quickly) need the same values.
// E2E_APP_PORT and E2E_AUTH_EMULATOR_PORT let two suites run side by side on one machine.
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 8180);
export const AUTH_EMULATOR_PORT = Number(process.env.E2E_AUTH_EMULATOR_PORT ?? 9299);
export const APP_URL = `http://localhost:${APP_PORT}`;
export const AUTH_EMULATOR_URL = `http://127.0.0.1:${AUTH_EMULATOR_PORT}`;
export const EMULATOR_API_KEY = 'demo-api-key';

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_USERS = {
  owner: 'owner@demo.test',
  multi: 'multi@demo.test',
  pending: 'pending@demo.test',
  admin: 'admin@demo.test',
} as const;
