import type { Language } from '@venues/contracts/users';

/** The first supported language of an Accept-Language header, if any. */
export function preferredLanguage(header: string | undefined): Language | undefined {
  for (const part of header?.split(',') ?? []) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'it' || tag === 'en') return tag;
  }
  return undefined;
}

/** The language a file is rendered in: the one asked for (?lang=), else the browser's, else English. */
export function documentLanguage(
  request: { headers: { 'accept-language'?: string } },
  asked?: Language,
): Language {
  return asked ?? preferredLanguage(request.headers['accept-language']) ?? 'en';
}

const LANGUAGE_COOKIE = 'i18next';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

function supported(value: string | undefined): Language | undefined {
  const tag = value?.slice(0, 2).toLowerCase();
  return tag === 'it' || tag === 'en' ? tag : undefined;
}

/**
 * The language a page's first screen is drawn in, by the web app's own rule: ?lng=, then the choice the
 * app keeps in its cookie, then the browser's languages, then English.
 */
export function pageLanguage(request: {
  query: unknown;
  headers: { 'accept-language'?: string; cookie?: string };
}): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const asked = typeof query?.lng === 'string' ? query.lng : undefined;
  return (
    supported(asked) ??
    supported(cookieValue(request.headers.cookie, LANGUAGE_COOKIE)) ??
    preferredLanguage(request.headers['accept-language']) ??
    'en'
  );
}
