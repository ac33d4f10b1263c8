/*
 * The webhooks' rules that a screen states, free of the schema library. The API enforces them; the
 * Integrations page says them from the same constants.
 */

/** An endpoint whose deliveries have failed for this long without a success is turned off. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
