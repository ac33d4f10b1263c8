// Web benchmark, on a production build and the full stack:
// - the JS/CSS weight (raw, gzip-9 and on the wire) of the first load of /login, /forgot-password, the
//   guest's capture page /r/{code} and a mission's public page /m/{code}; of the signed-in /dashboard/summary, cold, both up to the moment its
//   figures show and up to network idle; and of what /dashboard/report adds to the summary;
// - the time from navigation start until the summary's figures show;
// - checks: the JS budgets on the wire of /login, /r/{code}, /m/{code}, the report and the summary up to its
//   figures; no recharts outside the report; and, per page, a Lighthouse (mobile) performance score and LCP
//   target on the median of three runs of /login, /r/{code}, /forgot-password, /m/{code} and a venue's wall
//   /v/{slug}; and the JS on the wire of the venue's website embed /embed/{slug} (budget 30 KB);
// - a returning owner's pages in Lighthouse (mobile), each run in a Chromium where the owner signed in once
//   and whose storage Lighthouse keeps: /dashboard/summary, /dashboard/reviews, /dashboard/missions/redeem and
//   /dashboard/report, with their budgets of score, LCP and layout shift (CLS ≤ 0.05), and every shift
//   printed with its node;
// - the layout shifts of every page a returning owner opens (SHIFT_PAGES), each at 375 and 1366 px with the
//   API's answers held back, summed from the first paint until the page has settled and been scrolled through
//   (budget 0.05 each).
// Prints markdown tables, writes bench/results/web.json and exits non-zero when a check fails.
// Run with `npm run bench:web`; `npm run bench:web -- --bytes-only` measures the bytes and the summary's time
// without the Lighthouse runs (a quick check while working; it writes no results file); `-- --signed-in-only`
// runs Lighthouse on the signed-in pages alone, and `-- --signed-in-only --page=/dashboard/reviews` on one of them
// (without the layout-shift sweep; `--page=none` runs the sweep and no Lighthouse).
// LIGHTHOUSE_RUNS=5 takes each page's medians over five runs instead of three.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { recordAssets, totals } from './lib/assets.mjs';
import { layoutShiftTotal, readLayoutShifts, recordLayoutShifts } from './lib/layout-shifts.mjs';
import { runLighthouseMedian } from './lib/lighthouse.mjs';
import { signInThroughApi } from './lib/owner.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startStack } from './lib/stack.mjs';

// The functions given to addInitScript, waitForFunction and evaluate run in the page.
/* global document, MutationObserver, requestAnimationFrame, window */

