import { missionInputSchema, type MissionInput } from '@venues/contracts/missions';
import {
  missionAudiences,
  missionFrequencies,
  WEEKDAYS,
  type MissionAudience,
  type MissionFrequency,
} from '@venues/contracts/missions-rules';
import { z } from 'zod';
import type { Mission } from '../api/get-missions';
import { isoToRomeWall, romeWallToIso } from './rome-time';

/**
 * What the form holds: the mission's fields under their wire names, with the dates as Rome's wall time,
 * the days as the checkboxes' strings, the cap as typed ('' for none) and the hours behind a switch.
 */
export type MissionFormValues = {
  title: string;
  description: string;
  reward: string;
  conditions: string;
  starts_at: string;
  deadline: string;
  redeem_days: string[];
  limit_hours: boolean;
  redeem_from: string;
  redeem_until: string;
  cap: string;
  audience: MissionAudience;
  frequency: MissionFrequency;
};

/** A cap that is not a whole number reaches the schema as NaN, which fails its number check. */
function capOf(cap: string): number | null {
  const trimmed = cap.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function toMissionInput(values: MissionFormValues): z.input<typeof missionInputSchema> {
  return {
    title: values.title,
    description: values.description,
    reward: values.reward,
    conditions: values.conditions,
    starts_at: romeWallToIso(values.starts_at),
    deadline: romeWallToIso(values.deadline),
    redeem_days: values.redeem_days.map(Number).sort((a, b) => a - b),
    redeem_from: values.limit_hours ? values.redeem_from : null,
    redeem_until: values.limit_hours ? values.redeem_until : null,
    cap: capOf(values.cap),
    audience: values.audience,
    frequency: values.frequency,
  };
}

/** The contract's own schema checks the mission; the form's shape only turns into its input first. */
export const missionFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    reward: z.string(),
    conditions: z.string(),
    starts_at: z.string(),
    deadline: z.string(),
    redeem_days: z.array(z.string()),
    limit_hours: z.boolean(),
    redeem_from: z.string(),
    redeem_until: z.string(),
    cap: z.string(),
    audience: z.enum(missionAudiences),
    frequency: z.enum(missionFrequencies),
  })
  .transform(toMissionInput)
  .pipe(missionInputSchema);

export type MissionFormOutput = MissionInput;

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
/** A new mission starts now (to the minute, as the field shows it) and runs for four weeks. */
const DEFAULT_LENGTH_DAYS = 28;

export function emptyMissionForm(now: Date = new Date()): MissionFormValues {
  const start = new Date(Math.floor(now.getTime() / MINUTE) * MINUTE);
  return {
    title: '',
    description: '',
    reward: '',
    conditions: '',
    starts_at: isoToRomeWall(start),
    deadline: isoToRomeWall(new Date(start.getTime() + DEFAULT_LENGTH_DAYS * DAY)),
    redeem_days: WEEKDAYS.map(String),
    limit_hours: false,
    redeem_from: '',
    redeem_until: '',
    cap: '',
    audience: 'everyone',
    frequency: 'once',
  };
}

export function missionToForm(mission: Mission): MissionFormValues {
  return {
    title: mission.title,
    description: mission.description,
    reward: mission.reward,
    conditions: mission.conditions,
    starts_at: isoToRomeWall(mission.startsAt),
    deadline: isoToRomeWall(mission.deadline),
    redeem_days: mission.redeemDays.map(String),
    limit_hours: mission.redeemFrom !== null && mission.redeemUntil !== null,
    redeem_from: mission.redeemFrom ?? '',
    redeem_until: mission.redeemUntil ?? '',
    cap: mission.cap === null ? '' : String(mission.cap),
    audience: mission.audience,
    frequency: mission.frequency,
  };
}

/**
 * A copy of a mission as a new one: its words and rules, a title marked as a copy, and fresh dates of the
 * same length, since the original's may be over.
 */
export function duplicateToForm(
  mission: Mission,
  copyTitle: string,
  now: Date = new Date(),
): MissionFormValues {
  const fresh = emptyMissionForm(now);
  const length = new Date(mission.deadline).getTime() - new Date(mission.startsAt).getTime();
  const start = new Date(romeWallToIso(fresh.starts_at));
  return {
    ...missionToForm(mission),
    title: copyTitle,
    starts_at: fresh.starts_at,
    deadline: isoToRomeWall(new Date(start.getTime() + (length > 0 ? length : DEFAULT_LENGTH_DAYS * DAY))),
  };
}
