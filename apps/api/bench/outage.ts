import { createServer, connect, type Server, type Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { Cleanup, dropDatabase, prepareDatabase, startApi, startBenchAuth } from './lib/bench-stack';
import { literal } from './lib/sql-text';
import { machine, markdownTable, writeResults } from './lib/report';

/**
 * A database outage under load (issue 10, defect 3): the real API on the server PostgreSQL through a TCP
 * proxy that this script cuts for 30 s. Readers page the reviews and writers create missions all along;
 * a writer retries a refused write with the same title until it is accepted. At the end every accepted
 * write must be in the database. Run with `npm run bench:outage` (needs the PostgreSQL at 127.0.0.1:5432).
 */
const DATABASE = 'venues_bench_outage';
const PLACE_ID = 'b0000000-0000-4000-8000-00000000000a';
const PHASES = { beforeSeconds: 10, outageSeconds: 30, afterSeconds: 20 };
const READERS = 8;
const WRITERS = 2;

/** A TCP proxy to PostgreSQL that can drop every connection and refuse new ones. */
function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let down = false;
  const server: Server = createServer((client) => {
    if (down) return client.destroy();
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  return new Promise<{ port: number; cut: () => void; restore: () => void; stop: () => Promise<void> }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        resolve({
          port: typeof address === 'object' && address ? address.port : 0,
          cut() {
            down = true;
            for (const socket of sockets) socket.destroy();
          },
          restore() {
            down = false;
          },
          stop: () =>
            new Promise((done) => {
              for (const socket of sockets) socket.destroy();
              server.close(() => done());
            }),
        });
      });
    },
  );
}

type Sample = { at: number; status: number; kind: 'read' | 'write'; retryAfter: string | null };

