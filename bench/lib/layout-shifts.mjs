// The layout shifts of a page, recorded in the page itself from its first paint on: for the web bench's sweep
// of the owner's pages and for the end-to-end test that holds those pages still.

/* global Element, window */

/** @typedef {{ value: number, sources: string[] }} LayoutShift */

/**
 * Runs in the page before its scripts (give it to addInitScript): keeps every layout shift that no input
 * caused, with the nodes that moved, for readLayoutShifts.
 */
export function recordLayoutShifts() {
  /** @type {LayoutShift[]} */
  const shifts = [];
  Object.assign(window, { __layoutShifts: shifts });
  /** @param {Node | null} node */
  const name = (node) =>
    node instanceof Element
      ? `${node.tagName}${node.id ? `#${node.id}` : ''}${node.getAttribute('aria-label') ? `[${node.getAttribute('aria-label')}]` : ''}`
      : String(node?.nodeName);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift =
        /** @type {PerformanceEntry & { value: number, hadRecentInput: boolean, sources: { node: Node | null }[] }} */ (
          entry
        );
      if (!shift.hadRecentInput)
        shifts.push({ value: shift.value, sources: shift.sources.map((source) => name(source.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * The shifts that recordLayoutShifts has kept on `page` so far.
 * @param {{ evaluate: (script: () => unknown) => Promise<unknown> }} page
 * @returns {Promise<LayoutShift[]>}
 */
export async function readLayoutShifts(page) {
  const shifts = await page.evaluate(
    () => /** @type {{ __layoutShifts?: unknown }} */ (window).__layoutShifts,
  );
  // Nothing recorded is no measure, not a page that held still.
  if (!Array.isArray(shifts))
    throw new Error('No layout shifts were recorded: was recordLayoutShifts added?');
  return /** @type {LayoutShift[]} */ (shifts);
}

/**
 * The sum of the shifts' scores: what a page's budget limits.
 * @param {readonly LayoutShift[]} shifts
 */
export function layoutShiftTotal(shifts) {
  return shifts.reduce((sum, shift) => sum + shift.value, 0);
}
