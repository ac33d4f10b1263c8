import { describe, expect, it } from 'vitest';
import { NO_FILTERS, toApiFilters } from './activity-filters';

// 10:00 in Rome on 5 March 2026 (UTC+1).
const NOW = new Date('2026-03-05T09:00:00.000Z');

describe("the activity log's filters", () => {
  it('send nothing when off', () => {
    expect(toApiFilters(NO_FILTERS, NOW)).toEqual({});
  });

  it('name a person, or a kind of actor, and a kind of change', () => {
    expect(toApiFilters({ ...NO_FILTERS, who: 'person:uid-1', kind: 'reviews' }, NOW)).toEqual({
      person: 'uid-1',
      kind: 'reviews',
    });
    expect(toApiFilters({ ...NO_FILTERS, who: 'actor:counter_link' }, NOW)).toEqual({
      actor_kind: 'counter_link',
    });
  });

  it("turn a quick period into Rome days, today included, and keep a custom one's dates", () => {
    expect(toApiFilters({ ...NO_FILTERS, period: '7' }, NOW)).toEqual({
      from: '2026-02-27',
      to: '2026-03-05',
    });
    expect(toApiFilters({ ...NO_FILTERS, period: '1' }, new Date('2026-03-05T23:30:00.000Z'))).toEqual({
      from: '2026-03-06',
      to: '2026-03-06',
    });
    expect(toApiFilters({ ...NO_FILTERS, period: 'custom', from: '2026-01-01', to: '' }, NOW)).toEqual({
      from: '2026-01-01',
    });
  });
});
