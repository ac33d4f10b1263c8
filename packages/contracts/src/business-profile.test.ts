import { describe, expect, it } from 'vitest';
import { businessProfileSchema, claimSubmissionSchema } from './business-profile';

const valid = {
  companyName: 'Trattoria S.r.l.',
  vat: 'IT01234567890',
  phone_number: '+39 02 1234567',
  pec: 'trattoria@pec.example',
  address: 'Via Roma 1, Milano',
};

const messagesOf = (input: object) => {
  const result = businessProfileSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the business profile', () => {
  it('accepts a complete profile, with or without the recipient code', () => {
    expect(businessProfileSchema.safeParse(valid).success).toBe(true);
    expect(businessProfileSchema.parse({ ...valid, sdi: '' }).sdi).toBeUndefined();
    expect(businessProfileSchema.parse({ ...valid, sdi: 'M5UXCR1' }).sdi).toBe('M5UXCR1');
  });

  it('accepts a VAT number with or without IT, and an Italian tax code', () => {
    for (const vat of ['01234567890', 'IT01234567890', 'RSSMRA85T10A562S']) {
      expect(businessProfileSchema.safeParse({ ...valid, vat }).success, vat).toBe(true);
    }
  });

  it('names each problem with a translation key', () => {
    expect(messagesOf({ ...valid, companyName: '  ' })).toEqual({ companyName: 'required' });
    expect(messagesOf({ ...valid, vat: '123' })).toEqual({ vat: 'badVat' });
    expect(messagesOf({ ...valid, phone_number: 'phone' })).toEqual({ phone_number: 'badPhone' });
    expect(messagesOf({ ...valid, pec: 'pec' })).toEqual({ pec: 'badEmail' });
    expect(messagesOf({ ...valid, address: 'Via' })).toEqual({ address: 'minLength:5' });
    expect(messagesOf({ ...valid, companyName: 'x'.repeat(201) })).toEqual({ companyName: 'maxLength:200' });
  });

  it('needs the ownership statement and at most 10 distinct places', () => {
    const id = '8c1b6a8e-0000-4000-8000-000000000001';
    const claim = { ...valid, role: 'owner', ownership_confirmed: true, place_ids: [id] };
    expect(claimSubmissionSchema.safeParse(claim).success).toBe(true);
    expect(claimSubmissionSchema.safeParse({ ...claim, ownership_confirmed: false }).success).toBe(false);
    expect(claimSubmissionSchema.safeParse({ ...claim, place_ids: [id, id] }).success).toBe(false);
  });
});