const STACK = { port: 8280, authEmulatorPort: 9399, dataDir: '.data/bench' };
const OWNER = { email: 'owner@demo.test', password: 'Demo1234!' };
const KB = 1000;
const LOGIN_JS_BUDGET_BYTES = 120 * KB; // on the wire, until the visitor can interact
const CAPTURE_JS_BUDGET_BYTES = 120 * KB; // on the wire
const REPORT_JS_BUDGET_BYTES = 120 * KB; // on the wire, loaded on going from the summary to the report
const SUMMARY_FIGURES_JS_BUDGET_BYTES = 170 * KB; // on the wire, requested before the summary's figures show
const EMBED_JS_BUDGET_BYTES = 30 * KB; // on the wire, what a venue's website embed loads
// Per page, on the median of the Lighthouse runs.
const LIGHTHOUSE_MIN_SCORE = 95;
const LIGHTHOUSE_MAX_LCP_MS = 2000;
// More runs (LIGHTHOUSE_RUNS) compare two builds better on a noisy machine.
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// A returning owner's pages: the budgets of each, on the medians of its runs.
const SIGNED_IN_PAGES = [
  { path: '/dashboard/summary', minScore: 95, maxCls: 0.05 },
  { path: '/dashboard/reviews', minScore: 90, maxLcpMs: 2000, maxCls: 0.05 },
  { path: '/dashboard/missions/redeem', minScore: 95, maxCls: 0.05 },
  { path: '/dashboard/report', minScore: 90, maxCls: 0.05 },
];
// Every page a returning owner opens, whose layout shifts are summed at both widths (SHIFT_WIDTHS).
const SHIFT_PAGES = [
  '/dashboard/summary',
  '/dashboard/reviews',
  '/dashboard/missions',
  '/dashboard/missions/redeem',
  '/dashboard/qrcode',
  '/dashboard/report',
  '/dashboard/profile',
  '/dashboard/profile/billing',
  '/dashboard/profile/plans',
  '/dashboard/profile/integrations',
  '/dashboard/profile/notifications',
  '/dashboard/profile/team',
  '/dashboard/profile/activity',
];
const SHIFT_WIDTHS = [375, 1366];
const SHIFT_BUDGET = 0.05; // the sum of a page's layout shifts, from its first paint until it has settled
// How late every API answer comes in the shift sweep: the first paint then holds the skeletons.
const SHIFT_API_DELAY_MS = 600;
// The longest a page of the sweep is waited for to go quiet, once nothing is busy.
const SHIFT_SETTLE_MAX_MS = 15_000;
// How many screens down a settled page is scrolled, a screen at a time (the reviews load pages as they go).
const SHIFT_SCROLL_SCREENS = 8;
const SAVED_VENUES_KEY = 'venues.sessionVenues';
const LIGHTHOUSE_RETRIES = 2; // per run, after a failed attempt
// The title of the summary's first stat card, whose figure replaces the skeleton once the stats are loaded.
const FIGURE_CARD_TITLE = 'Total reviews';
const WEB_ASSETS_DIR = 'apps/web/dist/assets';
// A class name recharts gives its chart container: it survives minification, so it marks the chunks of recharts.
const RECHARTS_MARKER = 'recharts-wrapper';
const RESULTS_FILE = 'bench/results/web.json';
const BYTES_ONLY = process.argv.includes('--bytes-only');
// Lighthouse on the signed-in pages only, the guests' pages left out: a shorter run on a busy machine.
const SIGNED_IN_ONLY = process.argv.includes('--signed-in-only');
// One signed-in page's Lighthouse runs, e.g. `--page=/dashboard/reviews`: to compare two builds page by page.
const ONLY_PAGE = process.argv.find((arg) => arg.startsWith('--page='))?.slice('--page='.length);

const kb = (bytes) => (bytes / KB).toFixed(1);
const ms = (value) => (value === null ? 'n/a' : `${Math.round(value)} ms`);

function build() {
  console.log('» npm run build');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

/** The first load of a page for a signed-out visitor, until its h1 shows and the network is idle. */
async function measureGuestPage(browser, baseUrl, pagePath, heading) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const assets = await recordAssets(page, async () => {
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  });
  await context.close();
  return { path: pagePath, assets, ...totals(assets) };
}

/** Signs the owner in through the /login form, asking to be remembered, until the summary opens. */
async function signInThroughForm(page, baseUrl) {
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email', { exact: true }).fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  const remember = page.getByLabel('Remember me');
  if (await remember.isVisible()) await remember.check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/dashboard/summary');
}

/** Signs the owner in once in a throwaway context; the pages are then measured with only the saved session. */
async function signInOwner(browser, baseUrl) {
  const signIn = await browser.newContext();
  const page = await signIn.newPage();
  await signInThroughForm(page, baseUrl);
  const storageState = await signIn.storageState({ indexedDB: true });
  await signIn.close();
  return storageState;
}

/**
 * Signs the owner in through /login in the Chromium on `port` (Lighthouse's, before its run), and waits until
 * the dashboard has saved the session and the venues: the profile of a returning owner.
 */
async function signInOnPort(baseUrl, port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    const page = await context.newPage();
    await signInThroughForm(page, baseUrl);
    await page.waitForFunction((key) => Boolean(localStorage.getItem(key)), SAVED_VENUES_KEY);
    await page.close();
  } finally {
    // Disconnects only: the Chromium and its profile stay for Lighthouse.
    await browser.close();
  }
}

