import { BILL_CENTS_MAX } from '@venues/contracts/missions-rules';
import { describe, expect, it } from 'vitest';
import { parseBillCents } from './bill';

describe('parseBillCents', () => {
  it('reads euros with a comma or a dot before the cents, and a stray euro sign', () => {
    expect(parseBillCents('24')).toBe(2400);
    expect(parseBillCents('24,5')).toBe(2450);
    expect(parseBillCents(' 24.50 € ')).toBe(2450);
    expect(parseBillCents('0,01')).toBe(1);
  });

  it('leaves an empty bill to the average ticket, and refuses what is no amount', () => {
    expect(parseBillCents('  ')).toBeNull();
    expect(parseBillCents('0')).toBe('invalid');
    expect(parseBillCents('12,345')).toBe('invalid');
    expect(parseBillCents('1.234,50')).toBe('invalid');
    expect(parseBillCents('abc')).toBe('invalid');
    expect(parseBillCents(String(BILL_CENTS_MAX / 100 + 1))).toBe('invalid');
  });
});
