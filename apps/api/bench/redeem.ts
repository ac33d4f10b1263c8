import { Cleanup, dropDatabase, prepareDatabase, startApi, startBenchAuth } from './lib/bench-stack';
import { passCode, passHoldersSql } from './lib/passes';
import { parseFlags } from './lib/report';
import { startServerProcess } from './lib/server-process';
import { literal } from './lib/sql-text';
import { compareWithBare } from './lib/versus-bare';

/*
 * Redemptions at the counter: POST /api/redeem/passes/{code} on the real API against a bare node:http + pg
 * server running the same transaction. Every request redeems a pass of its own (one visit each), all of
 * one mission, so each waits for the mission's row lock in turn, as a venue's counters would.
 */
const DATABASE = 'venues_bench_redeem';
const VENUE_ID = 'b0000000-0000-4000-8000-000000000002';
const MISSION_ID = 'b0000000-0000-4000-8000-000000000003';
const PASSES = 400_000;
const CONNECTIONS = 16;
const TARGET_RATIO = 0.6;

const flags = parseFlags(process.argv.slice(2));
const seconds = flags.seconds || 10;
const cleanup = new Cleanup();

function seedSql(ownerUid: string): [string, string][] {
  return [
    [
      'venue, owner, claim and mission',
      `insert into users (uid, email, display_name) values (${literal(ownerUid)}, 'bench-owner@bench.test', 'Bench Owner');
      insert into places (id, name, address, average_ticket_cents)
        values ('${VENUE_ID}', 'Trattoria da Benchmark', 'Via Roma 1, Roma', 3000);
      insert into claims (user_uid, place_id, status, ownership_role, company_name, vat, phone_number, pec,
        company_address, decided_at)
      values (${literal(ownerUid)}, '${VENUE_ID}', 'approved', 'owner', 'Benchmark srl', '01234567890',
        '+39 06 1234567', 'pec@bench.test', 'Via Roma 1, 00184 Roma RM', now());
      insert into memberships (place_id, user_uid, role) values ('${VENUE_ID}', ${literal(ownerUid)}, 'owner');
      insert into missions (id, place_id, code, title, description, reward, starts_at, deadline)
        values ('${MISSION_ID}', '${VENUE_ID}', 'benchmission', 'Porta un amico', 'Vieni con un amico',
          'Il dolce offerto', now() - interval '1 day', now() + interval '30 days')`,
    ],
    [`${PASSES.toLocaleString('en')} guests with a pass each`, passHoldersSql(MISSION_ID, VENUE_ID, PASSES)],
    ['vacuum analyze', 'vacuum analyze'],
  ];
}

try {
  const auth = await startBenchAuth();
  cleanup.add('auth emulator', auth.stop);
  const owner = await auth.createUser('bench-owner@bench.test');
  // Every run uses passes up: the database is always made afresh.
  const url = await prepareDatabase(DATABASE, seedSql(owner.uid), { reuse: false });
  if (!flags.keep) cleanup.add('drop database', () => dropDatabase(DATABASE));
  // The counter's routes have a stricter limit of their own; it is out of the way of the load too.
  const api = await startApi(url, auth, { SENSITIVE_RATE_LIMIT_MAX: '1000000000' });
  cleanup.add('api', api.stop);
  const bare = await startServerProcess('serve-bare-redeem', { DATABASE_URL: url, BENCH_UID: owner.uid });
  cleanup.add('bare server', bare.stop);
  const headers = { authorization: `Bearer ${owner.token}` };

  // Four disjoint quarters of the passes: a warm-up and a run for each server, so no pass is redeemed twice.
  const quarter = PASSES / 4;
  const paths = (part: number) =>
    Array.from(
      { length: quarter },
      (_, i) => `/api/redeem/passes/${passCode(part * quarter + i)}?id=${VENUE_ID}`,
    );
  const body = JSON.stringify({ bill_cents: 4200 });

  // Both answer the same redemption the same way.
  const [apiFirst, bareFirst] = await Promise.all(
    [
      [api.url, passCode(quarter - 1)],
      [bare.url, passCode(3 * quarter - 1)],
    ].map(async ([base, code]) => {
      const response = await fetch(`${base}/api/redeem/passes/${code}?id=${VENUE_ID}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      });
      const answer = (await response.json()) as { data: Record<string, unknown> };
      return {
        status: response.status,
        keys: Object.keys(answer.data ?? {}).sort(),
        spend: answer.data?.estimated_spend_cents,
      };
    }),
  );
  if (JSON.stringify(apiFirst) !== JSON.stringify(bareFirst)) {
    throw new Error(
      `the API and the bare server answer differently: ${JSON.stringify([apiFirst, bareFirst])}`,
    );
  }
  console.log(`Both answer 201 with the same redemption fields (${apiFirst?.keys.join(', ')})`);

  console.log(`${CONNECTIONS} connections, ${seconds} s on each server, one pass per request`);
  // Each run redeems passes of its own quarter: a pass redeems once.
  const load = (base: string, part: number) => ({
    url: base,
    connections: CONNECTIONS,
    headers,
    method: 'POST' as const,
    body,
    paths: paths(part),
  });
  await compareWithBare({
    name: 'redeem',
    unit: 'redemptions',
    target: TARGET_RATIO,
    seconds,
    api: { warm: load(api.url, 0), measured: load(api.url, 1) },
    bare: { warm: load(bare.url, 2), measured: load(bare.url, 3) },
    facts: { passes: PASSES, connections: CONNECTIONS },
  });
} finally {
  await cleanup.run();
}
