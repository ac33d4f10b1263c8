import { z } from 'zod';

/**
 * The public, runtime configuration the API serves to the browser as /config.js.
 * Runtime rather than build time, so one web build runs against any deployment.
 */
export const appConfigSchema = z.object({
  firebase: z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    appId: z.string().optional(),
    storageBucket: z.string().optional(),
    measurementId: z.string().optional(),
  }),
  /** e.g. http://127.0.0.1:9099 when the Firebase Auth emulator is in use, else null. */
  authEmulatorUrl: z.string().nullable(),
  /** True when local providers are in use: the /dev/mailbox page and the local billing pages exist. */
  localMode: z.boolean(),
  supportEmail: z.string(),
  salesEmail: z.string(),
  whatsappNumber: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const APP_CONFIG_GLOBAL = '__APP_CONFIG__';
