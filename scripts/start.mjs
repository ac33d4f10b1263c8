// `npm start`: the whole product on one machine, with no account anywhere and no network.
// Auth emulator + API (PGlite, demo data) serving the web build on one origin.
// `npm run dev`: the same, with the Vite dev server in front for hot reload.
// `npm start -- --restore FILE`: first brings a backup (`npm run backup`) back into an empty data folder.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAuthEmulator } from './lib/auth-emulator.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const port = Number(process.env.PORT ?? 8080);
const emulatorPort = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
const webDir = path.join(root, 'apps/web');
// A prebuilt web folder (WEB_DIST_DIR) is served as it is: parallel test runs each build their own.
const webDist = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(webDir, 'dist');
const children = [];
let emulator;
let stopping = false;

/** Restores a backup into the data folder before anything opens it; stops here if it cannot. */
function restore(file) {
  if (!file || file.startsWith('--')) throw new Error('usage: npm start -- --restore FILE');
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/restore.ts', path.resolve(file)],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: dataDir },
    },
  );
  if (result.status !== 0) throw new Error(`the backup ${file} was not restored`);
}

async function main() {
  if (args.has('--fresh')) rmSync(dataDir, { recursive: true, force: true });
  if (args.has('--restore')) restore(process.argv[process.argv.indexOf('--restore') + 1]);
  if (!dev && !process.env.WEB_DIST_DIR && webBuildIsStale()) build();

  emulator = await startAuthEmulator({
    port: emulatorPort,
    dataDir: path.join(dataDir, 'auth'),
    quiet: true,
  });
  log(`auth emulator on ${emulator.url}`);

  const apiPort = dev ? port + 1 : port;
  const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  run('api', process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    PORT: String(apiPort),
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    WEB_DIST_DIR: dev ? '' : webDist,
    SEED_DEMO: 'true',
    // Local mode listens on this machine only: /dev/mailbox shows every sign-in link. HOST=0.0.0.0 opens it
    // to the network, e.g. for a phone on the same Wi-Fi.
    HOST: process.env.HOST ?? '127.0.0.1',
    // The Auth emulator accepts unsigned tokens: the API refuses it under NODE_ENV=production.
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  await waitForReady(`http://127.0.0.1:${apiPort}/api/ready`);
  if (dev) {
    run(
      'web',
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', String(port), '--strictPort'],
      {
        API_PORT: String(apiPort),
      },
      webDir,
    );
  }
  log(
    `Ready on ${publicUrl}  (demo accounts: owner@demo.test, manager@demo.test, team@demo.test, multi@demo.test, pending@demo.test, admin@demo.test; password Demo1234!)`,
  );
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** The build is stale when anything it is made from is newer than it. */
function webBuildIsStale() {
  const built = path.join(webDir, 'dist/index.html');
  // A build from before the server renderer existed lacks dist-server: its pages would all start empty.
  if (!existsSync(built) || !existsSync(path.join(webDir, 'dist-server/render.js'))) return true;
  const sources = Math.max(
    newestMtime(path.join(webDir, 'src')),
    newestMtime(path.join(root, 'packages/contracts/src')),
    statSync(path.join(webDir, 'index.html')).mtimeMs,
    statSync(path.join(webDir, 'vite.config.ts')).mtimeMs,
  );
  return sources > statSync(built).mtimeMs;
}

function build() {
  log('building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@venues/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the web build failed');
}

function run(name, command, commandArgs, env, cwd = root) {
  const child = spawn(command, commandArgs, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    log(`${name} exited (${signal ?? code}); stopping everything`);
    void shutdown(1);
  });
  children.push(child);
}

// Generous: on a 2-core machine that also builds or runs other tests, migrating PGlite and seeding the demo
// data take far longer than on an idle one, and a stack that is merely slow must not fail a test run.
const READY_WITHIN_MS = 300_000;

async function waitForReady(url) {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (stopping) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become ready within ${READY_WITHIN_MS / 1000} s`);
}

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        }),
    ),
  );
  await emulator?.stop();
  process.exit(code);
}

function log(message) {
  console.log(`[start] ${message}`);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown(0));
main().catch((error) => {
  console.error(`[start] ${error instanceof Error ? error.message : error}`);
  void shutdown(1);
});
