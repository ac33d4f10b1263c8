/**
 * Every failed API call rejects with this, whatever went wrong: the API's error shape, or a synthetic one
 * (`network`, `internal`, `unknown`). Kept apart from api-client so checking an error does not load the client.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}