/** Per signed-in page, on the medians of its runs: its score, LCP and layout-shift budgets. */
function signedInChecksOf(lh, budget) {
  const checks = [
    {
      check: `${lh.path} (signed in) Lighthouse performance score (median)`,
      unit: 'score',
      limit: budget.minScore,
      actual: lh.performanceScore,
      pass: lh.performanceScore !== null && lh.performanceScore >= budget.minScore,
    },
    {
      check: `${lh.path} (signed in) Lighthouse CLS (median)`,
      unit: 'cls',
      limit: budget.maxCls,
      actual: lh.cls,
      pass: lh.cls !== null && lh.cls <= budget.maxCls,
    },
  ];
  if (budget.maxLcpMs !== undefined)
    checks.push({
      check: `${lh.path} (signed in) Lighthouse LCP (median)`,
      unit: 'ms',
      limit: budget.maxLcpMs,
      actual: lh.lcpMs,
      pass: lh.lcpMs !== null && lh.lcpMs <= budget.maxLcpMs,
    });
  return checks;
}

/** Every layout shift of every run of the signed-in pages, with the node that moved. */
function shiftsReport(lighthouse) {
  const lines = ['| signed-in page | run | shift | node |', '|---|---:|---:|---|'];
  for (const lh of lighthouse) {
    lh.raw.forEach((run, index) => {
      if (run.shifts.length === 0) lines.push(`| ${lh.path} | ${index + 1} | none | |`);
      for (const shift of run.shifts)
        lines.push(`| ${lh.path} | ${index + 1} | ${shift.score.toFixed(4)} | \`${shift.node ?? '?'}\` |`);
    });
  }
  return lines.join('\n');
}

/**
 * Runs in the page before its scripts: stores in window.__figuresShownAt the performance.now() (ms from
 * navigation start) of the animation frame in which the first stat card's figure is first in the DOM, i.e.
 * the start of the frame that paints it. The figure is the card's text once the card is no longer busy (the
 * skeleton is a busy card with the same title).
 */
function watchFigures(title) {
  const figureShown = () =>
    [...document.querySelectorAll('section[aria-labelledby] h2')].some((h2) => {
      const card = h2.closest('section');
      return (
        h2.textContent?.trim() === title &&
        !card?.hasAttribute('aria-busy') &&
        [...card.querySelectorAll('p')].some((p) => p.textContent?.trim())
      );
    });
  const observer = new MutationObserver(() => {
    if (!figureShown()) return;
    observer.disconnect();
    requestAnimationFrame(() => (window.__figuresShownAt = performance.now()));
  });
  observer.observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributeFilter: ['aria-busy'],
  });
}

/**
 * The summary's cold load with a saved session, measured twice from one load: up to the moment its figures
 * show (the JS and CSS requested before then, by the page's resource timings) and up to network idle.
 */
async function measureSummary(browser, baseUrl, storageState) {
  const context = await browser.newContext({ storageState });
  const cold = await context.newPage();
  await cold.addInitScript(watchFigures, FIGURE_CARD_TITLE);
  let figuresShownMs;
  let startTimes;
  const assets = await recordAssets(cold, async () => {
    await cold.goto(`${baseUrl}/dashboard/summary`, { waitUntil: 'commit' });
    await cold.waitForFunction(() => window.__figuresShownAt !== undefined, null, { timeout: 60_000 });
    figuresShownMs = await cold.evaluate(() => window.__figuresShownAt);
    // The responses requested before the figures showed may still be arriving: wait for all of them.
    await cold.waitForLoadState('networkidle');
    await cold.getByRole('heading', { level: 1, name: 'Summary' }).waitFor();
    startTimes = await cold.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
    );
  });
  if (!cold.url().endsWith('/dashboard/summary')) throw new Error(`Signed-in load ended on ${cold.url()}`);
  await context.close();
  const requestedAt = new Map(startTimes);
  const missing = assets.filter((asset) => !requestedAt.has(asset.url));
  if (missing.length > 0) throw new Error(`No resource timing for ${missing.map((a) => a.url).join(', ')}`);
  // requestedMs: when the page requested the asset, in ms from navigation start.
  const timed = assets.map((asset) => ({ ...asset, requestedMs: requestedAt.get(asset.url) }));
  const beforeFigures = timed.filter((asset) => asset.requestedMs <= figuresShownMs);
  return {
    untilFigures: {
      path: '/dashboard/summary (until the figures show)',
      figuresShownMs,
      assets: beforeFigures,
      ...totals(beforeFigures),
    },
    untilIdle: { path: '/dashboard/summary (until network idle)', assets: timed, ...totals(timed) },
  };
}