const cleanup = new Cleanup();
try {
  const auth = await startBenchAuth();
  cleanup.add('auth emulator', auth.stop);
  const staff = await auth.createUser('outage-staff@bench.test', { admin: true });
  const url = await prepareDatabase(
    DATABASE,
    [
      [
        'a venue with reviews, and the staff account',
        `insert into places (id, name, address) values ('${PLACE_ID}', 'Osteria del Blackout', 'Via Roma 2, Roma');
         insert into users (uid, email, is_admin) values (${literal(staff.uid)}, 'outage-staff@bench.test', true);
         insert into reviewers (id, display_name) values ('c0000000-0000-4000-8000-00000000000a', 'Lucia');
         insert into reviews (place_id, reviewer_id, title, description, rating_overall, created_at)
         select '${PLACE_ID}', 'c0000000-0000-4000-8000-00000000000a', 'Recensione ' || g, 'Testo', 1 + g % 5,
           now() - g * interval '1 hour' from generate_series(1, 200) g`,
      ],
    ],
    { reuse: false },
  );
  cleanup.add('drop database', () => dropDatabase(DATABASE));

  const database = new URL(url);
  const proxy = await startProxy({ host: database.hostname, port: Number(database.port || 5432) });
  cleanup.add('proxy', proxy.stop);
  const viaProxy = new URL(url);
  viaProxy.port = String(proxy.port);
  const api = await startApi(viaProxy.toString(), auth);
  cleanup.add('api', api.stop);

  const headers = { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' };
  const samples: Sample[] = [];
  const accepted = new Set<string>();
  let running = true;
  const record = (kind: Sample['kind'], response: Response) =>
    samples.push({
      at: Date.now(),
      status: response.status,
      kind,
      retryAfter: response.headers.get('retry-after'),
    });
  const failed = (kind: Sample['kind']) =>
    samples.push({ at: Date.now(), status: 0, kind, retryAfter: null });

  const reader = async () => {
    while (running) {
      try {
        const response = await fetch(`${api.url}/api/places/${PLACE_ID}/reviews?take=10`, { headers });
        await response.arrayBuffer();
        record('read', response);
      } catch {
        failed('read');
      }
    }
  };
  let next = 0;
  const writer = async () => {
    while (running) {
      const title = `Missione ${next++}`;
      // The same write again until it is accepted, as a client that honours Retry-After would.
      for (;;) {
        try {
          const response = await fetch(`${api.url}/api/admin/places/${PLACE_ID}/missions`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              title,
              description: 'Durante il blackout',
              deadline: '2027-01-01T00:00:00Z',
            }),
          });
          await response.arrayBuffer();
          record('write', response);
          if (response.ok) {
            accepted.add(title);
            break;
          }
        } catch {
          failed('write');
        }
        if (!running) break;
        await delay(250);
      }
      await delay(50);
    }
  };

  const started = Date.now();
  const workers = [...Array.from({ length: READERS }, reader), ...Array.from({ length: WRITERS }, writer)];
  await delay(PHASES.beforeSeconds * 1000);
  const cutAt = Date.now();
  proxy.cut();
  console.log(`${((cutAt - started) / 1000).toFixed(0)} s: database cut`);
  await delay(PHASES.outageSeconds * 1000);
  const restoredAt = Date.now();
  proxy.restore();
  console.log(`${((restoredAt - started) / 1000).toFixed(0)} s: database back`);
  await delay(PHASES.afterSeconds * 1000);
  running = false;
  await Promise.all(workers);

  // Every accepted write must be there; a write that committed but whose answer was lost may be twice.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ title: string; n: string }>(
    'select title, count(*) as n from missions where place_id = $1 group by title',
    [PLACE_ID],
  );
  await client.end();
  const stored = new Map(rows.map((row) => [row.title, Number(row.n)]));
  const lost = [...accepted].filter((title) => !stored.has(title));
  const duplicated = [...stored.values()].filter((n) => n > 1).length;

  const phaseOf = (at: number) => (at < cutAt ? 'before' : at < restoredAt ? 'during' : 'after');
  const counts = new Map<string, number>();
  for (const sample of samples) {
    const key = `${phaseOf(sample.at)}|${sample.kind}|${sample.status || 'network error'}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const firstOkAfter = samples.find((s) => s.at >= restoredAt && s.status >= 200 && s.status < 300);
  const lastRefusal = samples.filter((s) => s.at >= restoredAt && (s.status >= 500 || s.status === 0)).at(-1);
  const retryAfter = [...new Set(samples.filter((s) => s.status === 503).map((s) => s.retryAfter))];
  const fiveHundreds = samples.filter((s) => s.status === 500).length;

  console.log(
    `\n${markdownTable(
      ['phase', 'request', 'status', 'count'],
      [...counts.entries()].map(([key, count]) => [...key.split('|'), String(count)]),
    )}`,
  );
  const recovery = firstOkAfter ? (firstOkAfter.at - restoredAt) / 1000 : Number.NaN;
  const settled = lastRefusal ? (lastRefusal.at - restoredAt) / 1000 : 0;
  console.log(`
| figure | value |
|---|---|
| answers 500 | ${fiveHundreds} |
| Retry-After on the 503s | ${retryAfter.join(', ') || 'none'} |
| first 2xx after the database came back | ${recovery.toFixed(2)} s |
| last refusal after it came back | ${settled.toFixed(2)} s |
| writes accepted | ${accepted.size} |
| accepted writes lost | ${lost.length} |
| titles stored twice (committed, answer lost, retried) | ${duplicated} |
`);
  writeResults('outage', {
    machine: machine(),
    phases: PHASES,
    readers: READERS,
    writers: WRITERS,
    counts: Object.fromEntries(counts),
    fiveHundreds,
    retryAfter,
    recoverySeconds: recovery,
    lastRefusalSeconds: settled,
    accepted: accepted.size,
    lost,
    duplicated,
  });
  if (fiveHundreds > 0 || lost.length > 0) process.exitCode = 1;
} finally {
  await cleanup.run();
}
