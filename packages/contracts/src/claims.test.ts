import { describe, expect, it } from 'vitest';
import { destinationFor, destinationForClaims, type Claim, type ClaimWire } from './claims';
import { camelize } from './wire';

const claims = (...statuses: ClaimWire['status'][]) => statuses.map((status) => ({ status }));

describe('routing by claim set', () => {
  it('sends a user with no claims, or only rejected ones, to claim a restaurant', () => {
    expect(destinationForClaims([])).toBe('claim-restaurant');
    expect(destinationForClaims(claims('rejected', 'rejected'))).toBe('claim-restaurant');
  });

  it('sends a user with claims but none approved to the pending page', () => {
    expect(destinationForClaims(claims('pending'))).toBe('pending-claim');
    expect(destinationForClaims(claims('payment_pending', 'rejected'))).toBe('pending-claim');
  });

  it('sends a user with at least one approved claim to the summary', () => {
    expect(destinationForClaims(claims('rejected', 'pending', 'approved'))).toBe('summary');
  });
});

describe('routing by the venues a user may use', () => {
  it('opens the dashboard for anyone with a venue, whatever their claims', () => {
    expect(destinationFor([{}], [])).toBe('summary');
    expect(destinationFor([{}], claims('rejected'))).toBe('summary');
  });

  it('keeps the claim rules for someone without a venue, an approved claim no longer counting', () => {
    expect(destinationFor([], [])).toBe('claim-restaurant');
    expect(destinationFor([], claims('pending', 'rejected'))).toBe('pending-claim');
    expect(destinationFor([], claims('approved'))).toBe('claim-restaurant');
  });
});

describe('the client shape of a claim', () => {
  it('maps snake_case to camelCase', () => {
    const wire: ClaimWire = {
      id: '8c1b6a8e-0000-4000-8000-000000000001',
      status: 'approved',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-02T00:00:00.000Z',
      decided_at: null,
      rejection_reason: null,
      company_name: 'Porto S.r.l.',
      vat: 'IT01234567890',
      pec: 'porto@pec.example',
      company_address: 'Via del Porto 3',
      sdi: null,
      phone_number: '+39 010 555',
      restaurant: {
        id: 'r',
        name: 'Osteria',
        address: 'Via',
        phone_number: null,
        website: null,
        menu_url: null,
        categories: [],
      },
    };
    const claim: Claim = camelize(wire);
    expect(claim).toMatchObject({
      companyName: 'Porto S.r.l.',
      companyAddress: 'Via del Porto 3',
      phoneNumber: '+39 010 555',
    });
  });
});