// The chunk of the app's Firebase module, which a restored session loads once the page has settled.
const FIREBASE_CHUNK = /\/assets\/firebase-[^/]+\.js$/;

/**
 * Resolves once `page` has had no request in flight for `quietMs` (networkidle fires only once per load), or
 * after `maxMs` at the latest: a page that polls is never quiet.
 */
async function waitForQuiet(page, quietMs, maxMs = Infinity) {
  const inFlight = new Set();
  const add = (request) => inFlight.add(request);
  const remove = (request) => inFlight.delete(request);
  page.on('request', add).on('requestfinished', remove).on('requestfailed', remove);
  try {
    const start = Date.now();
    let quietSince = start;
    while (Date.now() - quietSince < quietMs && Date.now() - start < maxMs) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (inFlight.size > 0) quietSince = Date.now();
    }
  } finally {
    page.off('request', add).off('requestfinished', remove).off('requestfailed', remove);
  }
}

/**
 * Scrolls a settled page down a screen at a time to its end (SHIFT_SCROLL_SCREENS at most), letting each
 * screen settle: what a page draws only once it is scrolled to (the report's charts) must not move anything
 * either. A scroll is no input to the layout-shift API, so whatever moves meanwhile counts.
 */
async function scrollThrough(page) {
  for (let screen = 0; screen < SHIFT_SCROLL_SCREENS; screen++) {
    const atEnd = await page.evaluate(() => {
      const end = document.documentElement.scrollHeight - window.innerHeight;
      if (window.scrollY >= end - 1) return true;
      window.scrollBy(0, Math.round(window.innerHeight * 0.9));
      return false;
    });
    if (atEnd) return;
    await waitForQuiet(page, 500, SHIFT_SETTLE_MAX_MS);
  }
}

/**
 * The layout shifts of every page of SHIFT_PAGES at each width of SHIFT_WIDTHS, for a returning owner whose
 * API answers come SHIFT_API_DELAY_MS late: each page opens cold, and its shifts are summed from the first
 * paint until nothing is busy and the network has been quiet for a second.
 */
async function measureShifts(browser, baseUrl, storageState) {
  const results = [];
  for (const width of SHIFT_WIDTHS) {
    const context = await browser.newContext({
      storageState,
      viewport: { width, height: width < 768 ? 740 : 900 },
    });
    const warm = await context.newPage();
    await warm.goto(`${baseUrl}/dashboard/summary`);
    await warm.waitForFunction((key) => Boolean(localStorage.getItem(key)), SAVED_VENUES_KEY);
    await warm.close();
    await context.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SHIFT_API_DELAY_MS));
      await route.fallback();
    });
    await context.addInitScript(recordLayoutShifts);
    for (const pagePath of SHIFT_PAGES) {
      const page = await context.newPage();
      await page.goto(`${baseUrl}${pagePath}`);
      await page.waitForLoadState('networkidle');
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 20_000 });
      await waitForQuiet(page, 1000, SHIFT_SETTLE_MAX_MS);
      await scrollThrough(page);
      if (!page.url().endsWith(pagePath))
        throw new Error(`${pagePath} at ${width} px ended on ${page.url()}`);
      const shifts = await readLayoutShifts(page);
      results.push({
        path: pagePath,
        width,
        total: layoutShiftTotal(shifts),
        shifts,
      });
      await page.close();
    }
    await context.close();
  }
  return results;
}

