// Web benchmark: production build, JS/CSS weight of the first load of /login, /dashboard/summary and the
// guest's capture page /r/{code}, and of what /dashboard/report adds to the summary; the JS budgets of
// /login, /r/{code} and the report; no recharts outside the report; and a Lighthouse performance run of
// /login. Run with `npm run bench:web`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { recordAssets, totals } from './lib/assets.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { signInThroughApi } from './lib/owner.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startStack } from './lib/stack.mjs';

const STACK = { port: 8280, authEmulatorPort: 9399, dataDir: '.data/bench' };
const OWNER = { email: 'owner@demo.test', password: 'Demo1234!' };
const KB = 1000;
const LOGIN_JS_BUDGET_BYTES = 170 * KB; // on the wire
const CAPTURE_JS_BUDGET_BYTES = 120 * KB; // on the wire
const REPORT_JS_BUDGET_BYTES = 120 * KB; // on the wire, loaded on going from the summary to the report
const WEB_ASSETS_DIR = 'apps/web/dist/assets';
// A class name recharts gives its chart container: it survives minification, so it marks the chunks of recharts.
const RECHARTS_MARKER = 'recharts-wrapper';
const RESULTS_FILE = 'bench/results/web.json';

const kb = (bytes) => (bytes / KB).toFixed(1);
const ms = (value) => (value === null ? 'n/a' : `${Math.round(value)} ms`);

function build() {
  console.log('» npm run build');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

async function measureLogin(browser, baseUrl) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const assets = await recordAssets(page, async () => {
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  });
  await context.close();
  return { path: '/login', assets, ...totals(assets) };
}

/** Signs the owner in once in a throwaway context; the pages are then measured with only the saved session. */
async function signInOwner(browser, baseUrl) {
  const signIn = await browser.newContext();
  const page = await signIn.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  const remember = page.getByLabel('Remember me');
  if (await remember.isVisible()) await remember.check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/dashboard/summary');
  const storageState = await signIn.storageState({ indexedDB: true });
  await signIn.close();
  return storageState;
}

async function measureSummary(browser, baseUrl, storageState) {
  const context = await browser.newContext({ storageState });
  const cold = await context.newPage();
  const assets = await recordAssets(cold, async () => {
    await cold.goto(`${baseUrl}/dashboard/summary`, { waitUntil: 'networkidle' });
    await cold.getByRole('heading', { level: 1, name: 'Summary' }).waitFor();
  });
  if (!cold.url().endsWith('/dashboard/summary')) throw new Error(`Signed-in load ended on ${cold.url()}`);
  await context.close();
  return { path: '/dashboard/summary', assets, ...totals(assets) };
}

/** What the report adds: the summary loads cold, then the owner opens the report from the navigation. */
async function measureReport(browser, baseUrl, storageState) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/dashboard/summary`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Summary' }).waitFor();
  const assets = await recordAssets(page, async () => {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Report' }).click();
    await page.waitForURL('**/dashboard/report');
    await page.getByRole('heading', { level: 1, name: 'Report' }).waitFor();
    // A drawn bar: the demo owner has 30 days of visits, and the production build's charts work.
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

async function measureCapture(browser, baseUrl) {
  const code = await findReviewCode(baseUrl);
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
  return { check: `${page.path} loads no recharts chunk`, limit: 0, actual, pass: actual === 0 };
}

function report(pages, budgets, lh) {
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
  lines.push('', '| check | value | gzip-9 | limit | result |', '|---|---:|---:|---:|---|');
  for (const budget of budgets) {
    const gzip9 = budget.gzip9 === undefined ? '' : `${kb(budget.gzip9)} KB`;
    lines.push(
      `| ${budget.check} | ${kb(budget.actual)} KB | ${gzip9} | ${kb(budget.limit)} KB | ${budget.pass ? 'PASS' : 'FAIL'} |`,
    );
  }
  if (lh) {
    lines.push('', '| Lighthouse (mobile) /login | value |', '|---|---:|');
    lines.push(`| performance score | ${lh.performanceScore} |`, `| FCP | ${ms(lh.fcpMs)} |`);
    lines.push(
      `| LCP | ${ms(lh.lcpMs)} |`,
      `| TBT | ${ms(lh.tbtMs)} |`,
      `| CLS | ${lh.cls?.toFixed(3) ?? 'n/a'} |`,
    );
    lines.push(`| Speed Index | ${ms(lh.speedIndexMs)} |`);
  }
  return lines.join('\n');
}

async function main() {
  build();
  let stack;
  let browser;
  try {
    stack = await startStack(STACK);
    const onSignal = () => void stack.stop().finally(() => process.exit(130));
    process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const login = await measureLogin(browser, stack.baseUrl);
    const storageState = await signInOwner(browser, stack.baseUrl);
    const summary = await measureSummary(browser, stack.baseUrl, storageState);
    const reportPage = await measureReport(browser, stack.baseUrl, storageState);
    const capture = await measureCapture(browser, stack.baseUrl);
    const pages = [login, summary, reportPage, capture];
    await browser.close();
    browser = undefined;

    const recharts = rechartsChunks();
    // Without this, a marker that no longer matches would let the checks below pass on nothing.
    if (rechartsAssetsOf(reportPage, recharts).length === 0)
      throw new Error(`No chunk containing "${RECHARTS_MARKER}" loaded on the report: cannot check recharts`);
    const budgets = [
      budgetOf(login, LOGIN_JS_BUDGET_BYTES),
      budgetOf(capture, CAPTURE_JS_BUDGET_BYTES),
      budgetOf(reportPage, REPORT_JS_BUDGET_BYTES),
      ...[login, summary, capture].map((page) => noRechartsOn(page, recharts)),
    ];
    const lighthouse = await runLighthouse(`${stack.baseUrl}/login`);

    console.log(`\n${report(pages, budgets, lighthouse)}\n`);
    mkdirSync('bench/results', { recursive: true });
    const machine = {
      cpus: os.cpus().length,
      memGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    };
    const result = { date: new Date().toISOString(), machine, kb: KB, pages, budgets, lighthouse };
    writeFileSync(RESULTS_FILE, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`Wrote ${RESULTS_FILE}`);
    for (const budget of budgets) {
      console.log(
        `${budget.check} budget: ${budget.pass ? 'PASS' : 'FAIL'} (${kb(budget.actual)} KB of ${kb(budget.limit)} KB)`,
      );
    }
    if (budgets.some((budget) => !budget.pass)) process.exitCode = 1;
  } finally {
    await browser?.close().catch(() => {});
    await stack?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
