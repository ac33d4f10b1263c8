// Lighthouse 12 performance runs (default mobile config, simulated throttling): one run against one URL, or
// several in a row whose median is reported. LIGHTHOUSE_THROTTLING=devtools throttles the real page load
// instead (the same phone's latency, bandwidth and CPU, applied while the page loads), so that the figures are
// what the browser did rather than Lighthouse's estimate from an unthrottled load.
// LIGHTHOUSE_SAVE_DIR=DIR writes each run's whole report and its trace there (lhr_<page>-<time>.json,
// trace_<page>-<time>.json), to read its LCP breakdown, network requests and long tasks afterwards.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './stack.mjs';

// benchmarkIndex is Lighthouse's measure of the machine's CPU (higher is faster): the simulated phone is this
// machine slowed down 4 times, so TBT and LCP move with it from one machine to the next.
const METRICS = ['performanceScore', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs', 'benchmarkIndex'];

/** The layout shifts of a run, each with the score Lighthouse gives it and the node that moved. */
function shiftsOf(lhr) {
  return (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
    score: item.score,
    node: item.node?.selector ?? item.node?.snippet ?? null,
  }));
}

/**
 * One run in a Chromium of its own. `prepare(port)`, when given, runs in that Chromium before Lighthouse
 * (signing a user in, say); what it stored is then kept (`disableStorageReset`), as in a returning user's
 * browser.
 * @param {string} url
 * @param {{ prepare?: (port: number) => Promise<void> }} [options]
 */
export async function runLighthouse(url, { prepare } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    await prepare?.(chrome.port);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(prepare),
      ...(process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? { throttlingMethod: 'devtools' } : {}),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    saveReport(lhr, result.artifacts);
    const metric = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      url,
      performanceScore: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      shifts: shiftsOf(lhr),
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}

function saveReport(lhr, artifacts) {
  const directory = process.env.LIGHTHOUSE_SAVE_DIR;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  const name = `${new URL(lhr.finalDisplayedUrl).pathname.replace(/\W+/g, '_')}-${Date.now()}`;
  writeFileSync(path.join(directory, `lhr${name}.json`), JSON.stringify(lhr));
  // The page load's trace, for DevTools' Performance panel or a script.
  if (artifacts?.Trace)
    writeFileSync(path.join(directory, `trace${name}.json`), JSON.stringify(artifacts.Trace));
}

/** The middle value of the non-null ones (the lower middle of an even count); null when there are none. */
function median(values) {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Runs Lighthouse `runs` times in a row, one Chromium each; a run that fails (e.g. NO_NAVSTART) is retried
 * up to `retries` times before it counts as failed. Each metric is the median of that metric over the runs
 * that succeeded; `medianRun` is the index of the run with the median performance score.
 * @param {string} url
 */
export async function runLighthouseMedian(url, { runs = 3, retries = 2, prepare } = {}) {
  const results = [];
  const failures = [];
  for (let run = 0; run < runs; run++) {
    for (let attempt = 0; attempt <= retries; attempt++) {
      try {
        results.push(await runLighthouse(url, { prepare }));
        break;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        failures.push({ run, attempt, error: message });
        console.warn(`Lighthouse ${url} run ${run + 1} attempt ${attempt + 1} failed: ${message}`);
      }
    }
  }
  const medians = Object.fromEntries(METRICS.map((key) => [key, median(results.map((r) => r[key]))]));
  const medianRun = results.findIndex((r) => r.performanceScore === medians.performanceScore);
  return { url, runs: results.length, ...medians, medianRun, raw: results, failures };
}
