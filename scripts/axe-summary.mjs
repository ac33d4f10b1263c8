#!/usr/bin/env node
// Sums the axe scans of the last end-to-end run (test-results/e2e-artifacts-*/axe-audit.jsonl, one line per
// scan, written by apps/web/e2e/support/axe.ts) by impact, for docs/accessibility.md.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = 'test-results';
const logs = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('e2e-artifacts-'))
  .map((entry) => path.join(root, entry.name, 'axe-audit.jsonl'))
  .flatMap((file) => {
    try {
      return readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
    } catch {
      return [];
    }
  })
  .map((line) => JSON.parse(line));

if (logs.length === 0) {
  console.error('No axe scans found: run the end-to-end tests first (npm run test:e2e).');
  process.exit(1);
}

const impacts = ['critical', 'serious', 'moderate', 'minor'];
const screens = new Set(logs.map((scan) => scan.screen.replace(/-(en|it)-\d+$/, '')));
const total = (key) =>
  Object.fromEntries(
    impacts.map((impact) => [impact, logs.reduce((sum, scan) => sum + scan[key][impact], 0)]),
  );
const rules = {};
for (const scan of logs) for (const rule of scan.rules) rules[rule] = (rules[rule] ?? 0) + 1;

const tags = [...new Set(logs.flatMap((scan) => scan.tags ?? []))];
console.log(`${logs.length} scans of ${screens.size} screens and states`);
console.log(`Rule tags: ${tags.length > 0 ? tags.join(', ') : 'not logged (a run before the tags were)'}`);
console.log(`| impact | violations | elements |\n| --- | ---: | ---: |`);
const violations = total('violations');
const nodes = total('nodes');
for (const impact of impacts) console.log(`| ${impact} | ${violations[impact]} | ${nodes[impact]} |`);
if (Object.keys(rules).length > 0) console.log('\nRules broken (scans):', rules);
console.log(`\nScreens: ${[...screens].sort().join(', ')}`);
