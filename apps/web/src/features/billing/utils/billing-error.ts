import enBilling from '@/locales/en/billing.json';
import { ApiRequestError } from '@/lib/api-error';

export type BillingErrorKey = keyof typeof enBilling.errors;

const known = new Set<string>(Object.keys(enBilling.errors));

/** A payment call's error shows `errors.{code}` when it carries a known code, else the generic text. */
export function billingErrorKey(error: unknown): `errors.${BillingErrorKey}` {
  const code = error instanceof ApiRequestError ? error.code : '';
  return known.has(code) ? `errors.${code as BillingErrorKey}` : 'errors.generic';
}
