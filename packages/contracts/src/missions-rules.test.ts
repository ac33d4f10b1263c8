import { describe, expect, it } from 'vitest';
import {
  asksForReview,
  isWithinRedeemHours,
  missionStatusAt,
  normalizePassCode,
  type MissionState,
} from './missions-rules';
import { isMissionActive } from './missions';

const mission: MissionState = {
  starts_at: '2026-06-01T00:00:00+02:00',
  deadline: '2026-06-30T23:59:59+02:00',
  redeem_days: [1, 2, 3, 4, 5, 6, 7],
  redeem_from: null,
  redeem_until: null,
  paused: false,
  cap: null,
  redeemed: 0,
};

describe('mission status', () => {
  it('is scheduled before its start, active until its deadline, then ended', () => {
    expect(missionStatusAt(mission, new Date('2026-05-31T21:59:59Z'))).toBe('scheduled');
    expect(missionStatusAt(mission, new Date('2026-06-15T12:00:00Z'))).toBe('active');
    expect(missionStatusAt(mission, new Date('2026-07-01T00:00:00+02:00'))).toBe('ended');
  });

  it('is paused whatever the dates, and full once its cap is reached', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(missionStatusAt({ ...mission, paused: true }, now)).toBe('paused');
    expect(missionStatusAt({ ...mission, cap: 3, redeemed: 3 }, now)).toBe('full');
    expect(missionStatusAt({ ...mission, cap: 3, redeemed: 2 }, now)).toBe('active');
  });

  it('keeps the list labels: active while the deadline is now or later', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(isMissionActive({ deadline: '2026-06-01T12:00:00Z' }, now)).toBe(true);
    expect(isMissionActive({ deadline: '2026-06-01T11:59:59Z' }, now)).toBe(false);
  });
});

describe('redeem hours, in Europe/Rome', () => {
  it('allows the chosen days only', () => {
    const weekdays = { ...mission, redeem_days: [1, 2, 3, 4, 5] };
    expect(isWithinRedeemHours(weekdays, new Date('2026-06-15T10:00:00Z'))).toBe(true); // Monday
    expect(isWithinRedeemHours(weekdays, new Date('2026-06-13T10:00:00Z'))).toBe(false); // Saturday
  });

  it('allows the hours of a day, the end excluded', () => {
    const lunch = { ...mission, redeem_from: '12:00', redeem_until: '15:00' };
    expect(isWithinRedeemHours(lunch, new Date('2026-06-15T10:00:00Z'))).toBe(true); // 12:00 in Rome
    expect(isWithinRedeemHours(lunch, new Date('2026-06-15T09:59:00Z'))).toBe(false);
    expect(isWithinRedeemHours(lunch, new Date('2026-06-15T13:00:00Z'))).toBe(false); // 15:00
  });

  it('gives a window past midnight to the day it starts on', () => {
    const late = { ...mission, redeem_days: [5], redeem_from: '22:00', redeem_until: '02:00' };
    expect(isWithinRedeemHours(late, new Date('2026-06-19T21:00:00Z'))).toBe(true); // Friday 23:00
    expect(isWithinRedeemHours(late, new Date('2026-06-19T23:30:00Z'))).toBe(true); // Saturday 01:30
    expect(isWithinRedeemHours(late, new Date('2026-06-20T21:00:00Z'))).toBe(false); // Saturday 23:00
    expect(isWithinRedeemHours(late, new Date('2026-06-19T00:30:00Z'))).toBe(false); // Friday 02:30
  });
});

describe('pass codes', () => {
  it('reads a code typed with spaces, dashes or lower case, or the URL the QR code carries', () => {
    expect(normalizePassCode(' acde-fhjk ')).toBe('ACDEFHJK');
    expect(normalizePassCode('https://venues.test/m/abc123?pass=ACDEFHJK')).toBe('ACDEFHJK');
  });
});

describe('no incentive for reviews', () => {
  it('refuses a mission that rewards a review, a rating or a post, in both languages', () => {
    for (const text of [
      'Leave us a review and get a coffee',
      'Lasciaci una recensione',
      'Rate us 5 stars',
      'Un dolce per 5 stelle',
      'Post a photo on Instagram',
      'Pubblica una foto del piatto',
      'Taggaci nelle tue storie',
      'Condividi la foto con gli amici',
      'Recensisci il locale',
    ]) {
      expect(asksForReview(text), text).toBe(true);
    }
  });

  it('accepts the usual offers', () => {
    for (const text of [
      'Bring a friend: the second pizza is on us',
      'Porta un amico: la seconda pizza la offriamo noi',
      'A free dessert on your third visit',
      'Prenota un posto in terrazza',
      'Starter menu at -20% in the quiet hours',
      'Welcome to our story: a free glass of wine',
    ]) {
      expect(asksForReview(text), text).toBe(false);
    }
  });
});
