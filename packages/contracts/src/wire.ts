/**
 * The one mapping between the wire and the client: the API's JSON is snake_case, the web's code is
 * camelCase. `camelize` turns a parsed response into the client's shape, `snakeize` a request body back
 * into the wire's. Only keys change, at every depth of plain objects and arrays; values stay as they are.
 *
 * A record whose keys are data (tus metadata, mail headers) is not a shape: name its key in `keep`, and
 * its value passes through untouched. No dependencies: the capture page uses it without zod.
 */

type CamelKey<K extends string> = K extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelKey<Tail>>}`
  : K;

type SnakeKey<K extends string> = K extends `${infer Head}${infer Tail}`
  ? Head extends Lowercase<Head>
    ? `${Head}${SnakeKey<Tail>}`
    : `_${Lowercase<Head>}${SnakeKey<Tail>}`
  : K;

/** `T` with every key camelCase, at every depth; the values of the keys named in `Keep` untouched. */
export type Camelized<T, Keep extends string = never> = T extends readonly (infer Item)[]
  ? Camelized<Item, Keep>[]
  : T extends object
    ? { [K in keyof T as K extends string ? CamelKey<K> : K]: K extends Keep ? T[K] : Camelized<T[K], Keep> }
    : T;

/** `T` with every key snake_case, at every depth; the values of the keys named in `Keep` untouched. */
export type Snakeized<T, Keep extends string = never> = T extends readonly (infer Item)[]
  ? Snakeized<Item, Keep>[]
  : T extends object
    ? { [K in keyof T as K extends string ? SnakeKey<K> : K]: K extends Keep ? T[K] : Snakeized<T[K], Keep> }
    : T;

export type WireOptions<Keep extends string> = { keep?: readonly Keep[] };

export function camelKey(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, next: string) => next.toUpperCase());
}

export function snakeKey(key: string): string {
  return key.replace(/[A-Z]/g, (upper) => `_${upper.toLowerCase()}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function mapKeys(value: unknown, rename: (key: string) => string, keep: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => mapKeys(item, rename, keep));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[rename(key)] = keep.has(key) ? item : mapKeys(item, rename, keep);
  }
  return out;
}

/** A wire value (snake_case keys) in the client's shape (camelCase keys). */
export function camelize<T, Keep extends string = never>(
  value: T,
  options: WireOptions<Keep> = {},
): Camelized<T, Keep> {
  return mapKeys(value, camelKey, new Set(options.keep)) as Camelized<T, Keep>;
}

/** A client value (camelCase keys) in the wire's shape (snake_case keys), for a request body. */
export function snakeize<T, Keep extends string = never>(
  value: T,
  options: WireOptions<Keep> = {},
): Snakeized<T, Keep> {
  return mapKeys(value, snakeKey, new Set(options.keep)) as Snakeized<T, Keep>;
}
