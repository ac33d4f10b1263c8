import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastDays, RECENT_DAYS, venueOffsetMinutes } from '@venues/contracts/clock';
import { codeScans, reviewCodes, reviewers, reviews, visits } from '../../src/db/schema';
import { insertClaim, insertPlace } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createTestUser, type TestUser } from '../helpers/users';

/** The instant a day of Rome starts at: offsets change at 02:00 or 03:00, never at midnight. */
function romeMidnight(day: string): Date {
  const offset = venueOffsetMinutes(new Date(`${day}T12:00:00Z`));
  return new Date(new Date(`${day}T00:00:00Z`).getTime() - offset * 60_000);
}

/*
 * "The last 30 days" is one period wherever a figure of it is shown: 30 calendar days in Rome, today
 * included. One venue's events sit on both sides of the period's first midnight, and the figures are
 * counted here by hand from the events, then read from the summary, the report and the QR studio.
 */
describe('the last 30 days', () => {
  let t: TestApp;
  let owner: TestUser;
  let placeId: string;

  const now = new Date();
  const period = lastDays(RECENT_DAYS, now);
  const firstInstant = romeMidnight(period.from);
  const justBefore = new Date(firstInstant.getTime() - 1000);
  const inside = [
    firstInstant,
    new Date(firstInstant.getTime() + 3_600_000),
    new Date(now.getTime() - 60_000),
  ];
  const longAgo = new Date(firstInstant.getTime() - 40 * 86_400_000);

  // Hand-counted, from the events inserted below.
  const expected = {
    reviews: 3, // three visible reviews inside; one hidden inside and one just before do not count
    codeReviews: 2, // of those, two came from the table code
    scans: 2,
    visits: 3,
    value: 1000 + 2000 + 3000,
    newCustomers: 1, // Bruno's first visit is inside
    returningCustomers: 2, // Anna came long ago, Carla just before the period began
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createTestUser();
    const place = await insertPlace(t.app, { name: 'Trattoria dei Conti' });
    placeId = place.id;
    await insertClaim(t.app, owner, placeId, 'approved');
    const [code] = await t.app.db
      .insert(reviewCodes)
      .values({ placeId, code: 'r'.repeat(22), label: 'Tavolo 1' })
      .returning();
    const [anna, bruno, carla] = await t.app.db
      .insert(reviewers)
      .values([{ displayName: 'Anna' }, { displayName: 'Bruno' }, { displayName: 'Carla' }])
      .returning();

    const review = (createdAt: Date, withCode: boolean, hidden = false) => ({
      placeId,
      reviewerId: anna!.id,
      title: 'Cena',
      description: 'Buona',
      ratingOverall: 4,
      codeId: withCode ? code!.id : null,
      createdAt,
      publishedAt: createdAt,
      hiddenAt: hidden ? createdAt : null,
    });
    await t.app.db
      .insert(reviews)
      .values([
        review(inside[0]!, true),
        review(inside[1]!, false),
        review(inside[2]!, true),
        review(inside[2]!, true, true),
        review(justBefore, true),
        review(longAgo, true),
      ]);
    await t.app.db.insert(codeScans).values([
      { codeId: code!.id, placeId, scannedAt: inside[0]! },
      { codeId: code!.id, placeId, scannedAt: inside[2]! },
      { codeId: code!.id, placeId, scannedAt: justBefore },
    ]);
    const visit = (reviewerId: string, visitedAt: Date, spend: number) => ({
      placeId,
      reviewerId,
      visitedAt,
      estimatedSpendCents: spend,
    });
    await t.app.db
      .insert(visits)
      .values([
        visit(anna!.id, longAgo, 500),
        visit(anna!.id, inside[0]!, 1000),
        visit(carla!.id, justBefore, 700),
        visit(carla!.id, inside[1]!, 2000),
        visit(bruno!.id, inside[2]!, 3000),
      ]);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('gives the same figures in the summary, the report and the QR studio', async () => {
    const headers = bearer(owner.token);
    const [statsReply, reportReply, codesReply] = await Promise.all([
      t.app.inject({ method: 'GET', url: `/api/places/stats?id=${placeId}`, headers }),
      t.app.inject({ method: 'GET', url: `/api/places/${placeId}/report?period=${RECENT_DAYS}`, headers }),
      t.app.inject({ method: 'GET', url: `/api/places/${placeId}/review-codes`, headers }),
    ]);
    expect([statsReply.statusCode, reportReply.statusCode, codesReply.statusCode]).toEqual([200, 200, 200]);
    const stats = statsReply.json().data;
    const report = reportReply.json().data;
    const codes = codesReply.json().data as { scans_30d: number; reviews_30d: number }[];

    expect(report.from).toBe(period.from);
    expect(report.to).toBe(period.to);

    expect(stats.reviews_30d).toBe(expected.reviews);
    expect(report.tiles.reviews.current).toBe(expected.reviews);

    expect(stats.visits_30d).toBe(expected.visits);
    expect(report.tiles.visits.current).toBe(expected.visits);
    expect(stats.estimated_value_30d).toBe(expected.value);
    expect(report.tiles.estimated_value.current).toBe(expected.value);
    expect(stats.new_customers_30d).toBe(expected.newCustomers);
    expect(report.tiles.new_customers.current).toBe(expected.newCustomers);
    expect(stats.returning_customers_30d).toBe(expected.returningCustomers);
    expect(report.tiles.returning_customers.current).toBe(expected.returningCustomers);

    const sum = (field: 'scans_30d' | 'reviews_30d') => codes.reduce((total, c) => total + c[field], 0);
    expect(sum('scans_30d')).toBe(expected.scans);
    expect(report.tiles.scans.current).toBe(expected.scans);
    expect(sum('reviews_30d')).toBe(expected.codeReviews);
    expect(report.tiles.scan_conversion.current).toBe(expected.codeReviews / expected.scans);
  });
});
