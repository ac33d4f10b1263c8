import { causesOf } from '../db/errors';

/** PostgreSQL SQLSTATE classes and codes that mean the server went away, not that the request was wrong. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

/**
 * Whether an error, or any error it wraps (Drizzle wraps the driver's in `cause`), says the database is out
 * of reach: refused or lost connections, class 08 (connection exception), and the shutdown codes.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of causesOf(error)) {
    if (typeof code === 'string') {
      if (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08/.test(code))
        return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((text) => message.includes(text)))
      return true;
  }
  return false;
}

/**
 * One log line per outage, not one per request: the first failure is logged at once, later ones are only
 * counted until `windowMs` has passed without a report, and the count goes into the next line.
 */
export function createOutageReporter(
  report: (error: unknown, suppressed: number) => void,
  windowMs = 30_000,
) {
  let lastReportAt: number | null = null;
  let suppressed = 0;
  return (error: unknown, now = Date.now()) => {
    if (lastReportAt !== null && now - lastReportAt < windowMs) {
      suppressed += 1;
      return;
    }
    report(error, suppressed);
    lastReportAt = now;
    suppressed = 0;
  };
}