function shiftSweepReport(sweep) {
  const lines = [
    `| page | ${SHIFT_WIDTHS.map((width) => `${width} px`).join(' | ')} | nodes that moved |`,
    `|---|${SHIFT_WIDTHS.map(() => '---:').join('|')}|---|`,
  ];
  for (const pagePath of SHIFT_PAGES) {
    const rows = sweep.filter((result) => result.path === pagePath);
    const nodes = [...new Set(rows.flatMap((row) => row.shifts.flatMap((shift) => shift.sources)))];
    lines.push(
      `| ${pagePath} | ${rows.map((row) => row.total.toFixed(3)).join(' | ')} | ${nodes.map((node) => `\`${node}\``).join(', ')} |`,
    );
  }
  return lines.join('\n');
}

const shiftChecksOf = (sweep) =>
  sweep.map((result) => ({
    check: `${result.path} at ${result.width} px, layout shifts (sum)`,
    actual: result.total,
    limit: SHIFT_BUDGET,
    unit: 'cls',
    pass: result.total <= SHIFT_BUDGET,
  }));

/**
 * What the report adds: the summary loads cold and settles (what the app defers until then has loaded),
 * then the owner opens the report from the navigation.
 */
async function measureReport(browser, baseUrl, storageState) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const firebaseLoaded = page.waitForResponse((response) => FIREBASE_CHUNK.test(response.url()), {
    timeout: 30_000,
  });
  await page.goto(`${baseUrl}/dashboard/summary`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Summary' }).waitFor();
  await firebaseLoaded;
  await waitForQuiet(page, 1000);
  const assets = await recordAssets(page, async () => {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Report' }).click();
    await page.waitForURL('**/dashboard/report');
    await page.getByRole('heading', { level: 1, name: 'Report' }).waitFor();
    // A drawn bar: the demo owner has 30 days of visits, and the production build's charts work. A chart is
    // drawn when it comes near the screen, so the owner scrolls to the first one.
    await page.getByRole('figure').first().scrollIntoViewIfNeeded();
    await page.locator('.recharts-bar-rectangle').first().waitFor();
    await page.waitForLoadState('networkidle');
  });
  await context.close();
  return { path: '/dashboard/report (after the summary)', assets, ...totals(assets) };
}

/** A real review code: the first active code of the owner's first approved venue. */
async function findReviewCode(baseUrl) {
  const { get } = await signInThroughApi(baseUrl, OWNER);
  const claims = await get('/api/places/claim');
  const place = claims.find((claim) => claim.status === 'approved')?.restaurant;
  if (!place) throw new Error(`${OWNER.email} has no approved venue`);
  const codes = await get(`/api/places/${place.id}/review-codes`);
  const code = codes.find((c) => c.revoked_at === null)?.code;
  if (!code) throw new Error(`The venue ${place.id} has no active review code`);
  return code;
}

/** A live mission of the owner's first approved venue: its public page is the mission page measured. */
async function findMissionCode(baseUrl) {
  const { get } = await signInThroughApi(baseUrl, OWNER);
  const claims = await get('/api/places/claim');
  const place = claims.find((claim) => claim.status === 'approved')?.restaurant;
  if (!place) throw new Error(`${OWNER.email} has no approved venue`);
  const missions = await get(`/api/places/missions?id=${place.id}`);
  const code = missions.find((mission) => mission.status === 'active')?.code;
  if (!code) throw new Error(`The venue ${place.id} has no active mission`);
  return code;
}

/**
 * The owner's venue's wall slug: the one the API gives, else the database's rule (name and city, lower-case,
 * without accents, words joined by '-'), checked against the wall itself.
 */
async function findWallSlug(baseUrl) {
  const { get } = await signInThroughApi(baseUrl, OWNER);
  const claims = await get('/api/places/claim');
  const place = claims.find((claim) => claim.status === 'approved')?.restaurant;
  if (!place) throw new Error(`${OWNER.email} has no approved venue`);
  const city = place.address.split(',').pop().trim();
  const slug =
    place.slug ??
    `${place.name} ${city}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60);
  const response = await fetch(`${baseUrl}/v/${encodeURIComponent(slug)}`);
  if (response.status !== 200) throw new Error(`The wall /v/${slug} answers ${response.status}`);
  return slug;
}

