import type { TestInfo } from '@playwright/test';

let counter = 0;

/** A never-seen-before address, readable in the mailbox: `e2e-<test>-<time><n>-<worker>@example.test`. */
export function uniqueEmail(testInfo: TestInfo, label = 'user'): string {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return `e2e-${label}-${stamp}-w${testInfo.workerIndex}@example.test`.toLowerCase();
}
