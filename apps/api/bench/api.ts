import { deepStrictEqual } from 'node:assert';
import { Cleanup, dropDatabase, prepareDatabase, startApi, startBenchAuth } from './lib/bench-stack';
import { BENCH_REPORT_PERIODS, captureStatements } from './lib/captured-sql';
import { runLoad, warmUp, type LoadResult } from './lib/load';
import { machine, markdownTable, ms, parseFlags, warnIfBusy, writeResults } from './lib/report';
import { SEED, VENUE_ID, seedReviewsSql } from './lib/seed-reviews';
import { startServerProcess } from './lib/server-process';
import { createDatabase } from '../src/db/client';
import { createReportRepository } from '../src/plugins/app/report/report-repository';
import { renderReportPdf } from '../src/plugins/app/report/report-pdf';

const DATABASE = 'venues_bench_api';
const CONNECTIONS = 64;
const REPORT_CONNECTIONS = 16;
const TARGETS = {
  reviewsP99Ms: 25,
  statsP99Ms: 20,
  throughputRatio: 0.6,
  report365P99Ms: 100,
  reportThroughputRatio: 0.8,
  pdfMs: 2000,
};
type Endpoint = { name: string; path: string; p99?: number; ratio: number; connections: number };
const ENDPOINTS: Endpoint[] = [
  // The first page; a later one is the same index seek from the cursor's position.
  {
    name: 'reviews first page',
    path: `/api/places/${VENUE_ID}/reviews?take=10`,
    p99: TARGETS.reviewsP99Ms,
    ratio: TARGETS.throughputRatio,
    connections: CONNECTIONS,
  },
  {
    name: 'stats',
    path: `/api/places/stats?id=${VENUE_ID}`,
    p99: TARGETS.statsP99Ms,
    ratio: TARGETS.throughputRatio,
    connections: CONNECTIONS,
  },
  // The report: 30 days by day, 365 days by week (issue 9's targets are for 365 days).
  ...BENCH_REPORT_PERIODS.map((period) => ({
    name: `report ${period} days`,
    path: `/api/places/${VENUE_ID}/report?period=${period}`,
    p99: period === 365 ? TARGETS.report365P99Ms : undefined,
    ratio: TARGETS.reportThroughputRatio,
    connections: REPORT_CONNECTIONS,
  })),
];
/** BENCH_ONLY=report runs the endpoints whose name starts so. */
const selected = ENDPOINTS.filter((endpoint) => endpoint.name.startsWith(process.env.BENCH_ONLY ?? ''));

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
  for (const endpoint of selected) {
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
  for (const endpoint of selected) {
    const run = async (base: string) => {
      const load = { url: base, paths: [endpoint.path], connections: endpoint.connections, seconds, headers };
      await warmUp(load);
      return runLoad(load);
    };
    console.log(
      `${endpoint.name}: ${endpoint.connections} connections, ${seconds} s each on the API and the bare server`,
    );
    results.push({ endpoint: endpoint.name, api: await run(api.url), bare: await run(bare.url) });
  }

  const rows = results.flatMap(({ endpoint, api: a, bare: b }) => {
    const { p99: target, ratio: ratioTarget } = ENDPOINTS.find((e) => e.name === endpoint) ?? { ratio: 0 };
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
        `${ratio.toFixed(2)} (≥ ${ratioTarget}: ${ratio >= ratioTarget ? 'met' : 'MISSED'})`,
        target === undefined ? 'none' : `≤ ${target} ms: ${a.p99 <= target ? 'met' : 'MISSED'}`,
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
  const pdf = await measurePdf(url);
  console.log(
    `\nPDF report, 365 days (query and render, ${pdf.runs.length} runs): median ${ms(pdf.median)}, max ${ms(pdf.max)}, ${(pdf.bytes / 1000).toFixed(0)} KB; target ≤ ${TARGETS.pdfMs} ms: ${pdf.max <= TARGETS.pdfMs ? 'met' : 'MISSED'}`,
  );
  const file = writeResults('api', {
    pdf,
    machine: before,
    loadAverageAfter: machine().loadAverage,
    seed: SEED,
    connections: Object.fromEntries(selected.map((endpoint) => [endpoint.name, endpoint.connections])),
    seconds,
    targets: TARGETS,
    statements,
    results,
  });
  console.log(`Results written to ${file}`);
} finally {
  await cleanup.run();
}

/** The 365-day PDF of the benchmark venue as the route makes it: the report's SQL, then pdfkit. */
async function measurePdf(url: string) {
  const database = createDatabase({ url, dataDir: '' });
  const repository = createReportRepository(database.db);
  const runs: number[] = [];
  let bytes = 0;
  try {
    for (let run = 0; run < 11; run++) {
      const started = performance.now();
      const pdf = await renderReportPdf({
        report: await repository.report(VENUE_ID, 365),
        venueName: 'Trattoria da Benchmark',
        language: 'it',
        generatedAt: new Date(),
      });
      // The first run warms the connection and the JIT.
      if (run > 0) runs.push(performance.now() - started);
      bytes = pdf.length;
    }
  } finally {
    await database.close();
  }
  const sorted = [...runs].sort((a, b) => a - b);
  return { runs, median: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted.at(-1) ?? 0, bytes };
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
  await client.query(`update memberships set user_uid = $1 where place_id = $2 and role = 'owner'`, [
    uid,
    VENUE_ID,
  ]);
  await client.end();
}
