// After the end-to-end run: fails when more than MAX_FLAKY tests passed only on their retry (decision 0024).
// Reads the summary that apps/web/e2e/support/flaky-reporter.ts wrote: node scripts/e2e-flaky-check.mjs <file>
import { existsSync, readFileSync } from 'node:fs';

/** CI retries a failed test once; one such retry in a run is tolerated, a second one fails the run. */
const MAX_FLAKY = 1;

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error(
    `e2e-flaky-check: no summary at ${file ?? '(no path given)'}: did the end-to-end run finish?`,
  );
  process.exit(1);
}
const summary = JSON.parse(readFileSync(file, 'utf8'));
const { expected, unexpected, flaky, skipped } = summary.counts;
console.log(
  `end-to-end: ${expected} passed, ${flaky} flaky, ${unexpected} failed, ${skipped} skipped, in ${Math.round(summary.durationMs / 1000)} s`,
);
for (const test of summary.flaky) {
  console.log(`  flaky: ${test.location} › ${test.title}`);
  for (const error of test.errors) console.log(`      ${error}`);
}
if (summary.status !== 'passed') {
  console.error(`e2e-flaky-check: the run ended ${summary.status}`);
  process.exit(1);
}
if (summary.flaky.length > MAX_FLAKY) {
  console.error(
    `e2e-flaky-check: ${summary.flaky.length} tests needed their retry; at most ${MAX_FLAKY} may in one run`,
  );
  process.exit(1);
}
