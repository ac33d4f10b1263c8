/** Where the address of a pending email-link sign-in is kept, as the identity provider recommends. */
export const EMAIL_FOR_SIGN_IN_KEY = 'emailForSignIn';

/** Both parameters are required: a link without one of them is not an email sign-in link. */
export function readEmailLinkParams(search: string): { email: string; oobCode: string } | null {
  const params = new URLSearchParams(search);
  const email = params.get('email');
  const oobCode = params.get('oobCode');
  return email && oobCode ? { email, oobCode } : null;
}
