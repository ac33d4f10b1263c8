import { appConfigSchema, type AppConfig } from '@venues/contracts/app-config';

declare global {
  interface Window {
    /** Set by /config.js, which the server renders at runtime so one build fits every deployment. */
    __APP_CONFIG__?: unknown;
  }
}

function readConfig(): AppConfig {
  const parsed = appConfigSchema.safeParse(window.__APP_CONFIG__);
  if (!parsed.success) {
    throw new Error(`Invalid or missing /config.js (window.__APP_CONFIG__): ${parsed.error.message}`);
  }
  return parsed.data;
}

export const env: AppConfig = readConfig();
