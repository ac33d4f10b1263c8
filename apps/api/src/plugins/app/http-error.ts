import type { ErrorCode } from '@venues/contracts/errors';

/** A refusal with a stable code the client can translate. Thrown from handlers and hooks. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (what: string) => new HttpError(404, 'not-found', `${what} not found.`);
export const forbidden = (message = 'You may not access this resource.') =>
  new HttpError(403, 'auth/forbidden', message);
