import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/** The production build of the API, as `npm run build:api` writes it. */
export const SERVER_JS = fileURLToPath(new URL('../../dist/server.js', import.meta.url));

export type Replica = {
  name: string;
  port: number;
  /** The pid of the process running now: the job queue's worker ids start with it. */
  pid: () => number;
  start: () => Promise<void>;
  kill: () => Promise<void>;
  /** SIGTERM, and the time it took to exit (its in-flight requests and jobs finish first). */
  stop: () => Promise<number>;
};

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await delay(100);
  }
  throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
}

export const isHealthy = async (base: string) =>
  (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) })).ok;

/** One API process from the production build; its output goes to `<logDir>/<name>.log`. */
export function replica(name: string, port: number, env: Record<string, string>, logDir: string): Replica {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const log = createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
  const base = `http://127.0.0.1:${port}`;
  return {
    name,
    port,
    pid: () => child?.pid ?? 0,
    async start() {
      const process_ = spawn(process.execPath, [SERVER_JS], {
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = process_;
      process_.stdout?.pipe(log, { end: false });
      process_.stderr?.pipe(log, { end: false });
      exited = new Promise((resolve) => process_.once('exit', () => resolve()));
      await waitFor(
        async () => {
          if (process_.exitCode !== null) throw new Error(`${name} exited with ${process_.exitCode}`);
          return isHealthy(base);
        },
        30_000,
        name,
      );
    },
    async kill() {
      child?.kill('SIGKILL');
      await exited;
    },
    async stop() {
      const started = performance.now();
      if (child && child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      return performance.now() - started;
    },
  };
}

/**
 * The load balancer in front of the replicas. Health checks every 500 ms take a dead replica out after
 * two failures; a request refused by a dead or closing replica is sent again to the other one. Uploads
 * in progress (/api/uploads/{id}) go by a consistent hash of their path, so each upload's requests reach
 * one replica while it is up; everything else goes to the replica with the fewest requests.
 */
export function haproxyConfig(options: {
  port: number;
  replicas: readonly { name: string; port: number }[];
  statsSocket: string;
}): string {
  const servers = options.replicas
    .map(({ name, port }) => `  server ${name} 127.0.0.1:${port} check`)
    .join('\n');
  const backend = (name: string, balance: string[]) =>
    [
      `backend ${name}`,
      ...balance.map((line) => `  ${line}`),
      '  option httpchk GET /api/health',
      '  http-check expect status 200',
      '  default-server inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2',
      '  http-response set-header X-Served-By %[srv_name]',
      servers,
    ].join('\n');
  return `global
  maxconn 4096
  stats socket ${options.statsSocket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  # A busy replica answers its health check slowly; a dead one refuses it at once.
  timeout check 3s
  option forwardfor
  # A request that never reached a live replica goes to another one; so does a read that a replica
  # refused unprocessed (503) or dropped. A write whose replica died may have committed: never resent.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503

frontend api
  bind 127.0.0.1:${options.port}
  http-request disable-l7-retry if !METH_GET
  acl upload_in_progress path_beg /api/uploads/
  use_backend uploads if upload_in_progress
  default_backend replicas

${backend('replicas', ['balance leastconn'])}

${backend('uploads', ['balance uri', 'hash-type consistent'])}
`;
}

export type Haproxy = {
  url: string;
  /** Each server's state (UP, DOWN…) and its current connections, per backend. */
  servers: () => Promise<{ backend: string; server: string; status: string; current: number }[]>;
  /** Waits until the replica is UP in every backend. */
  waitUp: (server: string) => Promise<void>;
  stop: () => Promise<void>;
};

export async function startHaproxy(
  dir: string,
  port: number,
  replicas: readonly Replica[],
): Promise<Haproxy> {
  const statsSocket = path.join(dir, 'haproxy.sock');
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig({ port, replicas, statsSocket }));
  const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;

  const servers = () =>
    new Promise<{ backend: string; server: string; status: string; current: number }[]>((resolve, reject) => {
      const socket = connect(statsSocket);
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('error', reject);
      socket.on('end', () => {
        const rows = text
          .split('\n')
          .filter((line) => line && !line.startsWith('#'))
          .map((line) => line.split(','));
        resolve(
          rows
            .filter((cells) => cells[1] !== 'FRONTEND' && cells[1] !== 'BACKEND')
            .map((cells) => ({
              backend: cells[0] ?? '',
              server: cells[1] ?? '',
              current: Number(cells[4]),
              status: cells[17] ?? '',
            })),
        );
      });
      socket.write('show stat\n');
    });

  await waitFor(() => isHealthy(url), 10_000, 'haproxy');
  const haproxy: Haproxy = {
    url,
    servers,
    async waitUp(server) {
      await waitFor(
        async () => {
          const states = (await servers()).filter((row) => row.server === server);
          return states.length > 0 && states.every((row) => row.status === 'UP');
        },
        20_000,
        `haproxy marking ${server} up`,
      );
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
  for (const { name } of replicas) await haproxy.waitUp(name);
  return haproxy;
}
