import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfigSchema } from '@venues/contracts/app-config';
import { PAGE_DATA } from '@venues/contracts/page-data';
import { codeScans, missions, reviewCodes } from '../../src/db/schema';
import { insertPlace } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const page = (name: string) =>
  `<!doctype html><html lang="en"><head><title>${name}</title>` +
  `<meta name="description" content="The ${name} page." /><script src="/config.js"></script>` +
  `<link rel="modulepreload" crossorigin href="/assets/react-3.js">` +
  `</head>` +
  `<body><div id="root"></div><script type="module" src="/assets/${name}.js"></script></body></html>`;

/**
 * A build with a stand-in for the web app's server renderer (dist-server/render.js): it draws what it was
 * asked, so that the tests see what the server passed. A venue named "boom" makes it fail.
 */
function writeBuild() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'venues-web-'));
  mkdirSync(path.join(root, 'dist'));
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(path.join(root, 'dist', 'index.html'), page('dashboard'));
  writeFileSync(path.join(root, 'dist', 'capture.html'), page('capture'));
  mkdirSync(path.join(root, 'dist', '.vite'));
  writeFileSync(
    path.join(root, 'dist', '.vite', 'manifest.json'),
    JSON.stringify({
      'src/login.tsx': { file: 'assets/login-1.js', imports: ['_form.js', '_react.js'] },
      '_form.js': { file: 'assets/form-2.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-3.js' },
    }),
  );
  writeFileSync(
    path.join(root, 'dist-server', 'render.js'),
    `export const serverRenderer = {
      dashboardPages: { '/login': 'src/login.tsx', '/forgot-password': 'src/forgot.tsx' },
      renderDashboardPage: async (url, language) => '<h1>drawn ' + url + ' in ' + language + '</h1>',
      renderCapturePage: async (path, language, block) => {
        if (block.data?.venue?.name === 'boom') throw new Error('boom');
        if (path.startsWith('/m/')) {
          const offer = block.data ? block.data.reward + ' at ' + block.data.venue.name : 'no mission';
          return '<h1>' + offer + ' in ' + language + '</h1>';
        }
        return '<h1>' + (block.data?.venue?.name ?? 'unknown') + ' in ' + language + '</h1>';
      },
    };\n`,
  );
  return path.join(root, 'dist');
}

function blockOf(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return match?.[1] ? JSON.parse(match[1]) : undefined;
}

