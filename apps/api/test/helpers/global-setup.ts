import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../../../../scripts/lib/auth-emulator.mjs';

/** One real Firebase Auth emulator for the whole API test run, on free ports. */
export default async function setup(project: TestProject) {
  const emulator = await startAuthEmulator({ port: 0, quiet: true });
  project.provide('authEmulatorHost', emulator.host);
  return () => emulator.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}
