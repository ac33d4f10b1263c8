import { startAuthEmulator } from '../../../../scripts/lib/auth-emulator.mjs';
import { TEST_EMULATOR_PORT } from '../../vitest.config';

/** One real Firebase Auth emulator for the whole API test run. */
export default async function setup() {
  const emulator = await startAuthEmulator({ port: TEST_EMULATOR_PORT, quiet: true });
  return () => emulator.stop();
}
