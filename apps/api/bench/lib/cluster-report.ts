import type { Sample } from './cluster-client';
import { markdownTable, ms } from './report';

export type Phase = { name: string; from: number; to: number };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

/** An error is what a client cannot use: a 5xx, a failed connection, a time-out. */
export const isError = (sample: Sample) => sample.status >= 500 || sample.status <= 0;

function tally(keys: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const key of keys) counts[key] = (counts[key] ?? 0) + 1;
  return counts;
}

export function byPhase(samples: readonly Sample[], phases: readonly Phase[]) {
  return phases.map((phase) => {
    const inPhase = samples.filter((sample) => sample.at >= phase.from && sample.at < phase.to);
    const count = (test: (sample: Sample) => boolean) => inPhase.filter(test).length;
    return {
      phase: phase.name,
      seconds: Number(((phase.to - phase.from) / 1000).toFixed(1)),
      requests: inPhase.length,
      fiveHundreds: count((s) => s.status >= 500),
      connectionErrors: count((s) => s.status === 0),
      timeouts: count((s) => s.status === -1),
      rateLimited: count((s) => s.status === 429),
      otherFourHundreds: count((s) => s.status >= 400 && s.status < 500 && s.status !== 429),
      errors: inPhase.filter(isError).length,
      /** What failed, as `kind status server` → count; a server of '-' is an answer of HAProxy itself. */
      failures: tally(
        inPhase
          .filter((s) => isError(s) || s.status >= 400)
          .map((s) => `${s.kind} ${s.status} ${s.server || '-'}`),
      ),
    };
  });
}

export function byKind(samples: readonly Sample[]) {
  const kinds = [...new Set(samples.map((sample) => sample.kind))];
  return kinds.map((kind) => {
    const answered = samples.filter((sample) => sample.kind === kind && sample.status > 0);
    const sorted = answered.map((sample) => sample.ms).sort((a, b) => a - b);
    return {
      kind,
      requests: samples.filter((sample) => sample.kind === kind).length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
    };
  });
}

export function phaseTable(rows: ReturnType<typeof byPhase>): string {
  return markdownTable(
    ['phase', 's', 'requests', '5xx', 'connection errors', 'time-outs', '429', 'other 4xx'],
    rows.map((row) => [
      row.phase,
      String(row.seconds),
      String(row.requests),
      String(row.fiveHundreds),
      String(row.connectionErrors),
      String(row.timeouts),
      String(row.rateLimited),
      String(row.otherFourHundreds),
    ]),
  );
}

export function kindTable(rows: ReturnType<typeof byKind>): string {
  return markdownTable(
    ['route kind', 'requests', 'p50', 'p99'],
    rows.map((row) => [row.kind, String(row.requests), ms(row.p50), ms(row.p99)]),
  );
}
