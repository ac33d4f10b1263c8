/*
 * GETs that the page's earliest script starts before the app's code has loaded, handed over to the API client
 * when the app asks for the same path: the request leaves as soon as the HTML has been read, not once the
 * app's chunks have arrived and rendered. An answer serves one ask, and only while it is fresh; after that
 * the client asks the API itself.
 */

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** An early answer this old is not handed over: the app asks again rather than show an old list. */
const FRESH_FOR_MS = 30_000;

const started = new Map<string, { at: number; response: Promise<Response> }>();

/** A path below /api with its query string; null and undefined values are left out. */
export function apiPath(url: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}

/** The same request whatever the order its parameters were written in. */
function requestKey(url: string, params: QueryParams): string {
  return apiPath(url, Object.fromEntries(Object.entries(params).sort(([a], [b]) => a.localeCompare(b))));
}

/** Starts a GET of `url` for the app to take over; its answer is the caller's to read too (clone it). */
export function startEarlyGet(
  url: string,
  params: QueryParams,
  headers: Record<string, string>,
): Promise<Response> {
  const response = fetch(`/api${apiPath(url, params)}`, { headers });
  started.set(requestKey(url, params), { at: Date.now(), response });
  return response;
}

/** The answer of an early GET of the same path and query, once, while it is fresh. */
export function takeEarlyGet(url: string, params: QueryParams = {}): Promise<Response> | undefined {
  const key = requestKey(url, params);
  const early = started.get(key);
  started.delete(key);
  return early && Date.now() - early.at < FRESH_FOR_MS ? early.response : undefined;
}
