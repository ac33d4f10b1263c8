import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ms = (value: number) => `${value.toFixed(1)} ms`;

export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Where and on what the figures were taken: they mean little without it. */
export function machine() {
  return {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    /** The 1, 5 and 15 minute load averages: other work on the machine skews every figure. */
    loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
  };
}

/** Other people's builds and tests share these cores: say so next to the figures. */
export function warnIfBusy(): void {
  const [oneMinute = 0] = os.loadavg();
  if (oneMinute > 1) {
    console.warn(
      `Warning: load average ${oneMinute.toFixed(1)} before the run; other processes skew the figures.`,
    );
  }
}

/** Writes apps/api/bench/results/<name>.json, which the root .gitignore does not yet cover (its rule is anchored). */
export function writeResults(name: string, data: unknown): string {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}

export function parseFlags(argv: readonly string[]) {
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  return {
    keep: argv.includes('--keep'),
    reuse: argv.includes('--reuse'),
    seconds: Number(value('seconds') ?? 0),
  };
}
