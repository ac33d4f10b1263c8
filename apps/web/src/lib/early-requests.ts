/*
 * GETs that the page's earliest script starts before the app's code has loaded, handed over to the API client
 * when the app asks for the same path with the same credentials: the request leaves as soon as the HTML has
 * been read, not once the app's chunks have arrived and rendered. Only a successful answer is handed over, to
 * one ask, and only while it is fresh; otherwise the client asks the API itself.
 */

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** An early answer this old is not handed over: the app asks again rather than show an old list. */
const FRESH_FOR_MS = 30_000;

const started = new Map<string, Promise<Response>>();

/** A path below /api with its query string; null and undefined values are left out. */
export function apiPath(url: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}

/** The same request whatever the order its parameters were written in, for the same Authorization. */
function requestKey(url: string, params: QueryParams, authorization: string | undefined): string {
  const sorted = Object.fromEntries(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
  return `${authorization ?? ''} ${apiPath(url, sorted)}`;
}

/**
 * Starts a GET of `url` for the app to take over, and answers a copy of its response for the caller to
 * read: the app reads the response itself.
 */
export function startEarlyGet(
  url: string,
  params: QueryParams,
  headers: Record<string, string> & { Authorization: string },
): Promise<Response> {
  const key = requestKey(url, params, headers.Authorization);
  const response = fetch(`/api${apiPath(url, params)}`, { headers });
  started.set(key, response);
  setTimeout(() => {
    if (started.get(key) === response) started.delete(key);
  }, FRESH_FOR_MS);
  return response.then((answer) => answer.clone());
}

/**
 * The successful answer of an early GET of the same path, query and Authorization, once, while it is
 * fresh; undefined when there is none, it failed, or it was refused.
 */
export async function takeEarlyGet(
  url: string,
  params: QueryParams,
  authorization: string | undefined,
): Promise<Response | undefined> {
  const key = requestKey(url, params, authorization);
  const early = started.get(key);
  if (!early) return undefined;
  started.delete(key);
  const response = await early.catch(() => undefined);
  return response?.ok ? response : undefined;
}
