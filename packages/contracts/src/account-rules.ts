/** Firebase Auth's own minimum; the sign-up form, the password change and the API check the same. */
export const MIN_PASSWORD_LENGTH = 6;
