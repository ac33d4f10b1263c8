/*
 * The billing rules that a screen states, free of the schema library. The API enforces them; the billing
 * pages say them from the same constants.
 */

/** A change through the local billing provider must be confirmed on its page within this time. */
export const LOCAL_BILLING_SESSION_TTL_MS = 30 * 60 * 1000;
