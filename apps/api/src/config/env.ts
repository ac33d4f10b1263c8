import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where PGlite keeps its files when DATABASE_URL is not set. */
  DATA_DIR: z.string().default('.data'),
  /** postgres://… selects the server PostgreSQL; unset selects embedded PGlite. */
  DATABASE_URL: optionalString,
  /** The public origin of the app, used in mails and billing return URLs. */
  PUBLIC_URL: optionalString,
  /** Folder of the web build to serve; unset serves none (API only). */
  WEB_DIST_DIR: optionalString,

  FIREBASE_PROJECT_ID: z.string().default('demo-venues'),
  FIREBASE_API_KEY: z.string().default('demo-api-key'),
  FIREBASE_AUTH_DOMAIN: optionalString,
  FIREBASE_APP_ID: optionalString,
  FIREBASE_STORAGE_BUCKET: optionalString,
  FIREBASE_MEASUREMENT_ID: optionalString,
  /** host:port of the Auth emulator. firebase-admin reads this same variable itself. */
  FIREBASE_AUTH_EMULATOR_HOST: optionalString,

  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Venues <no-reply@demo.test>'),

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_FREE: z.string().default('price_free'),
  STRIPE_PRICE_STARTER: z.string().default('price_starter'),
  STRIPE_PRICE_PRO: z.string().default('price_pro'),
  /** Lets tests point the Stripe SDK at a local server. */
  STRIPE_API_HOST: optionalString,
  STRIPE_API_PORT: z.coerce.number().int().optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),

  SUPPORT_EMAIL: z.string().email().default('support@demo.test'),
  /** The data controller that the privacy notice names: the company that runs this product. */
  CONTROLLER_NAME: z.string().trim().min(1).default('Venues Demo S.r.l.'),
  CONTROLLER_ADDRESS: z.string().trim().min(1).default('Via dei Mille 1, 20121 Milano, Italia'),
  /** Where people write about their data: access, export, erasure, a lost private link. */
  PRIVACY_EMAIL: z.string().email().default('privacy@demo.test'),
  SALES_EMAIL: z.string().email().default('sales@demo.test'),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{6,15}$/)
    .default('390000000000'),

  /** Signs the short-lived video URLs that <video> elements and new tabs open without a bearer token. */
  MEDIA_SIGNING_SECRET: z.string().min(16).default('local-media-signing-secret'),
  /**
   * The longest lifetime of a signed media URL, in seconds: a URL stays the same for half of it and is valid
   * for more than half of it.
   */
  MEDIA_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),

  /** How long a venue's 30-day summary is served from memory; 0 disables the cache. */
  STATS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),

  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /** Event-loop delay past which the API answers 503 (ms); 0 turns the check off. */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /**
   * Embedded PGlite only: queries that may wait for its thread before more are answered 503 at once. The
   * thread answers one query at a time, a few milliseconds each, so a longer queue only means time-outs.
   */
  DATABASE_QUEUE_LIMIT: z.coerce.number().int().min(1).default(64),
  /** Requests per minute per client on catalogue search and on the password change. */
  SENSITIVE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  /** redis://… shares the rate limit across replicas; unset counts in each process's memory. */
  REDIS_URL: optionalString,
  /**
   * Which proxies in front of the API may say who the client is (X-Forwarded-For): unset or 'false' trusts
   * none, a number trusts that many hops, otherwise a comma-separated list of addresses or CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value): boolean | number | string[] => {
      if (value === '' || value === 'false') return false;
      if (value === 'true') return true;
      if (/^\d+$/.test(value)) return Number(value);
      return value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
    }),
  /** Requests per minute per client on the public capture routes (the page, its form, its uploads). */
  CAPTURE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(120),

  /**
   * S3-compatible object storage for review media and uploads; unset keeps them on the local disk under
   * DATA_DIR. The endpoint is for non-AWS services (MinIO, R2…), which usually need path-style URLs.
   */
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),

  /** The largest video a guest may upload, in bytes; a round figure, since guests read it in megabytes. */
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(250_000_000),
  /** System ffmpeg and ffprobe; by default the binaries that the npm packages ship. */
  FFMPEG_PATH: optionalString,
  FFPROBE_PATH: optionalString,
  /**
   * How often each replica reads the marks that end users' sessions, in ms: a password change, a deletion
   * or a staff block ends the user's sessions on every replica within this time.
   */
  SESSION_MARKS_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  /**
   * On SIGTERM, how long the API keeps serving while its health check answers 503, before it stops
   * listening, in ms: long enough for the load balancer to take it out, so that no request meets a closing
   * replica. 0 closes at once (one machine, no balancer).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** How often the job worker looks for due jobs, in ms; 0 disables the background worker. */
  JOBS_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Videos transcoded at once by one API process. */
  TRANSCODE_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(1),
  /**
   * Whether the job queue looks every 15 minutes for a due weekly digest or monthly report. Tests that
   * drive the schedule with a chosen clock turn it off, so that the real date cannot send mail among them.
   */
  NOTIFY_SCHEDULE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Seed the demo data into an empty database at start-up. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema
    .refine((env) => !(env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST), {
      path: ['FIREBASE_AUTH_EMULATOR_HOST'],
      message: 'the Auth emulator accepts unsigned tokens, so it is refused when NODE_ENV=production',
    })
    .safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

export function publicUrl(env: Env): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}

/** Local providers: the identity emulator's links and the outbox are shown at /dev/mailbox. */
export function isLocalMode(env: Env): boolean {
  return env.FIREBASE_AUTH_EMULATOR_HOST !== undefined && env.SMTP_URL === undefined;
}

/** Where uploaded media live; the demo videos and avatars ship in apps/api/assets. */
export function mediaDir(env: Env): string {
  return path.resolve(env.DATA_DIR, 'media');
}

/** Where tus keeps uploads while they arrive, until processing deletes them. */
export function uploadsDir(env: Env): string {
  return path.resolve(env.DATA_DIR, 'uploads');
}

/** The S3 client settings, when S3_BUCKET selects object storage. */
export function s3Settings(env: Env) {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    clientConfig: {
      region: env.S3_REGION,
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT, forcePathStyle: env.S3_FORCE_PATH_STYLE } : {}),
      ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
        : {}),
    },
    presignSeconds: Math.min(env.MEDIA_URL_TTL_SECONDS, 3600),
  };
}

export function pgliteDir(env: Env): string {
  return path.resolve(env.DATA_DIR, 'pglite');
}
