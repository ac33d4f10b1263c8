/*
 * The app's content security policy has no 'unsafe-eval', so zod cannot compile its object parsers with
 * `new Function`. Left to find out, it tries once, and the browser reports that try as a policy violation
 * on every dashboard page. Without compiled parsers zod parses the same way; it just never tries.
 *
 * zod keeps its settings on this global, shared by every copy of it in the page (the build has two), and
 * reads `jitless` when it builds its first object schema, so this runs before any schema is built. It is
 * set here rather than through zod's `config()`, which would bring zod's core into the entry chunk.
 */
const settings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
settings.__zod_globalConfig = { ...settings.__zod_globalConfig, jitless: true };

export {};
