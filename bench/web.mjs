// Web benchmark: production build, JS/CSS weight of the first load of /login and /dashboard/summary, the
// /login JS budget, and a Lighthouse performance run of /login. Run with `npm run bench:web`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { recordAssets, totals } from './lib/assets.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startStack } from './lib/stack.mjs';

const STACK = { port: 8280, authEmulatorPort: 9399, dataDir: '.data/bench' };
const OWNER = { email: 'owner@demo.test', password: 'Demo1234!' };
const KB = 1000;
const LOGIN_JS_BUDGET_BYTES = 170 * KB; // gzip
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

async function measureSummary(browser, baseUrl) {
  // Sign in once in a throwaway context, then measure a cold first load with only the saved session.
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

function report(pages, budget, lh) {
  const lines = ['| page | asset | raw KB | gzip KB |', '|---|---|---:|---:|'];
  for (const p of pages) {
    for (const a of p.assets)
      lines.push(`| ${p.path} | ${new URL(a.url).pathname} | ${kb(a.bytes)} | ${kb(a.gzipBytes)} |`);
    lines.push(`| **${p.path}** | **JS total** | ${kb(p.jsBytes)} | **${kb(p.jsGzipBytes)}** |`);
    lines.push(`| **${p.path}** | **CSS total** | ${kb(p.cssBytes)} | **${kb(p.cssGzipBytes)}** |`);
  }
  lines.push('', '| check | value | limit | result |', '|---|---:|---:|---|');
  lines.push(
    `| /login JS gzip | ${kb(budget.actual)} KB | ${kb(budget.limit)} KB | ${budget.pass ? 'PASS' : 'FAIL'} |`,
  );
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
    const pages = [await measureLogin(browser, stack.baseUrl), await measureSummary(browser, stack.baseUrl)];
    await browser.close();
    browser = undefined;

    const actual = pages[0].jsGzipBytes;
    const budget = { limit: LOGIN_JS_BUDGET_BYTES, actual, pass: actual <= LOGIN_JS_BUDGET_BYTES };
    const lighthouse = await runLighthouse(`${stack.baseUrl}/login`);

    console.log(`\n${report(pages, budget, lighthouse)}\n`);
    mkdirSync('bench/results', { recursive: true });
    const machine = {
      cpus: os.cpus().length,
      memGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    };
    const result = { date: new Date().toISOString(), machine, kb: KB, pages, budget, lighthouse };
    writeFileSync(RESULTS_FILE, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`Wrote ${RESULTS_FILE}`);
    console.log(
      `/login JS budget: ${budget.pass ? 'PASS' : 'FAIL'} (${kb(actual)} KB gzip of ${kb(budget.limit)} KB)`,
    );
    if (!budget.pass) process.exitCode = 1;
  } finally {
    await browser?.close().catch(() => {});
    await stack?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
