import autocannon, { type Request, type Result } from 'autocannon';

export type LoadOptions = {
  url: string;
  /** Paths taken in turn, one per request, across all connections. */
  paths: readonly string[];
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** GET by default; a POST sends `body` (JSON) with each request. */
  method?: 'GET' | 'POST';
  body?: string;
};

export type LoadResult = {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
};

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/**
 * autocannon gives p97.5 but no p95, and rounds to whole milliseconds; every response time is recorded
 * here instead, and the percentiles come from the full list.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  let next = 0;
  const rotate: Request = {
    method: options.method ?? 'GET',
    ...(options.body === undefined
      ? {}
      : { body: options.body, headers: { ...options.headers, 'content-type': 'application/json' } }),
    setupRequest: (request) => ({ ...request, path: options.paths[next++ % options.paths.length] }),
  };
  const latencies: number[] = [];

  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        headers: options.headers,
        requests: [rotate],
      },
      (error, value) => (error ? reject(error) : resolve(value)),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
      latencies.push(ms);
    });
  });

  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A short run first, so that JIT, plan and buffer caches are warm when the measured run starts. */
export async function warmUp(options: LoadOptions): Promise<void> {
  await runLoad({ ...options, seconds: Math.min(3, options.seconds) });
}