/**
 * A venue's website embed, as a visitor's browser loads it inside the venue's page: its own page and the
 * one script it loads (the posters are images, and a video loads only when played).
 */
async function measureEmbed(browser, baseUrl, slug) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const assets = await recordAssets(page, async () => {
    await page.goto(`${baseUrl}/embed/${encodeURIComponent(slug)}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
  await context.close();
  return { path: '/embed/{slug}', assets, ...totals(assets) };
}

/** The guest's mission page, as a phone opens it from a poster: until its heading and its button show. */
async function measureMission(browser, baseUrl, code) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const assets = await recordAssets(page, async () => {
    await page.goto(`${baseUrl}/m/${encodeURIComponent(code)}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
  await context.close();
  return { path: '/m/{code}', assets, ...totals(assets) };
}

async function measureCapture(browser, baseUrl, code) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const assets = await recordAssets(page, async () => {
    await page.goto(`${baseUrl}/r/${encodeURIComponent(code)}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Record a video', exact: true }).waitFor();
  });
  await context.close();
  return { path: '/r/{code}', assets, ...totals(assets) };
}

/** A budget is on the wire: the bytes of JS the browser received, as the server encoded them. */
function budgetOf(page, limit) {
  return {
    check: `${page.path} JS on the wire`,
    unit: 'bytes',
    limit,
    actual: page.jsWireBytes,
    gzip9: page.jsGzipBytes,
    pass: page.jsWireBytes <= limit,
  };
}

/** The built chunks that contain recharts, by their content. */
function rechartsChunks() {
  const files = readdirSync(WEB_ASSETS_DIR).filter((file) => file.endsWith('.js'));
  return new Set(
    files.filter((file) => readFileSync(path.join(WEB_ASSETS_DIR, file), 'utf8').includes(RECHARTS_MARKER)),
  );
}

const rechartsAssetsOf = (page, chunks) =>
  page.assets.filter((asset) => chunks.has(path.basename(new URL(asset.url).pathname)));

/** recharts is the report's alone: every other page loads 0 bytes of it. */
function noRechartsOn(page, chunks) {
  const actual = rechartsAssetsOf(page, chunks).reduce((sum, asset) => sum + asset.gzipBytes, 0);
  return {
    check: `${page.path} loads no recharts chunk`,
    unit: 'bytes',
    limit: 0,
    actual,
    pass: actual === 0,
  };
}

/** Per page, on the medians of its Lighthouse runs: a score of at least the minimum, an LCP of at most the maximum. */
function lighthouseChecksOf(lh) {
  const { path: pagePath, performanceScore: score, lcpMs } = lh;
  return [
    {
      check: `${pagePath} Lighthouse performance score (median)`,
      unit: 'score',
      limit: LIGHTHOUSE_MIN_SCORE,
      actual: score,
      pass: score !== null && score >= LIGHTHOUSE_MIN_SCORE,
    },
    {
      check: `${pagePath} Lighthouse LCP (median)`,
      unit: 'ms',
      limit: LIGHTHOUSE_MAX_LCP_MS,
      actual: lcpMs,
      pass: lcpMs !== null && lcpMs <= LIGHTHOUSE_MAX_LCP_MS,
    },
  ];
}

const formatOf = {
  bytes: (value) => `${kb(value)} KB`,
  ms,
  cls: (value) => (value === null ? 'n/a' : value.toFixed(3)),
  score: (value) => (value === null ? 'n/a' : `≥ ${value}`),
};
const valueOf = (check, value) =>
  check.unit === 'score' ? (value === null ? 'n/a' : String(value)) : formatOf[check.unit](value);
const limitOf = (check) =>
  check.unit === 'score' ? formatOf.score(check.limit) : `≤ ${formatOf[check.unit](check.limit)}`;

function report(pages, checks, summary, lighthouse) {
  const lines = [
    '| page | asset | raw KB | gzip-9 KB | on the wire KB | encoding |',
    '|---|---|---:|---:|---:|---|',
  ];
  for (const p of pages) {
    for (const a of p.assets) {
      const name = new URL(a.url).pathname;
      lines.push(
        `| ${p.path} | ${name} | ${kb(a.bytes)} | ${kb(a.gzipBytes)} | ${kb(a.wireBytes)} | ${a.encoding} |`,
      );
    }
    lines.push(
      `| **${p.path}** | **JS total** | ${kb(p.jsBytes)} | ${kb(p.jsGzipBytes)} | **${kb(p.jsWireBytes)}** | |`,
      `| **${p.path}** | **CSS total** | ${kb(p.cssBytes)} | ${kb(p.cssGzipBytes)} | **${kb(p.cssWireBytes)}** | |`,
    );
  }
  lines.push(
    '',
    '| /dashboard/summary, cold | value |',
    '|---|---:|',
    `| time until the figures show | ${ms(summary.figuresShownMs)} |`,
    `| JS on the wire until the figures show | ${kb(summary.jsWireBytes)} KB |`,
    `| JS gzip-9 until the figures show | ${kb(summary.jsGzipBytes)} KB |`,
  );
  lines.push('', '| check | value | gzip-9 | limit | result |', '|---|---:|---:|---:|---|');
  for (const check of checks) {
    const gzip9 = check.gzip9 === undefined ? '' : `${kb(check.gzip9)} KB`;
    lines.push(
      `| ${check.check} | ${valueOf(check, check.actual)} | ${gzip9} | ${limitOf(check)} | ${check.pass ? 'PASS' : 'FAIL'} |`,
    );
  }
  lines.push(
    '',
    `| Lighthouse (mobile), median of ${LIGHTHOUSE_RUNS} | runs | score | FCP | LCP | TBT | CLS | Speed Index | scores of the runs | CPU (benchmarkIndex) |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---|---:|',
  );
  for (const lh of lighthouse) {
    const scores = lh.raw.map((run) => run.performanceScore).join(', ');
    lines.push(
      `| ${lh.path} | ${lh.runs} | ${lh.performanceScore ?? 'n/a'} | ${ms(lh.fcpMs)} | ${ms(lh.lcpMs)} | ${ms(lh.tbtMs)} | ${lh.cls?.toFixed(3) ?? 'n/a'} | ${ms(lh.speedIndexMs)} | ${scores} | ${lh.benchmarkIndex === null ? 'n/a' : Math.round(lh.benchmarkIndex)} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const loadBefore = os.loadavg();
  build();
  let stack;
  let browser;
  try {
    stack = await startStack(STACK);
    const onSignal = () => void stack.stop().finally(() => process.exit(130));
    process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
    const { baseUrl } = stack;
    const code = await findReviewCode(baseUrl);
    const missionCode = await findMissionCode(baseUrl);
    const wallSlug = await findWallSlug(baseUrl);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const login = await measureGuestPage(browser, baseUrl, '/login', 'Sign in');
    const forgotPassword = await measureGuestPage(browser, baseUrl, '/forgot-password', 'Reset password');
    const storageState = await signInOwner(browser, baseUrl);
    const summary = await measureSummary(browser, baseUrl, storageState);
    const reportPage = await measureReport(browser, baseUrl, storageState);
    // Not with --page=PATH, which compares one page's Lighthouse runs between builds; --page=none keeps it.
    const sweep =
      BYTES_ONLY || (ONLY_PAGE && ONLY_PAGE !== 'none')
        ? []
        : await measureShifts(browser, baseUrl, storageState);
    const capture = await measureCapture(browser, baseUrl, code);
    const mission = await measureMission(browser, baseUrl, missionCode);
    const embed = await measureEmbed(browser, baseUrl, wallSlug);
    const pages = [
      login,
      forgotPassword,
      summary.untilFigures,
      summary.untilIdle,
      reportPage,
      capture,
      mission,
      embed,
    ];
    await browser.close();
    browser = undefined;

    const recharts = rechartsChunks();
    // Without this, a marker that no longer matches would let the checks below pass on nothing.
    if (rechartsAssetsOf(reportPage, recharts).length === 0)
      throw new Error(`No chunk containing "${RECHARTS_MARKER}" loaded on the report: cannot check recharts`);

    // One page after the other, each run in a Chromium of its own, with nothing else of the benchmark running.
    const lighthouse = [];
    for (const [label, pagePath] of BYTES_ONLY || SIGNED_IN_ONLY
      ? []
      : [
          ['/login', '/login'],
          ['/r/{code}', `/r/${encodeURIComponent(code)}`],
          ['/forgot-password', '/forgot-password'],
          ['/m/{code}', `/m/${encodeURIComponent(missionCode)}`],
          ['/v/{slug}', `/v/${encodeURIComponent(wallSlug)}`],
        ]) {
      console.log(`» Lighthouse ${label} ×${LIGHTHOUSE_RUNS}`);
      const result = await runLighthouseMedian(`${baseUrl}${pagePath}`, {
        runs: LIGHTHOUSE_RUNS,
        retries: LIGHTHOUSE_RETRIES,
      });
      lighthouse.push({ path: label, ...result });
    }
    const signedIn = [];
    const signedInPages = SIGNED_IN_PAGES.filter(
      (page) => ONLY_PAGE === undefined || page.path === ONLY_PAGE,
    );
    for (const budget of BYTES_ONLY ? [] : signedInPages) {
      console.log(`» Lighthouse ${budget.path}, signed in ×${LIGHTHOUSE_RUNS}`);
      const result = await runLighthouseMedian(`${baseUrl}${budget.path}`, {
        runs: LIGHTHOUSE_RUNS,
        retries: LIGHTHOUSE_RETRIES,
        prepare: (port) => signInOnPort(baseUrl, port),
      });
      signedIn.push({ path: budget.path, budget, ...result });
    }

    const checks = [
      budgetOf(login, LOGIN_JS_BUDGET_BYTES),
      budgetOf(capture, CAPTURE_JS_BUDGET_BYTES),
      // The mission page is the guests' other door, with the capture page's budget.
      budgetOf(mission, CAPTURE_JS_BUDGET_BYTES),
      budgetOf(reportPage, REPORT_JS_BUDGET_BYTES),
      budgetOf(summary.untilFigures, SUMMARY_FIGURES_JS_BUDGET_BYTES),
      budgetOf(embed, EMBED_JS_BUDGET_BYTES),
      ...[login, forgotPassword, summary.untilIdle, capture, mission].map((page) =>
        noRechartsOn(page, recharts),
      ),
      ...lighthouse.flatMap(lighthouseChecksOf),
      ...signedIn.flatMap((lh) => signedInChecksOf(lh, lh.budget)),
      ...shiftChecksOf(sweep),
    ];

    console.log(`\n${report(pages, checks, summary.untilFigures, [...lighthouse, ...signedIn])}\n`);
    if (signedIn.length > 0) console.log(`${shiftsReport(signedIn)}\n`);
    if (sweep.length > 0) console.log(`${shiftSweepReport(sweep)}\n`);
    const machine = {
      cpus: os.cpus().length,
      memGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      // 1, 5 and 15 minute load averages, before the build and at the end of the measurements.
      loadBefore,
      loadAfter: os.loadavg(),
    };
    if (!BYTES_ONLY) {
      const result = {
        date: new Date().toISOString(),
        machine,
        kb: KB,
        pages,
        checks,
        lighthouse,
        signedIn,
        shifts: sweep,
      };
      mkdirSync('bench/results', { recursive: true });
      writeFileSync(RESULTS_FILE, `${JSON.stringify(result, null, 2)}\n`);
      console.log(`Wrote ${RESULTS_FILE}`);
    }
    const load = (averages) => averages.map((value) => value.toFixed(2)).join(' ');
    console.log(
      `Load average before the build: ${load(machine.loadBefore)}; at the end: ${load(machine.loadAfter)}`,
    );
    for (const check of checks) {
      console.log(
        `${check.check}: ${check.pass ? 'PASS' : 'FAIL'} (${valueOf(check, check.actual)}, limit ${limitOf(check)})`,
      );
    }
    if (checks.some((check) => !check.pass)) process.exitCode = 1;
  } finally {
    await browser?.close().catch(() => {});
    await stack?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
