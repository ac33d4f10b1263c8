import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
import { createDatabase, type Database } from '../../src/db/client';
import { createOutageReporter, isDatabaseUnavailable } from '../../src/lib/database-outage';
import { bearer, createTestUser } from '../helpers/users';

describe('a database that is out of reach', () => {
  let app: FastifyInstance;
  let database: Database;
  const lines: string[] = [];

  beforeAll(async () => {
    // Nothing listens on port 1: every query is refused, as while PostgreSQL restarts.
    database = createDatabase({ url: 'postgres://postgres@127.0.0.1:1/venues', dataDir: '', poolSize: 2 });
    const env = loadEnv({ ...process.env, DATABASE_URL: '', LOG_LEVEL: 'error', JOBS_POLL_MS: '0' });
    app = await buildApp({ env, database, logStream: { write: (line) => void lines.push(line) } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 503 service/unavailable with Retry-After, logged once for the outage, not once a request', async () => {
    const user = await createTestUser();
    for (let i = 0; i < 5; i += 1) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/places/search?q=porto',
        headers: bearer(user.token),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('service/unavailable');
      expect(response.headers['retry-after']).toBe('5');
    }
    const errors = lines.filter((line) => line.includes('"level":50'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('database unavailable');
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
  });
});

describe('what counts as an outage', () => {
  it('recognises refused and lost connections and the shutdown codes, also wrapped, and nothing else', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable({ message: 'query failed', cause: { code: '57P01' } })).toBe(true);
    expect(isDatabaseUnavailable({ code: '08006' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '23505', message: 'duplicate key' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });

  it('reports the first failure of a window and counts the rest into the next report', () => {
    const reports: number[] = [];
    const report = createOutageReporter((_error, suppressed) => reports.push(suppressed), 1000);
    report('a', 0);
    report('b', 10);
    report('c', 500);
    report('d', 1600);
    expect(reports).toEqual([0, 2]);
  });
});
