// The few parts of autocannon 8 the benchmarks use; the package ships no types.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  };

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  };

  export type Stats = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
  };

  export type Result = {
    requests: Stats & { sent: number };
    latency: Stats & { p50: number; p90: number; p97_5: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };

  export type Instance = EventEmitter & { stop: () => void };

  export default function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): Instance;
}
