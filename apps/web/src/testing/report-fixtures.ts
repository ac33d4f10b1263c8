import type { Report, ReportBucket } from '@venues/contracts/report';

const DAY_MS = 24 * 60 * 60 * 1000;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function makeSeries(first: string, count: number, step: number): ReportBucket[] {
  return Array.from({ length: count }, (_, index) => {
    const reviews = (index * 7) % 5;
    const newVisits = (index * 3) % 4;
    const returningVisits = index % 3;
    return {
      start: addDays(first, index * step),
      reviews,
      average_rating: reviews === 0 ? null : 3 + ((index % 4) * 2) / 5,
      visits: newVisits + returningVisits,
      new_visits: newVisits,
      returning_visits: returningVisits,
      estimated_value: (newVisits + returningVisits) * 2550,
    };
  });
}

/** A 30-day report, day by day, of a busy venue: 26 Feb – 27 Mar 2026 against 27 Jan – 25 Feb 2026. */
export function makeReport(overrides: Partial<Report> = {}): Report {
  return {
    period: 30,
    bucket: 'day',
    from: '2026-02-26',
    to: '2026-03-27',
    previous: { from: '2026-01-27', to: '2026-02-25' },
    tiles: {
      reviews: { current: 48, previous: 40 },
      average_rating: { current: 4.3, previous: 4.1 },
      estimated_value: { current: 498500, previous: 512000 },
      visits: { current: 120, previous: 100 },
      new_customers: { current: 30, previous: 0 },
      returning_customers: { current: 18, previous: 20 },
      scans: { current: 200, previous: 150 },
      scan_conversion: { current: 0.24, previous: 0.2 },
    },
    series: makeSeries('2026-02-26', 30, 1),
    rating_distribution: [
      { rating: 1, count: 2 },
      { rating: 2, count: 3 },
      { rating: 3, count: 5 },
      { rating: 4, count: 15 },
      { rating: 5, count: 23 },
    ],
    sub_ratings: { food: 4.5, price: 3.8, atmosphere: 4.2, service: null },
    replies: {
      rate: { current: 0.75, previous: 0.5 },
      // 2.5 hours against 2 days.
      median_seconds: { current: 9000, previous: 172800 },
    },
    missions: [
      {
        id: '30000000-0000-4000-8000-000000000001',
        title: 'Pizza night',
        visits: 12,
        estimated_value: 42000,
        previous_visits: 7,
        previous_estimated_value: 24500,
      },
      {
        id: '30000000-0000-4000-8000-000000000002',
        title: 'Spring brunch',
        visits: 5,
        estimated_value: 15000,
        previous_visits: 0,
        previous_estimated_value: 0,
      },
    ],
    ...overrides,
  };
}

/** A 365-day report, week by week from Monday 24 March 2025. */
export function makeYearReport(overrides: Partial<Report> = {}): Report {
  return makeReport({
    period: 365,
    bucket: 'week',
    from: '2025-03-28',
    to: '2026-03-27',
    previous: { from: '2024-03-28', to: '2025-03-27' },
    series: makeSeries('2025-03-24', 53, 7),
    ...overrides,
  });
}

/** A period with no review, visit or scan. */
export function makeEmptyReport(): Report {
  const zero = { current: 0, previous: 0 };
  const none = { current: null, previous: null };
  return makeReport({
    tiles: {
      reviews: zero,
      average_rating: none,
      estimated_value: zero,
      visits: zero,
      new_customers: zero,
      returning_customers: zero,
      scans: zero,
      scan_conversion: none,
    },
    series: makeSeries('2026-02-26', 30, 1).map((bucket) => ({
      ...bucket,
      reviews: 0,
      average_rating: null,
      visits: 0,
      new_visits: 0,
      returning_visits: 0,
      estimated_value: 0,
    })),
    rating_distribution: [],
    sub_ratings: { food: null, price: null, atmosphere: null, service: null },
    replies: { rate: none, median_seconds: none },
    missions: [],
  });
}
