import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CONFIG_GLOBAL, appConfigSchema } from '@venues/contracts/app-config';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('the web origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves a valid runtime configuration as /config.js', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config.js' });
    expect(response.headers['content-type']).toMatch(/javascript/);
    const json = response.body.replace(`window.${APP_CONFIG_GLOBAL} = `, '').replace(/;\s*$/, '');
    const config = appConfigSchema.parse(JSON.parse(json));
    expect(config).toMatchObject({ localMode: true, firebase: { projectId: 'demo-venues' } });
    expect(config.authEmulatorUrl).toBe(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not-found');
  });

  it('serves an OpenAPI document built from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/users/dashboard', '/api/places/claim', '/api/health', '/api/ready']),
    );
  });

  it('sets security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the pages of the web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'venues-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<title>dashboard</title>');
    writeFileSync(path.join(dist, 'capture.html'), '<title>capture</title>');
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => t.close());

  it("serves the guest's entry for /r/… and /m/…, and the dashboard for the rest", async () => {
    const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
    expect(await page('/r/AAAAAAAAAAAAAAAAAAAAAA')).toContain('capture');
    // The guest's entry, under a mission's title rather than the capture page's.
    const mission = await page('/m/Spritz2026?pass=ACDEFHJK');
    expect(mission).toContain('<title>Venues</title>');
    expect(mission).not.toContain('dashboard');
    expect(await page('/r/withdraw?review=x')).toContain('capture');
    expect(await page('/dashboard/qrcode')).toContain('dashboard');
    expect(await page('/reviews')).toContain('dashboard');
  });
});

describe('caching of the web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'venues-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<title>dashboard</title>');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => t.close());

  const cacheOf = async (url: string) =>
    (await t.app.inject({ method: 'GET', url })).headers['cache-control'];

  it('revalidates pages and /config.js, and keeps hashed assets a year', async () => {
    for (const page of [
      '/',
      '/login',
      '/dashboard',
      '/dashboard/summary',
      '/r/AAAAAAAAAAAAAAAAAAAAAA',
      '/m/Spritz2026',
    ]) {
      expect({ page, cache: await cacheOf(page) }).toEqual({ page, cache: 'no-cache' });
    }
    expect(await cacheOf('/config.js')).toBe('no-cache');
    expect(await cacheOf('/favicon.svg')).toBe('no-cache');
    expect(await cacheOf('/assets/main-abc123.js')).toBe('public, max-age=31536000, immutable');
  });
});
