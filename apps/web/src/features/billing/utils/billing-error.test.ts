import { billingErrorCodes } from '@venues/contracts/billing';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-error';
import en from '@/locales/en/billing.json';
import it_ from '@/locales/it/billing.json';
import { billingErrorKey } from './billing-error';

describe('payment-call errors', () => {
  it('has a text for every billing code in both languages', () => {
    for (const code of billingErrorCodes) {
      expect(en.errors, code).toHaveProperty([code]);
      expect(it_.errors, code).toHaveProperty([code]);
    }
    expect(Object.keys(it_.errors).sort()).toEqual(Object.keys(en.errors).sort());
  });

  it('maps a coded error to errors.{code}, anything else to the generic text', () => {
    expect(billingErrorKey(new ApiRequestError(409, 'billing/already-on-plan', 'x'))).toBe(
      'errors.billing/already-on-plan',
    );
    expect(billingErrorKey(new ApiRequestError(418, 'teapot/unknown', 'x'))).toBe('errors.generic');
    expect(billingErrorKey(new Error('boom'))).toBe('errors.generic');
  });
});
