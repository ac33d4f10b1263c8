import { z } from 'zod';
import { dateTimeSchema } from './dashboard';
import {
  asksForReview,
  BILL_CENTS_MAX,
  isTimeOfDay,
  missionAudiences,
  missionFrequencies,
  missionStatuses,
  MISSION_CAP_MAX,
  MISSION_CONDITIONS_MAX,
  MISSION_DESCRIPTION_MAX,
  MISSION_REWARD_MAX,
  MISSION_TITLE_MAX,
  WEEKDAYS,
} from './missions-rules';
import { validationMessage } from './validation-messages';

/** The refusals of the missions' routes, each with a text in both languages on the web. */
export const missionErrorCodes = [
  'missions/plan-limit',
  'missions/paused-by-staff',
  'missions/not-started',
  'missions/ended',
  'missions/paused',
  'missions/full',
  'missions/first-visit-only',
  'missions/returning-only',
  'missions/already-redeemed',
  'missions/redeemed-today',
  'missions/outside-hours',
  'missions/pass-used',
  'missions/pass-unknown',
  'missions/undo-expired',
  'counter/revoked',
] as const;
export type MissionErrorCode = (typeof missionErrorCodes)[number];

const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, validationMessage(min <= 1 ? 'required' : 'minLength', min <= 1 ? undefined : min))
    .max(max, validationMessage('maxLength', max))
    .refine((value) => !asksForReview(value), validationMessage('reviewIncentive'));

const timeOfDay = z.string().refine(isTimeOfDay, validationMessage('badTime'));

/** What an owner writes: the mission itself. The API checks the dates' order and the plan on top. */
export const missionInputSchema = z
  .object({
    title: text(3, MISSION_TITLE_MAX),
    description: text(3, MISSION_DESCRIPTION_MAX),
    reward: text(2, MISSION_REWARD_MAX),
    conditions: text(0, MISSION_CONDITIONS_MAX).default(''),
    starts_at: dateTimeSchema,
    deadline: dateTimeSchema,
    redeem_days: z
      .array(z.number().int().min(1).max(7))
      .min(1, validationMessage('required'))
      .max(7)
      .refine((days) => new Set(days).size === days.length, validationMessage('required'))
      .default([...WEEKDAYS]),
    redeem_from: timeOfDay.nullable().default(null),
    redeem_until: timeOfDay.nullable().default(null),
    cap: z
      .number()
      .int()
      .min(1, validationMessage('min', 1))
      .max(MISSION_CAP_MAX, validationMessage('max', MISSION_CAP_MAX))
      .nullable()
      .default(null),
    audience: z.enum(missionAudiences).default('everyone'),
    frequency: z.enum(missionFrequencies).default('once'),
  })
  .superRefine((mission, context) => {
    if (new Date(mission.deadline).getTime() <= new Date(mission.starts_at).getTime()) {
      context.addIssue({ code: 'custom', path: ['deadline'], message: validationMessage('endBeforeStart') });
    }
    if ((mission.redeem_from === null) !== (mission.redeem_until === null)) {
      const path = mission.redeem_from === null ? 'redeem_from' : 'redeem_until';
      context.addIssue({ code: 'custom', path: [path], message: validationMessage('required') });
    } else if (mission.redeem_from !== null && mission.redeem_from === mission.redeem_until) {
      context.addIssue({ code: 'custom', path: ['redeem_until'], message: validationMessage('badTime') });
    }
  });
export type MissionInput = z.infer<typeof missionInputSchema>;

/** What staff write in the back office: the first missions had a title, a description and a deadline only. */
export const missionBodySchema = z.object({
  title: text(3, MISSION_TITLE_MAX),
  description: text(3, MISSION_DESCRIPTION_MAX),
  deadline: dateTimeSchema,
});
export const missionPatchSchema = missionBodySchema.partial();

export const missionCountsSchema = z.object({
  /** Guests who took a pass. */
  participants: z.number().int(),
  redeemed: z.number().int(),
});

export const missionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  deadline: z.string(),
  reward: z.string(),
  conditions: z.string(),
  starts_at: z.string(),
  redeem_days: z.array(z.number().int()),
  redeem_from: z.string().nullable(),
  redeem_until: z.string().nullable(),
  cap: z.number().int().nullable(),
  audience: z.enum(missionAudiences),
  frequency: z.enum(missionFrequencies),
  status: z.enum(missionStatuses),
  /** Staff paused it: only staff can resume it, and the reason says why. */
  paused_by_staff: z.boolean(),
  pause_reason: z.string().nullable(),
  code: z.string(),
  public_url: z.string(),
  counts: missionCountsSchema,
});
export type Mission = z.infer<typeof missionSchema>;
export const missionsResponseSchema = z.object({ data: z.array(missionSchema) });
export const missionResponseSchema = z.object({ data: missionSchema });

/** A mission is active while its deadline is now or later. */
export function isMissionActive(mission: Pick<Mission, 'deadline'>, now: Date = new Date()): boolean {
  return new Date(mission.deadline).getTime() >= now.getTime();
}

export const missionParamsSchema = z.object({ missionId: z.uuid() });

/** The back office's list: every mission not yet ended, across venues, newest first. */
export const adminMissionsResponseSchema = z.object({
  data: z.array(missionSchema.extend({ place: z.object({ id: z.uuid(), name: z.string() }) })),
});
export const staffPauseSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, validationMessage('minLength', 3))
    .max(500, validationMessage('maxLength', 500)),
});

