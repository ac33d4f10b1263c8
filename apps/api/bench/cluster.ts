import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { Cleanup, dropDatabase, prepareDatabase, startBenchAuth } from './lib/bench-stack';
import { guestToken } from './lib/auth';
import { capture, Client, firstRefusals, type Sample } from './lib/cluster-client';
import { clusterDb } from './lib/cluster-db';
import { byKind, byPhase, kindTable, phaseTable, type Phase } from './lib/cluster-report';
import { clusterSeed, MISSION_CODE, REVIEW_CODE, VENUE_ID } from './lib/cluster-seed';
import { replica, SERVER_JS, startHaproxy } from './lib/cluster-stack';
import { passCode } from './lib/passes';
import { machine, markdownTable, parseFlags, warnIfBusy, writeResults } from './lib/report';

/*
 * The production shape on one machine: two API replicas from the production build on one PostgreSQL and
 * one Redis, behind HAProxy, sharing one DATA_DIR. A mixed load runs for 90 s while one replica is killed
 * (SIGKILL at 30 s, started again at 50 s) and then both are restarted in turn (SIGTERM at 70 s). At the
 * end every accepted write must be in the database and every job finished. `npm run bench:cluster`.
 */
const DATABASE = 'venues_bench_cluster';
const REDIS_URL = 'redis://127.0.0.1:6379/3';
const LB_PORT = 8600;
const SCHEDULE = { killAt: 30, restartAt: 50, rollingAt: 70, endAt: 90 };
const LOOPS = { dashboard: 40, public: 40, redeem: 16, capture: 4 };
/** Requests per minute per client on the capture routes: the burst below must meet it across replicas. */
const CAPTURE_LIMIT = 120;
/** Public pages are read by many guests, a few pages each: one address per this many requests. */
const GUEST_REQUESTS = 20;
const VIDEO = readFileSync(fileURLToPath(new URL('../assets/demo-videos/clip-1.mp4', import.meta.url)));

