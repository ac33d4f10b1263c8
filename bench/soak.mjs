// Soak: the embedded default (`node scripts/start.mjs --fresh`: PGlite, the auth emulator, demo data) under
// 200 connections on the reviews route for 60 s, signed in as owner@demo.test, after a 10 s warm-up. It
// reports time-outs, other errors and non-2xx answers apart (each failed request counted once), throughput
// and latency, and the API process's RSS each second.
// Run with `npm run bench:soak`; `--seconds N` changes the soak's length.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { signInThroughApi } from './lib/owner.mjs';
import { startStack } from './lib/stack.mjs';

const STACK = { port: 8380, authEmulatorPort: 9499, dataDir: '.data/soak' };
const OWNER = { email: 'owner@demo.test', password: 'Demo1234!' };
const connectionsFlag = process.argv.indexOf('--connections');
const CONNECTIONS = connectionsFlag > 0 ? Number(process.argv[connectionsFlag + 1]) : 200;
const WARM_UP_SECONDS = 10;
const secondsFlag = process.argv.indexOf('--seconds');
const SECONDS = secondsFlag > 0 ? Number(process.argv[secondsFlag + 1]) : 60;
const TARGETS = { errors: 0, p99Ms: 1000, rssGrowth: 0.1 };
const RESULTS_FILE = 'bench/results/soak.json';

/** The pid of the process listening on the port: the API, which start.mjs runs as a child. */
function listenerPid(port) {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process listens on ${port}`);
  return Number(pid);
}

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
};

/** autocannon's run, with every latency kept for exact percentiles. */
function load(url, path, headers, seconds) {
  const latencies = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `${url}${path}`, connections: CONNECTIONS, duration: seconds, headers, timeout: 10 },
      (error, result) =>
        error ? reject(error) : resolve({ result, latencies: latencies.sort((a, b) => a - b) }),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

// The global limit is per client, and here every connection is one client: it is not what is measured.
process.env.RATE_LIMIT_MAX ??= '100000000';
const stack = await startStack(STACK);
try {
  const { idToken, get } = await signInThroughApi(stack.baseUrl, OWNER);
  const claims = await get('/api/places/claim');
  const placeId = claims.find((claim) => claim.status === 'approved')?.restaurant.id;
  const path = `/api/places/${placeId}/reviews?skip=0&take=10`;
  const headers = { authorization: `Bearer ${idToken}` };
  // The API listens on 127.0.0.1 in local mode; 'localhost' may resolve to ::1 first.
  const target = stack.baseUrl.replace('//localhost:', '//127.0.0.1:');
  const pid = listenerPid(STACK.port);
  const samples = [];
  const sampler = setInterval(() => samples.push({ at: Date.now(), rssMb: rssMb(pid) }), 1000);

  const loadBefore = os.loadavg()[0];
  console.log(`warm-up: ${CONNECTIONS} connections, ${WARM_UP_SECONDS} s on ${path}`);
  await load(target, path, headers, WARM_UP_SECONDS);
  const rssAfterWarmUp = rssMb(pid);
  const soakStart = Date.now();
  console.log(
    `soak: ${CONNECTIONS} connections, ${SECONDS} s (load average ${loadBefore.toFixed(1)} before)`,
  );
  const { result, latencies } = await load(target, path, headers, SECONDS);
  clearInterval(sampler);
  const rssEnd = rssMb(pid);
  const rssMax = Math.max(...samples.filter((s) => s.at >= soakStart).map((s) => s.rssMb), rssEnd);

  // autocannon's `errors` already counts its time-outs: the other failures are what remains of it.
  const otherErrors = result.errors - result.timeouts;
  const unavailable = result.statusCodeStats?.['503']?.count ?? 0;
  const errors = result.errors + result.non2xx;
  const figures = {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    errors,
    timeouts: result.timeouts,
    otherErrors,
    non2xx: result.non2xx,
    unavailable503: unavailable,
    rssAfterWarmUpMb: rssAfterWarmUp,
    rssEndMb: rssEnd,
    rssMaxMb: rssMax,
    rssGrowth: (rssMax - rssAfterWarmUp) / rssAfterWarmUp,
  };
  const verdict = (ok) => (ok ? 'PASS' : 'MISSED');
  console.log(`
| figure | value | target |
|---|---:|---|
| requests | ${figures.requests} | |
| req/s | ${figures.rps.toFixed(0)} | |
| p50 | ${figures.p50} ms | |
| p99 | ${figures.p99} ms | ≤ ${TARGETS.p99Ms} ms: ${verdict(figures.p99 <= TARGETS.p99Ms)} |
| time-outs (no answer in 10 s) | ${result.timeouts} | ${TARGETS.errors}: ${verdict(result.timeouts === 0)} |
| other connection errors | ${otherErrors} | ${TARGETS.errors}: ${verdict(otherErrors === 0)} |
| non-2xx answers (of which 503, shed load) | ${result.non2xx} (${unavailable}) | counted and explained |
| API RSS after warm-up → max → end | ${rssAfterWarmUp.toFixed(0)} → ${rssMax.toFixed(0)} → ${rssEnd.toFixed(0)} MB | growth < 10 %: ${verdict(figures.rssGrowth < TARGETS.rssGrowth)} (${(figures.rssGrowth * 100).toFixed(1)} %) |
| load average (1 min) before → after | ${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)} | |
`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    RESULTS_FILE,
    JSON.stringify(
      { at: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, figures, samples },
      null,
      2,
    ),
  );
  console.log(`Wrote ${RESULTS_FILE}`);
} finally {
  await stack.stop();
}
