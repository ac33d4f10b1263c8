import { describe, expect, it } from 'vitest';
import {
  formatChange,
  formatCount,
  formatDate,
  formatDateTime,
  formatDuration,
  formatEuros,
  formatMegabytes,
  formatSizeLimit,
  formatRating,
  formatShare,
} from './format';

describe('formatEuros', () => {
  it('turns cents into euros the Italian way, with the thousands separator from four digits', () => {
    expect(formatEuros(498500, 'it')).toBe('4.985,00\u00a0€');
    expect(formatEuros(1234567, 'it')).toBe('12.345,67\u00a0€');
    expect(formatEuros(498550, 'it', { digits: 'whole' })).toBe('4.986\u00a0€');
  });

  it('turns cents into euros the British way for English', () => {
    expect(formatEuros(498500, 'en')).toBe('€4,985.00');
    expect(formatEuros(0, 'en')).toBe('€0.00');
    expect(formatEuros(498500, 'en', { digits: 'whole' })).toBe('€4,985');
  });

  it('drops the cents of a whole price only', () => {
    expect(formatEuros(2900, 'it', { digits: 'auto' })).toBe('29\u00a0€');
    expect(formatEuros(2900, 'en', { digits: 'auto' })).toBe('€29');
    expect(formatEuros(1250, 'it', { digits: 'auto' })).toBe('12,50\u00a0€');
    expect(formatEuros(1250, 'en', { digits: 'auto' })).toBe('€12.50');
    expect(formatEuros(0, 'it', { digits: 'auto' })).toBe('0\u00a0€');
  });
});

describe('formatCount', () => {
  it('groups thousands for the language', () => {
    expect(formatCount(4985, 'it')).toBe('4.985');
    expect(formatCount(4985, 'en')).toBe('4,985');
    expect(formatCount(17, 'it')).toBe('17');
  });
});

describe('formatSizeLimit', () => {
  it('shows a limit in whole megabytes, rounded down, in either language', () => {
    expect(formatSizeLimit(250_000_000, 'en')).toBe('250 MB');
    expect(formatSizeLimit(262_144_000, 'it')).toBe('262 MB');
    expect(formatSizeLimit(15_000_000_000, 'it')).toBe('15.000 MB');
    expect(formatSizeLimit(2_000_000, 'en')).toBe('2 MB');
  });
});

describe('formatMegabytes', () => {
  it('shows one decimal at most, with the decimal mark of the language', () => {
    expect(formatMegabytes(12_500_000, 'it')).toBe('12,5 MB');
    expect(formatMegabytes(12_500_000, 'en')).toBe('12.5 MB');
    expect(formatMegabytes(100_000_000, 'en')).toBe('100 MB');
  });
});

const inRome = { timeZone: 'Europe/Rome', now: new Date('2026-11-23T10:00:00Z') };

describe('formatDate', () => {
  it('leaves out the current year', () => {
    expect(formatDate('2026-10-12T09:00:00Z', 'en', inRome)).toBe('12 Oct');
    expect(formatDate('2026-10-12T09:00:00Z', 'it', inRome)).toBe('12 ott');
  });

  it('shows any other year', () => {
    expect(formatDate('2027-01-07T09:00:00Z', 'en', inRome)).toBe('7 Jan 2027');
    expect(formatDate('2027-01-07T09:00:00Z', 'it', inRome)).toBe('7 gen 2027');
    expect(formatDate('2025-11-22T09:00:00Z', 'it', inRome)).toBe('22 nov 2025');
  });

  it('reads the moment and the current year in the time zone', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Rome.
    const newYearsEve = { timeZone: 'Europe/Rome', now: new Date('2025-12-31T23:30:00Z') };
    expect(formatDate('2025-12-31T23:30:00Z', 'en', newYearsEve)).toBe('1 Jan');
    expect(formatDate('2025-12-31T12:00:00Z', 'en', newYearsEve)).toBe('31 Dec 2025');
  });

  it('shows a calendar day as that day, whatever the time zone', () => {
    const inNewYork = { timeZone: 'America/New_York', now: new Date('2026-03-28T10:00:00Z') };
    expect(formatDate('2026-03-02', 'en', inNewYork)).toBe('2 Mar');
    expect(formatDate('2025-09-08', 'it', inNewYork)).toBe('8 set 2025');
    const newYearsEve = { timeZone: 'Europe/Rome', now: new Date('2025-12-31T23:30:00Z') };
    expect(formatDate('2026-01-01', 'it', newYearsEve)).toBe('1 gen');
  });
});

describe('formatDuration', () => {
  it('counts a length of time in the unit asked for, in words of the language', () => {
    expect(formatDuration(10 * 60_000, 'minute', 'en')).toBe('10 minutes');
    expect(formatDuration(10 * 60_000, 'minute', 'it')).toBe('10 minuti');
    expect(formatDuration(86_400_000, 'hour', 'en')).toBe('24 hours');
    expect(formatDuration(86_400_000, 'hour', 'it')).toBe('24 ore');
    expect(formatDuration(3 * 86_400_000, 'day', 'it')).toBe('3 giorni');
    expect(formatDuration(60_000, 'minute', 'en')).toBe('1 minute');
    expect(formatDuration(1_000, 'second', 'it')).toBe('1 secondo');
  });
});

describe('formatDateTime', () => {
  it('leaves out the current year, on a 24-hour clock', () => {
    expect(formatDateTime('2026-11-22T22:34:00Z', 'en', inRome)).toBe('22 Nov, 23:34');
    expect(formatDateTime('2026-11-22T22:34:00Z', 'it', inRome)).toBe('22 nov, 23:34');
    expect(formatDateTime('2026-03-05T08:07:00Z', 'en', inRome)).toBe('5 Mar, 09:07');
  });

  it('shows any other year', () => {
    expect(formatDateTime('2025-11-22T22:34:00Z', 'en', inRome)).toBe('22 Nov 2025, 23:34');
    expect(formatDateTime('2027-01-07T12:05:00Z', 'it', inRome)).toBe('7 gen 2027, 13:05');
  });
});

describe('one format for the web, the PDF and the mails', () => {
  it('writes a change signed and a share with one decimal at most, in both languages', () => {
    expect(formatChange(12, 'en')).toBe('+12%');
    expect(formatChange(-8, 'it')).toBe('-8%');
    expect(formatShare(0.075, 'it')).toBe('7,5%');
    expect(formatShare(0.24, 'en')).toBe('24%');
    expect(formatRating(4, 'it')).toBe('4,0');
  });

  it("writes the year of a kept document's dates even in the current year", () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(formatDate('2026-11-17', 'en', { now })).toBe('17 Nov');
    expect(formatDate('2026-11-17', 'en', { now, year: 'always' })).toBe('17 Nov 2026');
  });
});
