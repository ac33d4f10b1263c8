import type { AppConfig } from '@venues/contracts/app-config';
import { PAGE_DATA } from '@venues/contracts/page-data';
import * as z from 'zod/mini';
import { readPageData } from './page-data';

declare global {
  interface Window {
    /** Set by /config.js, where the page does not carry its configuration (the dev server, tests). */
    __APP_CONFIG__?: unknown;
  }
}

/*
 * The contracts' schema is built with full zod, which would put ~25 KB gzip on the first load of /login;
 * this zod/mini copy validates the same shape, and the checks below fail the build if the two drift apart.
 */
const appConfigSchema = z.object({
  firebase: z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    appId: z.optional(z.string()),
    storageBucket: z.optional(z.string()),
    measurementId: z.optional(z.string()),
  }),
  authEmulatorUrl: z.nullable(z.string()),
  localMode: z.boolean(),
  supportEmail: z.string(),
  salesEmail: z.string(),
  whatsappNumber: z.string(),
});

type Parsed = z.infer<typeof appConfigSchema>;
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type SameKeys<A, B> = SameShape<keyof A, keyof B>;
const inSync: [
  SameShape<Parsed, AppConfig>,
  SameKeys<Parsed, AppConfig>,
  SameKeys<Parsed['firebase'], AppConfig['firebase']>,
] = [true, true, true];
void inSync;

/** The server writes the configuration into each page at runtime, so one build fits every deployment. */
function readConfig(): AppConfig {
  const parsed = appConfigSchema.safeParse(readPageData(PAGE_DATA.config) ?? window.__APP_CONFIG__);
  if (!parsed.success) {
    throw new Error(`Invalid or missing configuration (#${PAGE_DATA.config}): ${parsed.error.message}`);
  }
  return parsed.data;
}

export const env: AppConfig = readConfig();
