import { camelize, type Camelized } from '@venues/contracts/wire';
import { ApiRequestError } from '@/lib/api-error';

type RequestOptions = { method?: 'GET' | 'POST' | 'DELETE'; token?: string; body?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toError(status: number, payload: unknown): ApiRequestError {
  const error = isRecord(payload) && isRecord(payload.error) ? payload.error : {};
  const code = typeof error.code === 'string' ? error.code : status >= 500 ? 'internal' : 'unknown';
  const message = typeof error.message === 'string' ? error.message : `HTTP ${status}`;
  const fields = isRecord(error.fields) ? (error.fields as Record<string, string[]>) : undefined;
  return new ApiRequestError(status, code, message, fields);
}

/** The tus metadata's keys are data, sent back to the upload server as they came. */
const KEEP = ['metadata'] as const;
export type Answer<Wire> = Camelized<Wire, (typeof KEEP)[number]>;

/** An answer's `data` as the page uses it: camelCase. */
export function answerOf<Wire>(data: Wire): Answer<Wire> {
  return camelize(data, { keep: KEEP });
}

/**
 * Plain fetch, not the dashboard's API client: the capture page has a 120 KB budget. Resolves with the
 * response's `data`, camelCase; rejects with ApiRequestError (status 0 and code `network` when there is no
 * answer). `Wire` is the contracts' type, which the server validates what it sends against; no zod here.
 * A body goes out as given: the caller snakeizes one it built in camelCase.
 */
export async function request<Wire>(
  path: string,
  { method = 'GET', token, body }: RequestOptions = {},
): Promise<Answer<Wire>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiRequestError(0, 'network', error instanceof Error ? error.message : 'Network error');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toError(response.status, payload);
  if (!isRecord(payload) || !('data' in payload))
    throw new ApiRequestError(response.status, 'unknown', 'No data');
  return answerOf(payload.data as Wire);
}
