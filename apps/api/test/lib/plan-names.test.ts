import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { planIds } from '@venues/contracts/plans';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Where code lives; every .ts and .tsx file under these folders is read. */
const SOURCES = [
  'apps/api/src',
  'apps/api/bench',
  'apps/web/src',
  'packages/contracts/src',
  'scripts',
  'bench',
];

/**
 * Where a plan may be named: the plan catalogue (the rules and the prices with their texts), the tests and
 * their fixtures, and the demo data, which puts each demo account on a plan of its own.
 */
const ALLOWED = [
  /^packages\/contracts\/src\/plans\.ts$/,
  /^packages\/contracts\/src\/billing\.ts$/,
  /\.test\.tsx?$/,
  /^apps\/web\/src\/testing\//,
  /^apps\/api\/src\/seed\//,
];

function sourceFiles(folder: string): string[] {
  const absolute = path.join(root, folder);
  let entries;
  try {
    entries = readdirSync(absolute, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes('node_modules'));
}

describe('plan names', () => {
  it('appear as literals only in the plan catalogue, the tests and the demo data', () => {
    const literal = new RegExp(`(['"\`])(${planIds.join('|')})\\1`);
    const offenders = SOURCES.flatMap(sourceFiles)
      .filter((file) => !ALLOWED.some((pattern) => pattern.test(file)))
      .flatMap((file) =>
        readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (literal.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });

  it('finds a literal where there is one', () => {
    const literal = new RegExp(`(['"\`])(${planIds.join('|')})\\1`);
    expect(literal.test("if (plan === 'pro')")).toBe(true);
    expect(literal.test('the "professional" look')).toBe(false);
  });
});
