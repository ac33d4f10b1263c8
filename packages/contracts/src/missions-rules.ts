/*
 * The rules of a mission that the API enforces and the pages show, free of the schema library so that the
 * guest's mission page imports them without paying for zod: when a mission runs, when it may be redeemed
 * (days and hours in Europe/Rome), what a pass code looks like, and the words that would make a mission an
 * incentive for reviews.
 */

import { venueClock } from './clock';

export const missionAudiences = ['everyone', 'first-visit', 'returning'] as const;
export type MissionAudience = (typeof missionAudiences)[number];

/** One redemption per guest for the whole mission, or one per guest per day (in Europe/Rome). */
export const missionFrequencies = ['once', 'daily'] as const;
export type MissionFrequency = (typeof missionFrequencies)[number];

export const missionStatuses = ['scheduled', 'active', 'paused', 'full', 'ended'] as const;
export type MissionStatus = (typeof missionStatuses)[number];

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const MISSION_TITLE_MAX = 120;
export const MISSION_DESCRIPTION_MAX = 2000;
export const MISSION_REWARD_MAX = 120;
export const MISSION_CONDITIONS_MAX = 1000;
export const MISSION_CAP_MAX = 100_000;
/** A bill above €100,000 is a typo, not a dinner. */
export const BILL_CENTS_MAX = 10_000_000;
/** A redemption can be undone by the venue for this long. */
export const UNDO_WINDOW_MS = 10 * 60 * 1000;

/** What the rules need of a mission; times are ISO strings, hours are 'HH:MM' in Europe/Rome. */
export type MissionSchedule = {
  starts_at: string;
  deadline: string;
  redeem_days: readonly number[];
  /** null with redeem_until null: all day. A window whose end is before its start runs past midnight. */
  redeem_from: string | null;
  redeem_until: string | null;
};

export type MissionState = MissionSchedule & {
  paused: boolean;
  cap: number | null;
  redeemed: number;
};

export function missionStatusAt(mission: MissionState, now: Date = new Date()): MissionStatus {
  if (mission.paused) return 'paused';
  if (new Date(mission.deadline).getTime() < now.getTime()) return 'ended';
  if (new Date(mission.starts_at).getTime() > now.getTime()) return 'scheduled';
  if (mission.cap !== null && mission.redeemed >= mission.cap) return 'full';
  return 'active';
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
export const isTimeOfDay = (value: string) => TIME.test(value);
export function minutesOf(time: string): number {
  const match = TIME.exec(time);
  if (!match) throw new Error(`not a time of day: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Whether the mission may be redeemed at this moment of the week. A window that runs past midnight (22:00
 * to 02:00) belongs to the day it starts on: Friday's window covers early Saturday.
 */
export function isWithinRedeemHours(mission: MissionSchedule, at: Date = new Date()): boolean {
  const { weekday, minutes } = venueClock(at);
  const onDay = (day: number) => mission.redeem_days.includes(day);
  if (mission.redeem_from === null || mission.redeem_until === null) return onDay(weekday);
  const from = minutesOf(mission.redeem_from);
  const until = minutesOf(mission.redeem_until);
  if (from < until) return onDay(weekday) && minutes >= from && minutes < until;
  const yesterday = weekday === 1 ? 7 : weekday - 1;
  return (onDay(weekday) && minutes >= from) || (onDay(yesterday) && minutes < until);
}

/**
 * Pass codes are read aloud at the counter: no 0/O, 1/I/L, 2/Z, 5/S, 6/G or 8/B to confuse, and shown in
 * two groups of four.
 */
export const PASS_ALPHABET = 'ACDEFHJKMNPQRTUVWXY34679';
export const PASS_CODE_LENGTH = 8;

/** What the team types or the QR code carries, reduced to the stored code: upper case, no spaces or dashes. */
export function normalizePassCode(input: string): string {
  const trimmed = input.trim();
  // The pass's QR code carries a URL ending in the code; the camera may read the whole of it.
  const fromUrl = /[?&#/]p(?:ass)?[=/]([A-Za-z0-9 -]+)$/.exec(trimmed)?.[1] ?? trimmed;
  return fromUrl.toUpperCase().replace(/[\s-]/g, '');
}

export const isPassCode = (code: string) =>
  code.length === PASS_CODE_LENGTH && [...code].every((char) => PASS_ALPHABET.includes(char));

export const formatPassCode = (code: string) => `${code.slice(0, 4)} ${code.slice(4)}`;

/*
 * A mission never rewards a review, a rating or a post. These stems catch the usual ways of asking for one,
 * in Italian and English; a word boundary keeps “posto” or “starter” out.
 */
const INCENTIVE_PATTERNS: readonly RegExp[] = [
  /\breview(s|ed|ing)?\b/i,
  /\brecension[ei]\b|\brecensir\w*|\brecensisci\b|\brecensite\b/i,
  /\bratings?\b|\brate us\b|\bvalutazion[ei]\b|\bvalutaci\b|\bvotaci\b/i,
  /\b(\d|five|four|cinque|quattro)[\s-]*(stars?|stell[ae])\b/i,
  /\b(google|tripadvisor|yelp|thefork|the fork|instagram|facebook|tiktok)\b/i,
  /\bpost(s|ing|ed)?\b|\bpubblic(a|hi|are)\b.*\b(foto|storia|stori[ae]|post)\b/i,
  /\b(share|condivid\w*)\b.*\b(photos?|foto|stor(y|ies|ia|ie)|post)\b/i,
  /\btag(ga)?(ci|teci| us)\b|\bfollow us\b|\bseguici\b/i,
];

/** Whether a mission's text asks for a review, a rating or a post. */
export const asksForReview = (text: string) => INCENTIVE_PATTERNS.some((pattern) => pattern.test(text));
