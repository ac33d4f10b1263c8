import { appendFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * WCAG 2.2 AA, best practice, and axe's experimental rules (off unless asked for), among them
 * `label-content-name-mismatch`: a control's accessible name must contain its visible words (WCAG 2.5.3).
 */
export const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
  'experimental',
];

/** One line per scan in the run's output folder, for the audit's figures in docs/accessibility.md. */
export const AUDIT_LOG_NAME = 'axe-audit.jsonl';

/** How long a screen may keep moving before it is measured anyway (and the test notes what still moved). */
const STILL_WITHIN_MS = 5_000;

/**
 * Waits until no animation or transition runs on the page, so that axe measures the screen as it stays, not
 * a toast halfway through fading in. The suite asks for reduced motion, under which the app's animations
 * last 1 ms; react-toastify's timer (the animation of a toast's hidden progress bar) is not motion and is
 * left out. Bounded: whatever still moves after STILL_WITHIN_MS is noted on the test, and the scan goes on.
 */
export async function waitUntilStill(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const moving = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .map((animation) =>
          animation instanceof CSSAnimation
            ? animation.animationName
            : animation instanceof CSSTransition
              ? `transition:${animation.transitionProperty}`
              : animation.id || 'script animation',
        )
        .filter((animationName) => animationName !== 'Toastify__trackProgress'),
    );
  const deadline = Date.now() + STILL_WITHIN_MS;
  let running = await moving();
  while (running.length > 0 && Date.now() < deadline) {
    await page.waitForTimeout(50);
    running = await moving();
  }
  if (running.length > 0) {
    testInfo.annotations.push({
      type: 'still moving',
      description: `${name}: ${[...new Set(running)].join(', ')} after ${STILL_WITHIN_MS / 1000} s`,
    });
  }
}

/**
 * Fails on any serious or critical violation of the rules of AXE_TAGS, and on a screen that scrolls
 * sideways; keeps a screenshot to look at and logs the scan's counts by impact. Measures the screen once it
 * holds still.
 */
export async function checkScreen(page: Page, testInfo: TestInfo, name: string) {
  await waitUntilStill(page, testInfo, name);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  // Per impact: the rules broken on this screen, and the elements that break them.
  const violations: Record<string, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const nodes: Record<string, number> = { ...violations };
  for (const violation of results.violations) {
    const impact = violation.impact ?? 'minor';
    violations[impact] = (violations[impact] ?? 0) + 1;
    nodes[impact] = (nodes[impact] ?? 0) + violation.nodes.length;
  }
  appendFileSync(
    path.join(testInfo.project.outputDir, AUDIT_LOG_NAME),
    `${JSON.stringify({
      screen: name,
      url: new URL(page.url()).pathname,
      width: page.viewportSize()?.width,
      tags: AXE_TAGS,
      violations,
      nodes,
      rules: results.violations.map((violation) => `${violation.impact ?? 'minor'}:${violation.id}`),
    })}\n`,
  );
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `${name}: serious or critical axe violations`).toEqual([]);
  // No screen may scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}
