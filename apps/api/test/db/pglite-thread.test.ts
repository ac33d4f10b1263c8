import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
import { createDatabase, rowsOf, type Database } from '../../src/db/client';
import { isUniqueViolation } from '../../src/db/errors';
import { DatabaseBusyError, isDatabaseBusy, startPgliteThread } from '../../src/db/pglite-thread';

describe('the embedded database on its own thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = createDatabase({ dataDir: 'memory://' });
    await database.migrate();
    await database.db.execute(sql`create table thread_probe (id int primary key, at timestamptz, day date)`);
  });
  afterAll(() => database.close());

  it('answers Drizzle as PGlite does: rows, dates left as text, and the driver error with its code', async () => {
    await database.db.execute(sql`insert into thread_probe values (1, '2026-11-27T10:00:00Z', '2026-11-27')`);
    const rows = rowsOf(await database.db.execute(sql`select id, at, day from thread_probe`));
    expect(rows).toEqual([{ id: 1, at: '2026-11-27 10:00:00+00', day: '2026-11-27' }]);
    const duplicate = await database.db
      .execute(sql`insert into thread_probe values (1, now(), current_date)`)
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
  });

  it('commits a transaction, and rolls back one that throws, while other queries wait their turn', async () => {
    const outside: Promise<unknown>[] = [];
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (2, now(), current_date)`);
      // A query from elsewhere, sent while this transaction is open, runs after it and sees its row.
      outside.push(database.db.execute(sql`select count(*)::int as n from thread_probe where id = 2`));
      await tx.execute(sql`insert into thread_probe values (3, now(), current_date)`);
    });
    expect(rowsOf(await outside[0])).toEqual([{ n: 1 }]);

    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (4, now(), current_date)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const ids = rowsOf(await database.db.execute(sql`select id from thread_probe order by id`));
    expect(ids.map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it('keeps a nested transaction to its savepoint', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (5, now(), current_date)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into thread_probe values (6, now(), current_date)`);
          throw new Error('inner only');
        })
        .catch(() => undefined);
    });
    const ids = rowsOf(await database.db.execute(sql`select id from thread_probe where id >= 5`));
    expect(ids.map((row) => row.id)).toEqual([5]);
  });
});

describe('a full queue', () => {
  it('stops admitting new work at its limit, refuses queries at four times it, and takes more once it drains', async () => {
    const thread = startPgliteThread({ dataDir: 'memory://', queueLimit: 2 });
    try {
      await thread.ready;
      expect(thread.admits()).toBe(true);
      // Ten sent at once: eight are taken, the rest refused before any is answered.
      const results = Promise.allSettled(
        Array.from({ length: 10 }, () =>
          thread.client.query('select count(*) from generate_series(1, 1000)'),
        ),
      );
      expect(thread.admits()).toBe(false);
      const settled = await results;
      const refused = settled.filter((result) => result.status === 'rejected');
      expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(8);
      expect(refused).toHaveLength(2);
      for (const result of refused) expect(result.reason).toBeInstanceOf(DatabaseBusyError);
      expect(thread.waiting()).toBe(0);
      expect(thread.admits()).toBe(true);
      expect((await thread.client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await thread.close();
    }
  });

  it('fails every call as an outage once the database is closed, instead of hanging', async () => {
    const thread = startPgliteThread({ dataDir: 'memory://', queueLimit: 3 });
    await thread.ready;
    await thread.close();
    await expect(thread.client.query('select 1')).rejects.toMatchObject({ code: '57P01' });
  });

  it('is told apart from other errors, also when wrapped', () => {
    expect(isDatabaseBusy(new DatabaseBusyError(64))).toBe(true);
    expect(isDatabaseBusy({ message: 'Failed query', cause: new DatabaseBusyError(64) })).toBe(true);
    expect(isDatabaseBusy(new Error('boom'))).toBe(false);
  });
});

describe('the API over a full queue', () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    database = createDatabase({ dataDir: 'memory://', queueLimit: 1 });
    await database.migrate();
    const env = loadEnv({ ...process.env, DATABASE_URL: '', JOBS_POLL_MS: '0', NOTIFY_SCHEDULE: 'false' });
    app = await buildApp({ env, database });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('turns requests away with 503 and Retry-After: 1 before their first query, and serves again once it drains', async () => {
    // A long query holds the database: the queue is at its limit of one while it runs.
    const long = database.db
      .execute(sql`select count(*) from generate_series(1, 3000000) a`)
      .then(() => undefined);
    const busy = await Promise.all(
      Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/api/missions/no-such-mission' })),
    );
    for (const response of busy) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json().error.code).toBe('service/unavailable');
    }
    // The health probe needs no query and answers all along.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await long;
    const served = await app.inject({ method: 'GET', url: '/api/missions/no-such-mission' });
    expect(served.statusCode).toBe(404);
  });
});
