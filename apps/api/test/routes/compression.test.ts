import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewers, reviews } from '../../src/db/schema';
import { insertClaim, insertPlace } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createTestUser, type TestUser } from '../helpers/users';

/** A build as Vite writes it: hashed assets, each over 1 KB with .br and .gz beside it, and the pages. */
function writeBuild() {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'venues-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const asset = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `text ${i}`))};\n`;
  const capture = `<!doctype html><title>capture</title>${'<p>Lascia una recensione</p>'.repeat(60)}`;
  const name = 'assets/main-a1b2c3d4.js';
  writeFileSync(path.join(dist, name), asset);
  writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(asset));
  writeFileSync(path.join(dist, `${name}.gz`), gzipSync(asset));
  writeFileSync(path.join(dist, 'capture.html'), capture);
  writeFileSync(path.join(dist, 'index.html'), '<title>dashboard</title>');
  return { dist, asset, capture };
}

describe('compressed transfers', () => {
  let t: TestApp;
  let build: ReturnType<typeof writeBuild>;
  let owner: TestUser;
  let placeId: string;

  beforeAll(async () => {
    build = writeBuild();
    t = await createTestApp({ WEB_DIST_DIR: build.dist });
    owner = await createTestUser();
    placeId = (await insertPlace(t.app)).id;
    await insertClaim(t.app, owner, placeId, 'approved');
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends a hashed asset as the precompressed Brotli or gzip copy, with Vary', async () => {
    const br = await get('/assets/main-a1b2c3d4.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.vary).toMatch(/origin/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(build.asset);

    const gzip = await get('/assets/main-a1b2c3d4.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(build.asset);

    const plain = await get('/assets/main-a1b2c3d4.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(build.asset);
  });

  it('compresses a page, with Vary, and sends it plain to a client that accepts no encoding', async () => {
    const br = await get('/r/AAAAAAAAAAAAAAAAAAAAAA', { 'accept-encoding': 'br;q=1, gzip;q=0.5' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.vary).toMatch(/origin/i);
    expect(br.headers['content-type']).toContain('text/html');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(build.capture);

    const gzipOnly = await get('/r/AAAAAAAAAAAAAAAAAAAAAA', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).toString()).toContain(build.capture);

    const plain = await get('/r/AAAAAAAAAAAAAAAAAAAAAA');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(build.capture);
  });

  it('compresses an API list over 1 KB, and leaves a small answer alone', async () => {
    const [guest] = await t.app.db.insert(reviewers).values({ displayName: 'Giulia' }).returning();
    await t.app.db.insert(reviews).values(
      Array.from({ length: 10 }, (_, i) => ({
        placeId,
        reviewerId: guest!.id,
        title: `Serata numero ${i}`,
        description: 'Pasta fresca, servizio attento e un tiramisù da ricordare.',
        ratingOverall: 5,
      })),
    );
    const list = await get(`/api/places/${placeId}/reviews?take=10`, {
      ...bearer(owner.token),
      'accept-encoding': 'br, gzip',
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.headers.vary).toMatch(/accept-encoding/i);
    const body = JSON.parse(brotliDecompressSync(list.rawPayload).toString()) as { data: unknown[] };
    expect(body.data).toHaveLength(10);

    const health = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('streams a CSV export compressed: no length up front, every line there', async () => {
    const [guest] = await t.app.db.insert(reviewers).values({ displayName: 'Folla' }).returning();
    await t.app.db.execute(
      sql.raw(`insert into visits (place_id, reviewer_id, estimated_spend_cents, visited_at)
       select '${placeId}', '${guest!.id}', 2500, now() - (g || ' minutes')::interval
       from generate_series(1, 5000) g`),
    );
    const response = await get(`/api/places/${placeId}/report/visits.csv?period=7`, {
      ...bearer(owner.token),
      'accept-encoding': 'gzip',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-length']).toBeUndefined();
    const lines = gunzipSync(response.rawPayload).subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines).toHaveLength(5001);
  });
});
