import { deepStrictEqual } from 'node:assert';
import { Cleanup, dropDatabase, prepareDatabase, startApi, startBenchAuth } from './lib/bench-stack';
import { captureStatements } from './lib/captured-sql';
import { runLoad, warmUp, type LoadResult } from './lib/load';
import { machine, markdownTable, ms, parseFlags, warnIfBusy, writeResults } from './lib/report';
import { SEED, VENUE_ID, seedReviewsSql } from './lib/seed-reviews';
import { startServerProcess } from './lib/server-process';

const DATABASE = 'venues_bench_api';
const CONNECTIONS = 64;
const TARGETS = { reviewsP99Ms: 25, statsP99Ms: 20, throughputRatio: 0.6 };
const ENDPOINTS = [
  {
    name: 'reviews skip=0',
    path: `/api/places/${VENUE_ID}/reviews?skip=0&take=10`,
    p99: TARGETS.reviewsP99Ms,
  },
  {
    name: 'reviews skip=1000',
    path: `/api/places/${VENUE_ID}/reviews?skip=1000&take=10`,
    p99: TARGETS.reviewsP99Ms,
  },
  { name: 'stats', path: `/api/places/stats?id=${VENUE_ID}`, p99: TARGETS.statsP99Ms },
];

const flags = parseFlags(process.argv.slice(2));
const seconds = flags.seconds || 10;
const cleanup = new Cleanup();

/** Signed video URLs carry an expiry, which moves with the clock: everything else must match. */
const comparable = (body: unknown) =>
  JSON.parse(JSON.stringify(body).replace(/expires=\d+&signature=[\w-]+/g, 'SIGNED')) as unknown;

try {
  const auth = await startBenchAuth();
  cleanup.add('auth emulator', auth.stop);
  // The emulator is new on each run, so the owner (and its uid) is too: the claim is rewritten below.
  const owner = await auth.createUser('bench-owner@bench.test');
  const url = await prepareDatabase(DATABASE, seedReviewsSql(owner.uid), { reuse: flags.reuse });
  if (!flags.keep) cleanup.add('drop database', () => dropDatabase(DATABASE));
  if (flags.reuse) await reassignOwner(url, owner.uid);

  const statements = await captureStatements(url);
  const api = await startApi(url, auth);
  cleanup.add('api', api.stop);
  const bare = await startServerProcess('serve-bare', {
    DATABASE_URL: url,
    BENCH_UID: owner.uid,
    BENCH_STATEMENTS: JSON.stringify(statements),
  });
  cleanup.add('bare server', bare.stop);
  const headers = { authorization: `Bearer ${owner.token}` };

  // Both must give the same full answer, or the comparison would be meaningless.
  for (const endpoint of ENDPOINTS) {
    const [fromApi, fromBare] = await Promise.all(
      [api.url, bare.url].map(async (base) => {
        const response = await fetch(`${base}${endpoint.path}`, { headers });
        if (response.status !== 200) throw new Error(`${base}${endpoint.path}: ${response.status}`);
        return comparable(await response.json());
      }),
    );
    deepStrictEqual(fromBare, fromApi, `${endpoint.name}: the bare server's JSON differs from the API's`);
    const size = (fromApi as { data: unknown }).data;
    console.log(
      `${endpoint.name}: same JSON on both (${Array.isArray(size) ? `${size.length} reviews` : 'stats'})`,
    );
  }

  warnIfBusy();
  const before = machine();
  const results: { endpoint: string; api: LoadResult; bare: LoadResult }[] = [];
  for (const endpoint of ENDPOINTS) {
    const run = async (base: string) => {
      const load = { url: base, paths: [endpoint.path], connections: CONNECTIONS, seconds, headers };
      await warmUp(load);
      return runLoad(load);
    };
    console.log(
      `${endpoint.name}: ${CONNECTIONS} connections, ${seconds} s each on the API and the bare server`,
    );
    results.push({ endpoint: endpoint.name, api: await run(api.url), bare: await run(bare.url) });
  }

  const rows = results.flatMap(({ endpoint, api: a, bare: b }) => {
    const target = ENDPOINTS.find((e) => e.name === endpoint)?.p99 ?? 0;
    const ratio = a.rps / b.rps;
    const line = (server: string, r: LoadResult, extra: string[]) => [
      endpoint,
      server,
      r.rps.toFixed(0),
      ms(r.p50),
      ms(r.p99),
      String(r.errors + r.non2xx),
      ...extra,
    ];
    return [
      line('API', a, [
        `${ratio.toFixed(2)} (≥ ${TARGETS.throughputRatio}: ${ratio >= TARGETS.throughputRatio ? 'met' : 'MISSED'})`,
        `≤ ${target} ms: ${a.p99 <= target ? 'met' : 'MISSED'}`,
      ]),
      line('bare', b, ['', '']),
    ];
  });
  console.log(
    `\n${markdownTable(['endpoint', 'server', 'req/s', 'p50', 'p99', 'errors', 'API/bare req/s', 'p99 target'], rows)}`,
  );
  const failures = results.filter((r) => r.api.errors + r.api.non2xx + r.bare.errors + r.bare.non2xx > 0);
  if (failures.length > 0)
    console.log(`\nErrors or non-2xx answers in: ${failures.map((f) => f.endpoint).join(', ')}`);
  const file = writeResults('api', {
    machine: before,
    loadAverageAfter: machine().loadAverage,
    seed: SEED,
    connections: CONNECTIONS,
    seconds,
    targets: TARGETS,
    statements,
    results,
  });
  console.log(`Results written to ${file}`);
} finally {
  await cleanup.run();
}

/** A reused database keeps the claim of a previous run's owner; the new emulator account takes it over. */
async function reassignOwner(url: string, uid: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    `insert into users (uid, email) values ($1, 'bench-owner-' || $1 || '@bench.test') on conflict do nothing`,
    [uid],
  );
  await client.query(`update claims set user_uid = $1 where place_id = $2 and status = 'approved'`, [
    uid,
    VENUE_ID,
  ]);
  await client.end();
}
