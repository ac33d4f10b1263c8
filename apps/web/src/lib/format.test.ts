import { describe, expect, it } from 'vitest';
import { formatCount, formatEuros } from './format';

describe('euro formatting', () => {
  it('turns cents into euros the Italian way, with the thousands separator from four digits', () => {
    expect(formatEuros(498500, 'it')).toBe('4.985,00\u00a0€');
    expect(formatEuros(1234567, 'it')).toBe('12.345,67\u00a0€');
    expect(formatEuros(498550, 'it', { wholeEuros: true })).toBe('4.986\u00a0€');
  });

  it('turns cents into euros the British way for English', () => {
    expect(formatEuros(498500, 'en')).toBe('€4,985.00');
    expect(formatEuros(0, 'en')).toBe('€0.00');
    expect(formatEuros(498500, 'en', { wholeEuros: true })).toBe('€4,985');
  });
});

describe('count formatting', () => {
  it('groups thousands for the language', () => {
    expect(formatCount(4985, 'it')).toBe('4.985');
    expect(formatCount(4985, 'en')).toBe('4,985');
  });
});