const flags = parseFlags(process.argv.slice(2));
const cleanup = new Cleanup();
warnIfBusy();
try {
  if (!existsSync(SERVER_JS)) throw new Error(`${SERVER_JS} is missing: run npm run build:api first`);
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  await redis.quit();

  const auth = await startBenchAuth();
  cleanup.add('auth emulator', auth.stop);
  const owner = await auth.createUser('cluster-owner@bench.test');
  const url = await prepareDatabase(DATABASE, clusterSeed(owner.uid), { reuse: false });
  if (!flags.keep) cleanup.add('drop database', () => dropDatabase(DATABASE));
  const slug = await (async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ slug: string }>('select slug from places where id = $1', [
      VENUE_ID,
    ]);
    await client.end();
    return rows[0]?.slug ?? '';
  })();

  const work = mkdtempSync(path.join(os.tmpdir(), 'venues-bench-cluster-'));
  if (!flags.keep) cleanup.add('work folder', async () => rmSync(work, { recursive: true, force: true }));
  const env = {
    NODE_ENV: 'development',
    DATABASE_URL: url,
    REDIS_URL,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(work, 'data'),
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    PUBLIC_URL: `http://127.0.0.1:${LB_PORT}`,
    // Longer than HAProxy takes to see a failing health check (two checks, 500 ms apart, then 250 ms).
    SHUTDOWN_DRAIN_MS: '2000',
    // The load's counters and dashboards run far above a person's pace; the capture limit stays as shipped.
    RATE_LIMIT_MAX: '1000000000',
    SENSITIVE_RATE_LIMIT_MAX: '1000000000',
    CAPTURE_RATE_LIMIT_MAX: String(CAPTURE_LIMIT),
  };
  const replicas = [replica('api1', 8601, env, work), replica('api2', 8602, env, work)];
  const workerNames = new Map<string, string>();
  const start = async (index: number) => {
    const target = replicas[index]!;
    await target.start();
    workerNames.set(String(target.pid()), target.name);
  };
  for (const [index, target] of replicas.entries()) {
    await start(index);
    cleanup.add(target.name, async () => void (await target.stop()));
  }
  const haproxy = await startHaproxy(work, LB_PORT, replicas);
  cleanup.add('haproxy', () => haproxy.stop());
  const db = clusterDb(url);
  cleanup.add('database watcher', () => db.close());
  console.log(`Cluster up: HAProxy ${haproxy.url} → api1 :8601, api2 :8602; logs in ${work}`);

  const samples: Sample[] = [];
  const base = new URL(haproxy.url);
  let clients = 0;
  const newClient = () => {
    clients += 1;
    return new Client(
      base,
      `127.${1 + Math.floor(clients / 62_500)}.${1 + (Math.floor(clients / 250) % 250)}.${1 + (clients % 250)}`,
      samples,
    );
  };
  const owners = { authorization: `Bearer ${owner.token}` };
  let running = true;

  /** A loop of requests on one connection; with `guests`, a new client every so many, as guests come and go. */
  const loop = async (body: (client: Client, turn: number) => Promise<void>, guests?: number) => {
    let client = newClient();
    for (let turn = 0; running; turn += 1) {
      if (guests && turn > 0 && turn % guests === 0) {
        client.close();
        client = newClient();
      }
      await body(client, turn);
    }
    client.close();
  };
  const dashboard = [
    ['summary', `/api/places/stats?id=${VENUE_ID}`],
    ['reviews', `/api/places/${VENUE_ID}/reviews?take=10`],
    ['report', `/api/places/${VENUE_ID}/report?period=30`],
  ] as const;
  const pages = [
    ['wall', `/api/public/venues/${slug}/reviews?limit=12`],
    ['mission', `/api/missions/${MISSION_CODE}`],
  ] as const;
  const redemptions = new Map<string, number>();
  let nextPass = 0;
  const captures: NonNullable<Awaited<ReturnType<typeof capture>>>[] = [];

  const t0 = Date.now();
  const loops = [
    ...Array.from({ length: LOOPS.dashboard }, (_, i) =>
      loop(async (client, turn) => {
        const [kind, target] = dashboard[(i + turn) % dashboard.length]!;
        await client.send(kind, 'GET', target, { headers: owners });
      }),
    ),
    ...Array.from({ length: LOOPS.public }, (_, i) =>
      loop(async (client, turn) => {
        const [kind, target] = pages[(i + turn) % pages.length]!;
        await client.send(kind, 'GET', target);
      }, GUEST_REQUESTS),
    ),
    ...Array.from({ length: LOOPS.redeem }, () =>
      loop(async (client) => {
        const code = passCode(nextPass++);
        const answer = await client.send('redeem', 'POST', `/api/redeem/passes/${code}?id=${VENUE_ID}`, {
          headers: { ...owners, 'content-type': 'application/json' },
          body: JSON.stringify({ bill_cents: 4200 }),
        });
        redemptions.set(code, answer.status);
      }),
    ),
    ...Array.from({ length: LOOPS.capture }, () =>
      loop(async (client) => {
        const done = await capture(client, await guestToken(auth.host), REVIEW_CODE, VIDEO);
        if (done) captures.push(done);
        await delay(2000);
      }),
    ),
  ];

  const at = (seconds: number) => delay(Math.max(0, t0 + seconds * 1000 - Date.now()));
  const log = (what: string) => console.log(`${((Date.now() - t0) / 1000).toFixed(1)} s: ${what}`);
  const victim = replicas[0]!;

  await at(SCHEDULE.killAt);
  const killedPid = victim.pid();
  const inFlightAtKill = (await haproxy.servers())
    .filter((row) => row.server === victim.name)
    .reduce((sum, row) => sum + row.current, 0);
  // The kill's phase starts before the signal: the requests it breaks end around the same moment.
  const killedAt = Date.now();
  await victim.kill();
  const held = await db.heldBy(killedPid);
  log(
    `SIGKILL ${victim.name} (pid ${killedPid}, ${inFlightAtKill} requests in flight, ${held.length} jobs held)`,
  );

  await at(SCHEDULE.restartAt);
  await start(0);
  await haproxy.waitUp(victim.name);
  const backAt = Date.now();
  log(`${victim.name} started again and UP in HAProxy`);

  await at(SCHEDULE.rollingAt);
  const rollingFrom = Date.now();
  const stopMs: Record<string, number> = {};
  for (const [index, target] of replicas.entries()) {
    stopMs[target.name] = await target.stop();
    log(`SIGTERM ${target.name}: exited after ${(stopMs[target.name]! / 1000).toFixed(1)} s`);
    await start(index);
    await haproxy.waitUp(target.name);
    log(`${target.name} UP again`);
  }
  const rollingTo = Date.now();
  await at(SCHEDULE.endAt);
  running = false;
  await Promise.all(loops);
  const endedAt = Date.now();
  log(`load stopped (${clients} clients)`);

  // The shared rate limit: one client's burst on a capture route, through HAProxy to both replicas.
  const burst: Sample[] = [];
  const burstClients = Array.from({ length: 8 }, () => new Client(base, '127.0.0.250', burst));
  await Promise.all(
    burstClients.map(async (client) => {
      for (let i = 0; i < (CAPTURE_LIMIT * 1.5) / burstClients.length; i += 1)
        await client.send('burst', 'GET', `/api/capture/${REVIEW_CODE}`);
      client.close();
    }),
  );
  const burstAllowed = burst.filter((s) => s.status === 200);
  const burstServers = [...new Set(burstAllowed.map((s) => s.server))].sort();
  const burstLimited = burst.filter((s) => s.status === 429).length;

  // The killed replica's jobs come back once their leases run out; then every job must finish.
  const lastLease = Math.max(endedAt, ...held.map((job) => new Date(job.locked_until).getTime()));
  const jobCounts = await db.waitForJobs(lastLease + 60_000);
  const heldAfter = await db.jobs(held.map((job) => job.id));
  const waitedForJobsMs = Date.now() - endedAt;

  const accepted = [...redemptions].filter(([, status]) => status === 201).map(([code]) => code);
  const withVisit = await db.redeemedWithVisit([...redemptions.keys()]);
  const lostRedemptions = accepted.filter((code) => !withVisit.has(code));
  const unanswered = [...redemptions].filter(([, status]) => status !== 201);
  const unansweredCommitted = unanswered.filter(([code]) => withVisit.has(code)).length;
  const acceptedCaptures = captures.filter((c) => c.accepted);
  const statuses = await db.reviewStatuses(acceptedCaptures.map((c) => c.reviewId));
  const lostCaptures = acceptedCaptures.filter((c) => statuses.get(c.reviewId) !== 'published');
  const processedElsewhere = acceptedCaptures.filter((c) => {
    const workers = [...(db.processedBy.get(c.reviewId) ?? [])];
    return workers.some((worker) => workerNames.get(worker.split('-')[0]!) !== c.server);
  }).length;

  const phases: Phase[] = [
    { name: 'both up', from: t0, to: killedAt },
    { name: `${victim.name} killed`, from: killedAt, to: backAt },
    { name: `${victim.name} back`, from: backAt, to: rollingFrom },
    { name: 'rolling restart', from: rollingFrom, to: rollingTo },
    { name: 'after', from: rollingTo, to: endedAt + 1 },
  ];
  const phaseRows = byPhase(samples, phases);
  const kindRows = byKind(samples);
  const killErrors = phaseRows[1]!.errors;
  const rollingErrors = phaseRows[3]!.errors;
  const jobsOpen = (jobCounts.queued ?? 0) + (jobCounts.running ?? 0) + (jobCounts.failed ?? 0);
  const heldDone = heldAfter.filter((job) => job.status === 'done' && job.attempts >= 2).length;
  const targets = [
    ['accepted writes lost', String(lostRedemptions.length + lostCaptures.length), '0'],
    ['errors during the rolling restart', String(rollingErrors), '0'],
    ['errors while a replica was dead', String(killErrors), `≤ ${inFlightAtKill} (in flight on it)`],
    ['jobs not finished (queued, running, failed)', String(jobsOpen), '0'],
    ['jobs held by the killed replica, finished', `${heldDone} of ${held.length}`, `${held.length}`],
    [
      'capture burst from one client, allowed',
      `${burstAllowed.length} by ${burstServers.join('+')}`,
      `${CAPTURE_LIMIT}`,
    ],
  ];
  const pass = [
    lostRedemptions.length + lostCaptures.length === 0,
    rollingErrors === 0,
    killErrors <= inFlightAtKill,
    jobsOpen === 0,
    heldDone === held.length,
    burstAllowed.length === CAPTURE_LIMIT && burstServers.length === 2,
  ];

  console.log(`\n${phaseTable(phaseRows)}\n\n${kindTable(kindRows)}\n`);
  for (const row of phaseRows)
    if (Object.keys(row.failures).length) console.log(`${row.phase}: ${JSON.stringify(row.failures)}`);
  for (const [key, body] of firstRefusals) console.log(`first ${key}: ${body.slice(0, 160)}`);
  console.log(`
| figure | value |
|---|---|
| redemptions answered 201 | ${accepted.length} (of ${redemptions.size}) |
| redemptions not answered 201 whose visit committed anyway | ${unansweredCommitted} of ${unanswered.length} |
| captures accepted (upload complete) | ${acceptedCaptures.length}, ${acceptedCaptures.filter((c) => c.resumes > 0).length} resumed |
| captures processed by the other replica than the one that took the upload | ${processedElsewhere} |
| jobs by status at the end | ${JSON.stringify(jobCounts)} (waited ${(waitedForJobsMs / 1000).toFixed(0)} s) |
| jobs held by the killed replica | ${heldAfter.map((job) => `${job.name} ${job.status} after ${job.attempts} attempts`).join('; ') || 'none'} |
| burst: 429s | ${burstLimited} |
| SIGTERM to exit | ${Object.entries(stopMs)
    .map(([name, value]) => `${name} ${(value / 1000).toFixed(1)} s`)
    .join(', ')} |
`);
  console.log(
    markdownTable(
      ['target', 'measured', 'wanted', 'result'],
      targets.map((row, i) => [...row, pass[i] ? 'PASS' : 'MISS']),
    ),
  );
  const after = machine();
  console.log(`load average after: ${after.loadAverage.join(' / ')}`);
  const file = writeResults('cluster', {
    machine: machine(),
    loadAfter: after.loadAverage,
    schedule: SCHEDULE,
    loops: LOOPS,
    phases: phaseRows,
    kinds: kindRows,
    inFlightAtKill,
    held: heldAfter,
    redemptions: {
      total: redemptions.size,
      accepted: accepted.length,
      lost: lostRedemptions,
      unansweredCommitted,
    },
    captures: { accepted: acceptedCaptures.length, lost: lostCaptures, processedElsewhere },
    jobs: jobCounts,
    burst: { allowed: burstAllowed.length, limited: burstLimited, servers: burstServers },
    stopMs,
    targets: targets.map((row, i) => ({ target: row[0], measured: row[1], pass: pass[i] })),
  });
  console.log(`Raw results: ${file}`);
  if (pass.includes(false)) process.exitCode = 1;
} finally {
  await cleanup.run();
}