describe('pages drawn on the server', () => {
  let t: TestApp;
  const active = 'a'.repeat(22);
  const revoked = 'r'.repeat(22);
  const failing = 'f'.repeat(22);
  let activeId: string;
  const missionCode = 'Spritz2026';
  const failingMission = 'BoomBoom';

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: writeBuild() });
    const place = await insertPlace(t.app, { name: 'Osteria <del> Porto' });
    const boom = await insertPlace(t.app, { name: 'boom' });
    const [code] = await t.app.db
      .insert(reviewCodes)
      .values([
        { placeId: place.id, code: active, label: 'Tavolo 4' },
        { placeId: place.id, code: revoked, label: null, revokedAt: new Date() },
        { placeId: boom.id, code: failing, label: null },
      ])
      .returning();
    activeId = code!.id;
    const day = 24 * 60 * 60 * 1000;
    await t.app.db.insert(missions).values([
      {
        placeId: place.id,
        code: missionCode,
        title: 'Aperitivo del giovedì',
        description: 'Uno spritz per chi passa a trovarci.',
        reward: 'Uno spritz <gratis>',
        startsAt: new Date(Date.now() - day),
        deadline: new Date(Date.now() + 30 * day),
      },
      {
        placeId: boom.id,
        code: failingMission,
        title: 'Boom',
        description: '',
        // A mission from before rewards: its title names the page.
        reward: '',
        deadline: new Date(Date.now() + day),
      },
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it("preloads a drawn screen's chunks beside the entry's, once each", async () => {
    const drawn = await get('/login');
    const preloads = [...drawn.body.matchAll(/rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]);
    // Once each: the entry's own preloads are in the page already.
    expect(preloads).toEqual(['/assets/react-3.js', '/assets/login-1.js', '/assets/form-2.js']);
    // The drawn screen paints from the HTML and the stylesheet: its scripts are fetched after them.
    expect(drawn.body.match(/<link rel="modulepreload" fetchpriority="low"/g)).toHaveLength(3);

    const empty = await get('/dashboard/reviews');
    expect(empty.body).not.toContain('login-1.js');
    // An empty page needs its scripts to show anything: they keep their priority.
    expect(empty.body).not.toContain('fetchpriority');
  });

  it('carries the runtime configuration as a JSON block instead of a script to fetch', async () => {
    const response = await get('/dashboard/summary');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('/config.js');
    const config = appConfigSchema.parse(blockOf(response.body, PAGE_DATA.config));
    expect(config).toMatchObject({ localMode: true, firebase: { projectId: 'demo-venues' } });
    // A signed-in page starts empty: its script draws it.
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('draws the sign-in pages in the language of the cookie, else the browser, else English', async () => {
    const italian = await get('/login', { 'accept-language': 'it-IT,it;q=0.9,en;q=0.8' });
    expect(italian.body).toContain('<html lang="it"');
    expect(italian.body).toContain('<div id="root"><h1>drawn /login in it</h1></div>');
    expect(italian.headers.vary).toMatch(/accept-language/i);
    expect(italian.headers.vary).toMatch(/cookie/i);

    const chosen = await get('/forgot-password', { 'accept-language': 'it', cookie: 'a=1; i18next=en' });
    expect(chosen.body).toContain('<h1>drawn /forgot-password in en</h1>');
    expect(chosen.body).toContain('<html lang="en"');

    const asked = await get('/login?lng=it', { cookie: 'i18next=en' });
    expect(asked.body).toContain('<h1>drawn /login?lng=it in it</h1>');

    const other = await get('/login', { 'accept-language': 'de-DE,fr' });
    expect(other.body).toContain('<h1>drawn /login in en</h1>');
  });

  it("draws the capture page with the code's venue, carries the answer, and counts one scan", async () => {
    const scans = async () =>
      (await t.app.db.select().from(codeScans).where(eq(codeScans.codeId, activeId))).length;
    const before = await scans();
    const response = await get(`/r/${active}`, { 'accept-language': 'it' });
    expect(response.body).toContain('<h1>Osteria <del> Porto in it</h1>');
    expect(blockOf(response.body, PAGE_DATA.captureCode)).toEqual({
      code: active,
      data: {
        status: 'active',
        venue: { name: 'Osteria <del> Porto', address: expect.any(String) as string },
        table_label: 'Tavolo 4',
        upload_max_bytes: t.app.env.UPLOAD_MAX_BYTES,
      },
    });
    // The venue's name cannot close the block: '<' is escaped in it.
    expect(response.body).not.toContain('"Osteria <del>');
    expect(await scans()).toBe(before + 1);
  });

  it('says an unknown, a malformed or a revoked code is so, without counting a scan', async () => {
    for (const code of ['B'.repeat(22), 'abc']) {
      const response = await get(`/r/${code}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<h1>unknown in en</h1>');
      expect(blockOf(response.body, PAGE_DATA.captureCode)).toEqual({ code, data: null });
    }
    const gone = await get(`/r/${revoked}`);
    expect(blockOf(gone.body, PAGE_DATA.captureCode)).toMatchObject({ data: { status: 'revoked' } });
  });

  it("draws a mission's page with its offer and venue, carries the mission, and titles the page after it", async () => {
    const response = await get(`/m/${missionCode}`, { 'accept-language': 'it' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept-language/i);
    expect(response.body).toContain('<html lang="it"');
    expect(response.body).toContain(
      '<div id="root"><h1>Uno spritz <gratis> at Osteria <del> Porto in it</h1></div>',
    );
    expect(blockOf(response.body, PAGE_DATA.mission)).toMatchObject({
      code: missionCode,
      data: {
        code: missionCode,
        title: 'Aperitivo del giovedì',
        reward: 'Uno spritz <gratis>',
        status: 'active',
        open_now: true,
        audience: 'everyone',
        frequency: 'once',
        venue: { name: 'Osteria <del> Porto' },
      },
    });
    expect(blockOf(response.body, PAGE_DATA.captureCode)).toBeUndefined();
    // The capture page's title and description are not the mission's; the owner's words are escaped.
    expect(response.body).toContain('<title>Uno spritz &lt;gratis&gt; · Osteria &lt;del&gt; Porto</title>');
    expect(response.body).toContain('<meta name="description" content="Aperitivo del giovedì"');
    expect(response.body).not.toContain('The capture page.');
  });

  it('says an unknown or a malformed mission does not exist, under a title of its own', async () => {
    for (const code of ['Unknown123', 'ab']) {
      const response = await get(`/m/${code}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Venues</title>');
      expect(response.body).not.toContain('The capture page.');
      expect(response.body).toContain('<h1>no mission in en</h1>');
      expect(blockOf(response.body, PAGE_DATA.mission)).toEqual({ code, data: null });
    }
    const bare = await get('/m/');
    expect(bare.body).toContain('<title>Venues</title>');
    expect(bare.body).toContain('<div id="root"></div>');
  });

  it("serves a mission's page empty when drawing fails, its title still the mission's", async () => {
    const failed = await get(`/m/${failingMission}`);
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    expect(failed.body).toContain('<title>Boom · boom</title>');
  });

  it('serves the page empty when drawing fails, and the withdrawal page as it is', async () => {
    const failed = await get(`/r/${failing}`);
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    expect(failed.body).toContain('<title>capture</title>');

    const withdraw = await get('/r/withdraw?review=x&token=y');
    expect(withdraw.body).toContain('<div id="root"></div>');
    expect(withdraw.body).toContain('<title>capture</title>');
  });

  it('sends a sign-in form posted before its script loaded back to its page, and keeps the API JSON', async () => {
    const posted = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=owner%40demo.test&password=secret',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/login');
    expect(posted.body).not.toContain('secret');

    const api = await t.app.inject({ method: 'POST', url: '/api/nope', payload: { a: 1 } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'not-found' } });
    const unknownGet = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(unknownGet.json()).toMatchObject({ error: { code: 'not-found' } });
  });
});