/** One mission's results: who took part, who came, and what it brought, by day and by hour (Europe/Rome). */
export const missionResultsSchema = z.object({
  participants: z.number().int(),
  redeemed: z.number().int(),
  /** redeemed / participants, 0 to 1; 0 with no participant. */
  conversion: z.number(),
  new_customers: z.number().int(),
  returning_customers: z.number().int(),
  estimated_value_cents: z.number().int(),
  by_day: z.array(z.object({ date: z.string(), redeemed: z.number().int() })),
  by_hour: z.array(z.object({ hour: z.number().int(), redeemed: z.number().int() })),
});
export type MissionResults = z.infer<typeof missionResultsSchema>;
export const missionResultsResponseSchema = z.object({ data: missionResultsSchema });

export const posterQuerySchema = z.object({
  id: z.uuid(),
  size: z.enum(['a4', 'a5']).default('a4'),
  lang: z.enum(['it', 'en']).optional(),
});

// --- The guest's side: the public page and the pass ---

export const missionCodeParamsSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'badCode'),
});

/** A mission as its public page shows it: the venue, the offer and when it can be used. No counts. */
export const publicMissionSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  reward: z.string(),
  conditions: z.string(),
  starts_at: z.string(),
  deadline: z.string(),
  redeem_days: z.array(z.number().int()),
  redeem_from: z.string().nullable(),
  redeem_until: z.string().nullable(),
  audience: z.enum(missionAudiences),
  frequency: z.enum(missionFrequencies),
  status: z.enum(missionStatuses),
  /** Whether a pass could be redeemed right now (the status is active and this is within the hours). */
  open_now: z.boolean(),
  venue: z.object({ name: z.string(), address: z.string() }),
});
export type PublicMission = z.infer<typeof publicMissionSchema>;
export const publicMissionResponseSchema = z.object({ data: publicMissionSchema });

/** Taking part: the guest's first name is optional, so the counter can greet them. */
export const takePartBodySchema = z.object({
  display_name: z.string().trim().max(40, validationMessage('maxLength', 40)).optional(),
  language: z.enum(['it', 'en']).default('it'),
});

export const passStates = ['open', 'redeemed', 'expired'] as const;
export const passSchema = z.object({
  code: z.string(),
  mission_code: z.string(),
  state: z.enum(passStates),
  created_at: z.string(),
  redeemed_at: z.string().nullable(),
  /** The guest's private link to what we hold about them, signed for their guest identity, valid a year. */
  private_url: z.string(),
});
export type Pass = z.infer<typeof passSchema>;
/** The guest's pass for the mission, or null before they take part. */
export const passResponseSchema = z.object({ data: passSchema.nullable() });

// --- The counter: looking a pass up and redeeming it ---

export const passCodeParamsSchema = z.object({
  code: z.string().trim().min(1, validationMessage('required')).max(200, validationMessage('maxLength', 200)),
});
/** ?id= names the venue for a signed-in team member; a counter link names it by itself. */
export const redeemQuerySchema = z.object({ id: z.uuid().optional() });

/** What the counter screen shows for a code: valid, or why not. 'unknown' also covers other venues' codes. */
export const passChecks = [
  'valid',
  'used',
  'expired',
  'not-started',
  'paused',
  'full',
  'outside-hours',
  'first-visit-only',
  'returning-only',
  'redeemed-today',
  'unknown',
] as const;
export type PassCheck = (typeof passChecks)[number];

export const redemptionSchema = z.object({
  pass_code: z.string(),
  redeemed_at: z.string(),
  /** Until when the venue may undo it. */
  undo_until: z.string(),
  estimated_spend_cents: z.number().int(),
  bill_cents: z.number().int().nullable(),
  /** The guest's first visit to the venue. */
  new_customer: z.boolean(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

export const passLookupSchema = z.object({
  check: z.enum(passChecks),
  code: z.string(),
  mission: z
    .object({ id: z.uuid(), title: z.string(), reward: z.string(), conditions: z.string() })
    .nullable(),
  /** The redemption of a used pass, which the venue may still undo until undo_until. */
  redemption: redemptionSchema.nullable(),
});
export type PassLookup = z.infer<typeof passLookupSchema>;
export const passLookupResponseSchema = z.object({ data: passLookupSchema });

export const redeemBodySchema = z.object({
  bill_cents: z
    .number()
    .int()
    .min(1, validationMessage('min', 1))
    .max(BILL_CENTS_MAX, validationMessage('max', BILL_CENTS_MAX))
    .nullable()
    .default(null),
});
export const redemptionResponseSchema = z.object({ data: redemptionSchema });

// --- Counter links ---

export const counterLinkSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type CounterLink = z.infer<typeof counterLinkSchema>;
export const counterLinksResponseSchema = z.object({ data: z.array(counterLinkSchema) });
export const counterLinkBodySchema = z.object({
  label: z.string().trim().min(1, validationMessage('required')).max(60, validationMessage('maxLength', 60)),
});
/** The new link: its URL holds the secret, shown this once. */
export const createdCounterLinkResponseSchema = z.object({
  data: counterLinkSchema.extend({ url: z.string() }),
});
export const counterLinkParamsSchema = z.object({ linkId: z.uuid() });

/** What a counter link opens: the redeem screen of this venue. */
export const counterContextResponseSchema = z.object({
  data: z.object({ place: z.object({ id: z.uuid(), name: z.string() }), label: z.string() }),
});
