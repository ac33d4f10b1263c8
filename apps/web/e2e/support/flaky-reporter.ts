import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, Suite, TestCase } from '@playwright/test/reporter';

/** What the run's summary file holds; `.ci/run` reads it (scripts/e2e-flaky-check.mjs). */
export type RunSummary = {
  status: FullResult['status'];
  startedAt: string;
  durationMs: number;
  counts: { expected: number; unexpected: number; flaky: number; skipped: number };
  /** Tests that failed, then passed on a retry: each with why its failed attempts failed. */
  flaky: { title: string; location: string; retries: number; errors: string[] }[];
};

/** The test's own title under its describe blocks, without the project and the file. */
function titleOf(test: TestCase): string {
  const titles = [test.title];
  for (let suite = test.parent; suite.type === 'describe' && suite.parent; suite = suite.parent) {
    titles.unshift(suite.title);
  }
  return titles.join(' › ');
}

const firstLine = (message: string | undefined) =>
  // Playwright colours its messages for the terminal.
  // eslint-disable-next-line no-control-regex
  (message ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0] ?? '';

/**
 * Retries do not hide flakes: at the end of the run, names every test that passed only on a retry, with the
 * first line of each failed attempt's error, and writes the run's counts and those tests to `outputFile`.
 */
export default class FlakyReporter implements Reporter {
  private readonly outputFile: string;
  private suite: Suite | undefined;

  constructor(options: { outputFile?: string } = {}) {
    this.outputFile = path.resolve(options.outputFile ?? 'test-results/e2e-summary.json');
  }

  printsToStdio(): boolean {
    return false;
  }

  onBegin(_config: unknown, suite: Suite): void {
    this.suite = suite;
  }

  onEnd(result: FullResult): void {
    const tests: TestCase[] = this.suite?.allTests() ?? [];
    const counts = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
    for (const test of tests) counts[test.outcome()] += 1;
    const flaky = tests
      .filter((test) => test.outcome() === 'flaky')
      .map((test) => ({
        title: titleOf(test),
        location: `${path.relative(process.cwd(), test.location.file)}:${test.location.line}`,
        retries: test.results.length - 1,
        errors: test.results
          .filter((attempt) => attempt.status !== 'passed' && attempt.status !== 'skipped')
          .map((attempt) => `${attempt.status}: ${firstLine(attempt.error?.message)}`),
      }));
    const summary: RunSummary = {
      status: result.status,
      startedAt: result.startTime.toISOString(),
      durationMs: result.duration,
      counts,
      flaky,
    };
    mkdirSync(path.dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, `${JSON.stringify(summary, null, 2)}\n`);

    if (flaky.length === 0) return;
    const lines = [
      '',
      `${flaky.length} flaky test${flaky.length === 1 ? '' : 's'}: passed only on a retry, which hides a defect of the test or of the product`,
      ...flaky.flatMap((test) => [
        `  ${test.location} › ${test.title}`,
        ...test.errors.map((error) => `      ${error}`),
      ]),
      `  (summary in ${path.relative(process.cwd(), this.outputFile)})`,
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
