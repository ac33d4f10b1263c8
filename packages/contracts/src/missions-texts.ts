/*
 * How a mission's schedule and rules read, in Italian and English: the public page, the preview, the
 * poster and the counter all say it the same way. Free of the schema library.
 */
import { VENUE_TIME_ZONE } from './clock';
import { dateTimeFormat } from './intl';
import type { MissionAudience, MissionFrequency, MissionSchedule } from './missions-rules';

export type MissionLanguage = 'it' | 'en';

const DAY_NAMES: Record<MissionLanguage, readonly string[]> = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  it: ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'],
};

const words = {
  en: {
    everyDay: 'Every day',
    range: (from: string, to: string) => `${from} to ${to}`,
    list: (names: string[]) =>
      names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`,
    allDay: 'all day',
    hours: (from: string, until: string) => `${from}–${until}`,
    dates: (from: string, to: string) => `From ${from} to ${to}`,
    audience: {
      everyone: 'Open to every guest',
      'first-visit': 'For your first visit',
      returning: 'For guests who have been here before',
    },
    frequency: { once: 'One per guest', daily: 'One per guest per day' },
  },
  it: {
    everyDay: 'Tutti i giorni',
    range: (from: string, to: string) => `Dal ${from} al ${to}`,
    list: (names: string[]) =>
      names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`,
    allDay: 'a qualsiasi ora',
    hours: (from: string, until: string) => `dalle ${from} alle ${until}`,
    dates: (from: string, to: string) => `Dal ${from} al ${to}`,
    audience: {
      everyone: 'Per tutti gli ospiti',
      'first-visit': 'Per la prima visita',
      returning: 'Per chi è già stato da noi',
    },
    frequency: { once: 'Una per ospite', daily: 'Una al giorno per ospite' },
  },
} as const;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Every day", "Monday to Friday", "Friday and Saturday"; a run of three or more days reads as a range. */
export function describeDays(days: readonly number[], language: MissionLanguage): string {
  const w = words[language];
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  if (sorted.length === 7) return w.everyDay;
  const names = DAY_NAMES[language];
  const name = (day: number) => names[day - 1] ?? '';
  const first = sorted[0] ?? 1;
  const last = sorted.at(-1) ?? 1;
  const contiguous = sorted.length >= 3 && last - first === sorted.length - 1;
  const text = contiguous ? w.range(name(first), name(last)) : w.list(sorted.map(name));
  return capitalize(text ?? '');
}

export function describeHours(from: string | null, until: string | null, language: MissionLanguage): string {
  return from === null || until === null ? words[language].allDay : words[language].hours(from, until);
}

/** "Monday to Friday, 12:00–15:00" or "Tutti i giorni, a qualsiasi ora". */
export const describeWhen = (mission: MissionSchedule, language: MissionLanguage) =>
  `${describeDays(mission.redeem_days, language)}, ${describeHours(mission.redeem_from, mission.redeem_until, language)}`;

export function describeDate(iso: string, language: MissionLanguage): string {
  return dateTimeFormat(language === 'it' ? 'it-IT' : 'en-GB', {
    timeZone: VENUE_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}

/** "From 1 June 2026 to 30 June 2026", in Rome's calendar. */
export const describeDates = (
  mission: Pick<MissionSchedule, 'starts_at' | 'deadline'>,
  language: MissionLanguage,
) =>
  words[language].dates(describeDate(mission.starts_at, language), describeDate(mission.deadline, language));

export const describeAudience = (audience: MissionAudience, language: MissionLanguage) =>
  words[language].audience[audience];

export const describeFrequency = (frequency: MissionFrequency, language: MissionLanguage) =>
  words[language].frequency[frequency];
