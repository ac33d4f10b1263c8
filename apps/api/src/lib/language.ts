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
