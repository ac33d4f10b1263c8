import { SEARCH_RESULTS_MAX } from '@venues/contracts/places';
import { Cleanup, dropDatabase, prepareDatabase, startApi, startBenchAuth } from './lib/bench-stack';
import { runLoad, warmUp, percentile } from './lib/load';
import { machine, markdownTable, ms, parseFlags, warnIfBusy, writeResults } from './lib/report';
import { searchQueries } from './lib/search-queries';
import { seedPlacesSql } from './lib/seed-places';

const DATABASE = 'venues_bench_search';
const PLACES = 100_000;
const CONNECTIONS = 16;
const TARGET_P95_MS = 50;

const flags = parseFlags(process.argv.slice(2));
const seconds = flags.seconds || 20;
const cleanup = new Cleanup();

try {
  const url = await prepareDatabase(DATABASE, seedPlacesSql(PLACES), { reuse: flags.reuse });
  if (!flags.keep) cleanup.add('drop database', () => dropDatabase(DATABASE));
  const queries = await searchQueries(url);

  const auth = await startBenchAuth();
  cleanup.add('auth emulator', auth.stop);
  const { token } = await auth.createUser('bench-search@bench.test');
  const api = await startApi(url, auth);
  cleanup.add('api', api.stop);
  const headers = { authorization: `Bearer ${token}` };
  const paths = queries.map((q) => `/api/places/search?q=${encodeURIComponent(q)}`);

  // Every query must answer 200 with results, or the figures would measure refusals.
  const single: { q: string; results: number; ms: number }[] = [];
  for (const [index, path] of paths.entries()) {
    const times: number[] = [];
    let results = 0;
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      const response = await fetch(`${api.url}${path}`, { headers });
      const body = (await response.json()) as { data?: unknown[] };
      times.push(performance.now() - started);
      if (response.status !== 200 || !body.data) throw new Error(`${path}: ${response.status}`);
      results = body.data.length;
    }
    single.push({
      q: queries[index] ?? '',
      results,
      ms: percentile(
        times.sort((a, b) => a - b),
        50,
      ),
    });
  }

  console.log(`\n${queries.length} queries, ${CONNECTIONS} connections, ${seconds} s (after a 3 s warm-up)`);
  const load = { url: api.url, paths, connections: CONNECTIONS, seconds, headers };
  warnIfBusy();
  const before = machine();
  await warmUp(load);
  const result = await runLoad(load);
  const met = result.p95 < TARGET_P95_MS && result.errors === 0 && result.non2xx === 0;

  console.log(
    `\n${markdownTable(
      ['endpoint', 'req/s', 'p50', 'p95', 'p99', 'max', 'errors', 'non-2xx'],
      [
        [
          'GET /api/places/search',
          result.rps.toFixed(0),
          ms(result.p50),
          ms(result.p95),
          ms(result.p99),
          ms(result.max),
          String(result.errors),
          String(result.non2xx),
        ],
      ],
    )}`,
  );
  const slowest = [...single].sort((a, b) => b.ms - a.ms).slice(0, 8);
  console.log(
    `\nSlowest queries alone (median of 5, one connection):\n${markdownTable(
      ['q', 'results', 'latency'],
      slowest.map((s) => [`\`${s.q}\``, `${s.results}/${SEARCH_RESULTS_MAX}`, ms(s.ms)]),
    )}`,
  );
  console.log(`\np95 ${ms(result.p95)} vs target < ${TARGET_P95_MS} ms: ${met ? 'MET' : 'MISSED'}`);
  const file = writeResults('search', {
    machine: before,
    loadAverageAfter: machine().loadAverage,
    places: PLACES,
    connections: CONNECTIONS,
    seconds,
    target: { p95Ms: TARGET_P95_MS, met },
    result,
    queries: single,
  });
  console.log(`Results written to ${file}`);
  if (!met) process.exitCode = 1;
} finally {
  await cleanup.run();
}
