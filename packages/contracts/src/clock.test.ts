import { describe, expect, it } from 'vitest';
import { addDays, lastDays, venueClock, venueOffsetMinutes } from './clock';

describe("the venues' clock", () => {
  it('reads the wall clock of Rome in summer and in winter', () => {
    expect(venueClock(new Date('2026-06-15T10:30:00Z'))).toEqual({
      weekday: 1,
      minutes: 12 * 60 + 30,
      date: '2026-06-15',
      time: '12:30',
    });
    expect(venueClock(new Date('2026-01-04T23:30:00Z'))).toEqual({
      weekday: 1,
      minutes: 30,
      date: '2026-01-05',
      time: '00:30',
    });
  });

  it("knows Rome's offset on each side of a change", () => {
    expect(venueOffsetMinutes(new Date('2026-03-29T00:30:00Z'))).toBe(60);
    expect(venueOffsetMinutes(new Date('2026-03-29T01:30:00Z'))).toBe(120);
  });

  it('moves dates by whole days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('counts the last N days as calendar days in Rome, today included', () => {
    // 23:30 UTC on 31 May is already 1 June in Rome.
    expect(lastDays(30, new Date('2026-05-31T23:30:00Z'))).toEqual({
      from: '2026-05-03',
      to: '2026-06-01',
      previous: { from: '2026-04-03', to: '2026-05-02' },
    });
    expect(lastDays(1, new Date('2026-06-01T10:00:00Z'))).toEqual({
      from: '2026-06-01',
      to: '2026-06-01',
      previous: { from: '2026-05-31', to: '2026-05-31' },
    });
  });
});
