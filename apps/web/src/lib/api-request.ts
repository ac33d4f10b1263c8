import { currentLanguage } from './i18n';
import { currentIdToken } from './id-token';

/*
 * How a request to /api is addressed and signed, apart from the client that reads its answer (and its
 * schemas): the dashboard's first screen asks with these before that client has loaded, and the client
 * takes the answer as if it had asked itself.
 */

export type Params = Record<string, string | number | boolean | null | undefined>;

/** The address of `url` below /api with its query; null and undefined values are left out. */
export function apiAddress(url: string, params: Params = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const text = query.toString();
  return `/api${url}${text ? `?${text}` : ''}`;
}

/** Every request's headers: JSON, the UI's language and the signed-in user's ID token. */
export async function requestHeaders(extra: Record<string, string> = {}): Promise<Record<string, string>> {
  const token = await currentIdToken();
  return {
    Accept: 'application/json',
    // The UI language, not the browser's: the API writes the user's mails in it.
    'Accept-Language': currentLanguage(),
    ...extra,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

const early = new Map<string, Promise<Response>>();

// The same address asked by the same user in the same language: the answer is the one the client would get.
const earlyKey = (address: string, headers: Record<string, string>) =>
  [address, headers.Authorization ?? '', headers['Accept-Language'] ?? ''].join('\n');

/**
 * Sends a GET now, for the client's own GET of the same address to take (once) when it comes: for the
 * answer that the first screen will need, asked for while the code that reads it is still loading. Resolves
 * to a copy of the answer, for a hint read before the client's schemas are there.
 */
export async function askEarly(url: string, params?: Params): Promise<Response> {
  const address = apiAddress(url, params);
  const headers = await requestHeaders();
  const answer = fetch(address, { headers });
  // Copied before anyone reads it; a failure is the client's to report, when it takes the answer.
  const copy = answer.then((response) => response.clone());
  answer.catch(() => undefined);
  early.set(earlyKey(address, headers), answer);
  return copy;
}

/** The answer of an early GET of `address` with these headers, if one was sent and not yet taken. */
export function takeEarly(address: string, headers: Record<string, string>): Promise<Response> | undefined {
  const key = earlyKey(address, headers);
  const answer = early.get(key);
  early.delete(key);
  return answer;
}
