/*
 * Intl's formatters, made once per locale and options and kept. Building one is far dearer than using it
 * (a time zone's rules are loaded on construction), and a page formats the same few kinds of figure and date
 * many times over: a grid of reviews formats two dates per card. Free of dependencies, so any bundle may
 * import it.
 */

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function kept<T>(cache: Map<string, T>, locale: string, options: object, make: () => T): T {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/** `new Intl.DateTimeFormat(locale, options)`, built on the first call with these arguments. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** `new Intl.NumberFormat(locale, options)`, built on the first call with these arguments. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}
