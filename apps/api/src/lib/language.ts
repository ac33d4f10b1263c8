import type { Language } from '@venues/contracts/users';

/** The first supported language of an Accept-Language header, if any. */
export function preferredLanguage(header: string | undefined): Language | undefined {
  for (const part of header?.split(',') ?? []) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'it' || tag === 'en') return tag;
  }
  return undefined;
}
