import type { ActivityActorKind, ActivityKind } from '@venues/contracts/activity-rules';
import { lastDays } from '@venues/contracts/clock';
import type { ActivityFilters } from '../api/get-activity';

/** The quick periods the filter offers, in days up to today (Rome days); 'custom' takes two dates. */
export const ACTIVITY_PERIODS = ['all', '1', '7', '30', '90', 'custom'] as const;
export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];

/**
 * The filter as the page holds it: `who` is '' (everyone), `person:<uid>` or `actor:<kind>` (counter links,
 * guests, staff); the period a quick one or two dates.
 */
export type FilterState = {
  who: string;
  kind: ActivityKind | '';
  period: ActivityPeriod;
  from: string;
  to: string;
};

export const NO_FILTERS: FilterState = { who: '', kind: '', period: 'all', from: '', to: '' };

export const personChoice = (uid: string) => `person:${uid}`;
export const actorChoice = (kind: ActivityActorKind) => `actor:${kind}`;

/** The API's filters for the page's: a quick period becomes its days on the venue's clock. */
export function toApiFilters(state: FilterState, now: Date = new Date()): ActivityFilters {
  const filters: ActivityFilters = {};
  if (state.who.startsWith('person:')) filters.person = state.who.slice('person:'.length);
  else if (state.who.startsWith('actor:'))
    filters.actor_kind = state.who.slice('actor:'.length) as ActivityActorKind;
  if (state.kind) filters.kind = state.kind;
  if (state.period === 'custom') {
    if (state.from) filters.from = state.from;
    if (state.to) filters.to = state.to;
  } else if (state.period !== 'all') {
    const { from, to } = lastDays(Number(state.period), now);
    filters.from = from;
    filters.to = to;
  }
  return filters;
}

export const isFiltered = (state: FilterState) =>
  state.who !== '' || state.kind !== '' || state.period !== 'all';
