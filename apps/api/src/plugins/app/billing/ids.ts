import { randomBytes } from 'node:crypto';

/** Local ids look like Stripe's (cus_local_…, sub_local_…) so the web treats both providers alike. */
export function localId(prefix: 'cus' | 'sub' | 'si' | 'bps'): string {
  return `${prefix}_local_${randomBytes(12).toString('base64url').replaceAll('-', '0')}`;
}
