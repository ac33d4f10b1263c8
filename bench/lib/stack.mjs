// Starts `node scripts/start.mjs --fresh` on ports of the benchmark's own and stops it (and everything it
// spawned, such as the auth emulator) again, even when the benchmark fails half-way.
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * @param {{ port: number, authEmulatorPort: number, dataDir: string, readyTimeoutMs?: number }} options
 * @returns {Promise<{ baseUrl: string, stop: () => Promise<void> }>}
 */
export async function startStack({ port, authEmulatorPort, dataDir, readyTimeoutMs = 180_000 }) {
  const child = spawn(process.execPath, ['scripts/start.mjs', '--fresh'], {
    env: {
      ...process.env,
      PORT: String(port),
      AUTH_EMULATOR_PORT: String(authEmulatorPort),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group, so stop() reaches the emulator it spawns too
  });
  let log = '';
  const keep = (chunk) => (log = (log + chunk).slice(-20_000));
  child.stdout.setEncoding('utf8').on('data', keep);
  child.stderr.setEncoding('utf8').on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));

  // start.mjs shuts its children down on SIGINT (the emulator exports its accounts); whatever is left of
  // the process group after that, or after 30 s, is killed.
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      await Promise.race([exited, delay(30_000)]);
    }
    signalGroup(child.pid, 'SIGKILL');
    await exited;
  };

  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`start.mjs exited with ${child.exitCode}:\n${log}`);
    try {
      const response = await fetch(`${baseUrl}/api/ready`);
      if (response.ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await delay(500);
  }
  await stop();
  throw new Error(`The stack was not ready within ${readyTimeoutMs / 1000} s:\n${log}`);
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}
