import type { AppConfig } from '@venues/contracts/app-config';
import { PAGE_DATA } from '@venues/contracts/page-data';
import { readPageData } from './page-data';

declare global {
  interface Window {
    /** Set by /config.js, where the page does not carry its configuration (the dev server, tests). */
    __APP_CONFIG__?: unknown;
  }
}

/*
 * The contracts' schema is built with full zod (~25 KB gzip), and even zod/mini (~5 KB) would load on every
 * page for this one check, including a returning owner's dashboard, which needs neither before its figures
 * show: the configuration is checked field by field here, and the types below fail the build if the fields
 * drift from the contracts'.
 */
type Kind = 'string' | 'optional string' | 'string or null' | 'boolean';

const firebaseFields = {
  apiKey: 'string',
  authDomain: 'string',
  projectId: 'string',
  appId: 'optional string',
  storageBucket: 'optional string',
  measurementId: 'optional string',
} as const satisfies Record<keyof AppConfig['firebase'], Kind>;

const configFields = {
  authEmulatorUrl: 'string or null',
  localMode: 'boolean',
  supportEmail: 'string',
  salesEmail: 'string',
  whatsappNumber: 'string',
} as const satisfies Record<Exclude<keyof AppConfig, 'firebase'>, Kind>;

type TypeOf<K extends Kind> = {
  string: string;
  'optional string': string | undefined;
  'string or null': string | null;
  boolean: boolean;
}[K];
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type FieldFits<Fields extends Record<string, Kind>, Shape> = {
  [Key in keyof Fields]: Key extends keyof Shape ? SameShape<TypeOf<Fields[Key]>, Shape[Key]> : false;
}[keyof Fields];
// True when every field fits: one that does not makes the union hold false.
type FieldsFit<Fields extends Record<string, Kind>, Shape> =
  false extends FieldFits<Fields, Shape> ? false : true;
const inSync: [
  FieldsFit<typeof firebaseFields, AppConfig['firebase']>,
  FieldsFit<typeof configFields, AppConfig>,
] = [true, true];
void inSync;

const fits: Record<Kind, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  'optional string': (value) => value === undefined || typeof value === 'string',
  'string or null': (value) => value === null || typeof value === 'string',
  boolean: (value) => typeof value === 'boolean',
};

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The fields of `value` that are missing or of another kind, each with the kind it should have. */
function misfits(value: unknown, fields: Record<string, Kind>, prefix = ''): string[] {
  const record = asRecord(value);
  return Object.entries(fields)
    .filter(([key, kind]) => !fits[kind](record[key]))
    .map(([key, kind]) => `${prefix}${key}: ${kind}`);
}

/** The configuration, checked; throws with every field that does not fit. */
export function parseAppConfig(value: unknown): AppConfig {
  const wrong = [
    ...misfits(asRecord(value).firebase, firebaseFields, 'firebase.'),
    ...misfits(value, configFields),
  ];
  if (wrong.length > 0)
    throw new Error(`Invalid or missing configuration (#${PAGE_DATA.config}): ${wrong.join(', ')}`);
  return value as AppConfig;
}

/** The server writes the configuration into each page at runtime, so one build fits every deployment. */
export const env: AppConfig = parseAppConfig(readPageData(PAGE_DATA.config) ?? window.__APP_CONFIG__);
