/** Firebase Auth's own minimum; the sign-up form, the password change and the API check the same. */
export const MIN_PASSWORD_LENGTH = 6;

/** A person's data export is offered at its signed link for this many days, then deleted. */
export const DATA_EXPORT_KEPT_DAYS = 7;

/**
 * Deleting an account needs a sign-in this recent (the password typed again, or a fresh Google sign-in):
 * a session left open on a shared computer cannot delete its owner's account.
 */
export const RECENT_SIGN_IN_MINUTES = 5;
