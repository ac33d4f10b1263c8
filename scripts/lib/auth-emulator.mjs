// Starts the Firebase Auth emulator from firebase-tools as a child process, on ports of our choosing,
// so that `npm start`, the API tests and the end-to-end tests can each run their own without colliding.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

const require = createRequire(import.meta.url);
export const PROJECT_ID = 'demo-venues';

/**
 * @param {{ port?: number, hubPort?: number, loggingPort?: number, dataDir?: string, quiet?: boolean }} options
 *   port 0 picks free ports for the emulator, its hub and its logging, so parallel runs never collide.
 *   dataDir: accounts are imported from and exported to it, so they survive a restart.
 * @returns {Promise<{ url: string, host: string, stop: () => Promise<void> }>}
 */
export async function startAuthEmulator(options = {}) {
  const dynamic = options.port === 0;
  const port = dynamic ? await freePort() : (options.port ?? 9099);
  const hubPort = options.hubPort ?? (dynamic ? await freePort() : port + 1);
  const loggingPort = options.loggingPort ?? (dynamic ? await freePort() : port + 2);
  const host = `127.0.0.1:${port}`;
  const workDir = path.resolve(options.dataDir ?? `.data/emulator-${port}`);
  mkdirSync(workDir, { recursive: true });

  const configPath = path.join(workDir, 'firebase.json');
  writeFileSync(
    configPath,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );

  const exportDir = path.join(workDir, 'export');
  const args = ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', configPath];
  if (options.dataDir) {
    if (existsSync(path.join(exportDir, 'firebase-export-metadata.json'))) args.push('--import', exportDir);
    args.push('--export-on-exit', exportDir);
  }

  const cli = require.resolve('firebase-tools/lib/bin/firebase.js');
  const child = spawn(process.execPath, [cli, ...args], {
    cwd: workDir,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let output = '';
  const collect = (chunk) => {
    output += chunk;
    if (!options.quiet) process.stdout.write(`[auth-emulator] ${chunk}`);
  };
  child.stdout.setEncoding('utf8').on('data', collect);
  child.stderr.setEncoding('utf8').on('data', collect);

  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://${host}`;
  await waitUntilReady(url, exited, () => output);

  return {
    url,
    host,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGINT'); // SIGINT lets --export-on-exit write the accounts.
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url, exited, getOutput) {
  let gone = false;
  void exited.then(() => (gone = true));
  // Generous: a 2-core machine busy with a build or other tests starts it slowly, and slow is not a failure.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The auth emulator exited before it was ready:\n${getOutput()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The auth emulator did not start within 120 s:\n${getOutput()}`);
}
