import type { PassCheck, PassLookup, Redemption } from '@venues/contracts/missions';

/** A pass code of the counter's alphabet, and how a guest might read it out. */
export const PASS_CODE = 'ACDE3479';
export const TYPED_CODE = 'acde-3479';

export function makeRedemption(overrides: Partial<Redemption> = {}): Redemption {
  const now = Date.now();
  return {
    pass_code: PASS_CODE,
    redeemed_at: new Date(now).toISOString(),
    undo_until: new Date(now + 10 * 60 * 1000).toISOString(),
    estimated_spend_cents: 1800,
    bill_cents: null,
    new_customer: true,
    ...overrides,
  };
}

/** The API's answer for a looked-up pass, on the wire. */
export function makeLookup(check: PassCheck, redemption: Redemption | null = null): { data: PassLookup } {
  return {
    data: {
      check,
      code: PASS_CODE,
      mission: {
        id: '00000000-0000-4000-8000-00000000a001',
        title: 'Spritz on us',
        reward: 'A free spritz',
        conditions: 'With a main course',
      },
      redemption,
    },
  };
}
