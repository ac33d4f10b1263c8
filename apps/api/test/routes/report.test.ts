import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportResponseSchema } from '@venues/contracts/report';
import { codeScans, missions, reviewCodes, reviewers, reviews, visits } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertClaim, insertPlace, subscribe } from '../helpers/fixtures';
import { renderReportPdf } from '../../src/plugins/app/report/report-pdf';
import { pdfText } from '../helpers/pdf-text';
import { bearer, createTestUser, type TestUser } from '../helpers/users';

/** Monday 23 November 2026, 12:00 in Rome: the 7-day period is 17–23 November, the previous 10–16. */
const NOW = new Date('2026-11-23T11:00:00Z');
const at = (iso: string) => new Date(iso);

describe('the report', () => {
  let t: TestApp;
  let owner: TestUser;
  let proOwner: TestUser;
  let otherOwner: TestUser;
  let pendingClaimant: TestUser;
  let admin: TestUser;
  let placeId: string;
  let proPlaceId: string;
  let missionId: string;

  beforeAll(async () => {
    t = await createTestApp();
    [owner, proOwner, otherOwner, pendingClaimant, admin] = await Promise.all([
      createTestUser(),
      createTestUser(),
      createTestUser(),
      createTestUser(),
      createTestUser({ admin: true }),
    ]);
    const place = await insertPlace(t.app, { name: 'Osteria della Prova' });
    const proPlace = await insertPlace(t.app, { name: 'Caffè Pro' });
    const elsewhere = await insertPlace(t.app);
    placeId = place.id;
    proPlaceId = proPlace.id;
    await insertClaim(t.app, owner, placeId, 'approved');
    await insertClaim(t.app, pendingClaimant, placeId, 'pending');
    await insertClaim(t.app, otherOwner, elsewhere.id, 'approved');
    await insertClaim(t.app, proOwner, proPlaceId, 'approved');
    await subscribe(t.app, owner, placeId, 'starter');
    await subscribe(t.app, proOwner, proPlaceId, 'pro');

    const [a, b, c, d] = await t.app.db
      .insert(reviewers)
      .values([
        { displayName: 'Anna' },
        { displayName: 'Bruno' },
        { displayName: 'Carla' },
        { displayName: 'Dario' },
      ])
      .returning();
    const [mission] = await t.app.db
      .insert(missions)
      .values({
        placeId,
        code: 'aperitivo01',
        title: 'Aperitivo del giovedì',
        description: 'Spritz',
        deadline: at('2026-12-31T00:00:00Z'),
      })
      .returning();
    missionId = mission!.id;
    const [code] = await t.app.db
      .insert(reviewCodes)
      .values({ placeId, code: 'c'.repeat(22), label: 'Tavolo 4' })
      .returning();

    const visit = (reviewerId: string, iso: string, spend: number, withMission = false) => ({
      placeId,
      reviewerId,
      estimatedSpendCents: spend,
      visitedAt: at(iso),
      missionId: withMission ? missionId : null,
    });
    await t.app.db.insert(visits).values([
      visit(a!.id, '2026-10-01T10:00:00Z', 9999), // before both periods: Anna is a regular
      visit(a!.id, '2026-11-18T11:00:00Z', 3000, true),
      visit(b!.id, '2026-11-20T11:00:00Z', 2000), // Bruno's first visit
      visit(b!.id, '2026-11-21T11:00:00Z', 2500, true),
      visit(c!.id, '2026-11-12T11:00:00Z', 1000, true), // Carla: new in the previous period, by the mission…
      visit(c!.id, '2026-11-16T23:00:00Z', 4000), // …back at 00:00 on the 17th in Rome: the first instant
      visit(d!.id, '2026-11-16T22:59:59Z', 500), // 23:59:59 on the 16th: the previous period's last second
    ]);

    const review = (
      iso: string,
      overall: number | null,
      extra: Partial<typeof reviews.$inferInsert> = {},
    ) => ({
      placeId,
      reviewerId: a!.id,
      title: 'Titolo',
      description: 'Descrizione',
      ratingOverall: overall,
      createdAt: at(iso),
      ...extra,
    });
    await t.app.db.insert(reviews).values([
      review('2026-11-18T12:00:00Z', 5, { ratingFood: 4, codeId: code!.id }),
      review('2026-11-18T13:00:00Z', 2, { ratingPrice: 3 }),
      review('2026-11-22T12:00:00Z', 4, { ratingFood: 2, codeId: code!.id }),
      review('2026-11-12T12:00:00Z', 3),
      // Neither a hidden review nor one still processing counts.
      review('2026-11-19T12:00:00Z', 1, { hiddenAt: at('2026-11-20T00:00:00Z'), hiddenReason: 'spam' }),
      review('2026-11-19T12:00:00Z', 1, { status: 'processing' }),
    ]);
    await t.app.db
      .insert(codeScans)
      .values(
        ['2026-11-18T11:50:00Z', '2026-11-18T12:50:00Z', '2026-11-22T11:50:00Z', '2026-11-23T10:00:00Z'].map(
          (iso) => ({ codeId: code!.id, placeId, scannedAt: at(iso) }),
        ),
      );
  });
  afterAll(() => t.close());

  const get = (url: string, token: string | null) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('aggregates a week by hand: tiles, days, distribution, sub-ratings, missions', async () => {
    const report = await t.app.reportRepository.report(placeId, 7, NOW);
    expect(reportResponseSchema.parse({ data: report }).data).toEqual(report);
    expect(report).toMatchObject({
      period: 7,
      bucket: 'day',
      from: '2026-11-17',
      to: '2026-11-23',
      previous: { from: '2026-11-10', to: '2026-11-16' },
      tiles: {
        reviews: { current: 3, previous: 1 },
        average_rating: { current: 3.67, previous: 3 },
        estimated_value: { current: 3000 + 2000 + 2500 + 4000, previous: 1000 + 500 },
        visits: { current: 4, previous: 2 },
        new_customers: { current: 1, previous: 2 },
        returning_customers: { current: 2, previous: 0 },
        scans: { current: 4, previous: 0 },
        scan_conversion: { current: 0.5, previous: null },
      },
      rating_distribution: [
        { rating: 1, count: 0 },
        { rating: 2, count: 1 },
        { rating: 3, count: 0 },
        { rating: 4, count: 1 },
        { rating: 5, count: 1 },
      ],
      sub_ratings: { food: 3, price: 3, atmosphere: null, service: null },
      missions: [
        {
          id: missionId,
          title: 'Aperitivo del giovedì',
          visits: 2,
          estimated_value: 5500,
          previous_visits: 1,
          previous_estimated_value: 1000,
        },
      ],
    });
    const empty = {
      reviews: 0,
      average_rating: null,
      visits: 0,
      new_visits: 0,
      returning_visits: 0,
      estimated_value: 0,
    };
    expect(report.series).toEqual([
      { ...empty, start: '2026-11-17', visits: 1, returning_visits: 1, estimated_value: 4000 },
      {
        ...empty,
        start: '2026-11-18',
        reviews: 2,
        average_rating: 3.5,
        visits: 1,
        returning_visits: 1,
        estimated_value: 3000,
      },
      { ...empty, start: '2026-11-19' },
      { ...empty, start: '2026-11-20', visits: 1, new_visits: 1, estimated_value: 2000 },
      { ...empty, start: '2026-11-21', visits: 1, returning_visits: 1, estimated_value: 2500 },
      { ...empty, start: '2026-11-22', reviews: 1, average_rating: 4 },
      { ...empty, start: '2026-11-23' },
    ]);
  });

  it('buckets by week from Monday beyond 30 days, and every figure falls in one bucket', async () => {
    const report = await t.app.reportRepository.report(placeId, 90, NOW);
    expect(report).toMatchObject({ bucket: 'week', from: '2026-08-26', to: '2026-11-23' });
    expect(report.series).toHaveLength(14);
    expect(report.series[0]!.start).toBe('2026-08-24');
    expect(report.series.at(-1)!.start).toBe('2026-11-23');
    const sum = (key: 'visits' | 'reviews' | 'estimated_value') =>
      report.series.reduce((total, bucket) => total + bucket[key], 0);
    expect(sum('visits')).toBe(report.tiles.visits.current);
    expect(sum('reviews')).toBe(report.tiles.reviews.current);
    expect(sum('estimated_value')).toBe(report.tiles.estimated_value.current);
    expect(report.series.find((bucket) => bucket.start === '2026-11-16')).toMatchObject({
      visits: 5,
      reviews: 3,
    });
    // Anna's visit of 1 October is in the period now, and she is new in it.
    expect(report.tiles.new_customers.current).toBe(4);
  });

  it('follows the days of Rome across the change to summer time', async () => {
    // Sunday 29 March 2026 has 23 hours in Rome; a 7-day period ending on 1 April starts at 00:00 CET on 26 March.
    const report = await t.app.reportRepository.report(placeId, 7, new Date('2026-04-01T10:00:00Z'));
    expect(report).toMatchObject({
      from: '2026-03-26',
      to: '2026-04-01',
      previous: { from: '2026-03-19', to: '2026-03-25' },
    });
    expect(report.series.map((bucket) => bucket.start)).toEqual([
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
    ]);
  });

  it('serves the report to the owner and staff only, and needs a token', async () => {
    const urls = [
      `/api/places/${placeId}/report?period=30`,
      `/api/places/${placeId}/report/reviews.csv?period=30`,
      `/api/places/${placeId}/report/visits.csv`,
      `/api/places/${placeId}/report.pdf`,
    ];
    for (const url of urls) {
      for (const token of [otherOwner.token, pendingClaimant.token]) {
        const response = await get(url, token);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({ error: { code: 'auth/forbidden', message: expect.any(String) } });
      }
      expect((await get(url, null)).statusCode, url).toBe(401);
    }
    for (const url of urls.slice(0, 3)) {
      expect((await get(url, owner.token)).statusCode, url).toBe(200);
      expect((await get(url, admin.token)).statusCode, url).toBe(200);
    }
  });

  it('answers 400 with the field to a period that is not 7, 30, 90 or 365', async () => {
    for (const period of ['0', '14', 'abc', '-7', '30.5', '1e9']) {
      for (const path of ['report', 'report/reviews.csv', 'report.pdf']) {
        const response = await get(`/api/places/${placeId}/${path}?period=${period}`, owner.token);
        expect(response.statusCode, `${path} ${period}`).toBe(400);
        expect(response.json().error).toMatchObject({
          code: 'validation/invalid-input',
          fields: { period: expect.any(Array) },
        });
      }
    }
    expect((await get(`/api/places/not-a-uuid/report`, owner.token)).statusCode).toBe(400);
    expect((await get(`/api/places/${placeId}/report.pdf?lang=fr`, proOwner.token)).statusCode).toBe(400);
  });

  it("exports the reviews as UTF-8 CSV with a BOM, RFC 4180 quoting and the caller's language", async () => {
    const [reviewer] = await t.app.db
      .insert(reviewers)
      .values({ displayName: '=HYPERLINK("x")' })
      .returning();
    await t.app.db.insert(reviews).values({
      placeId,
      reviewerId: reviewer!.id,
      title: 'Cena "perfetta", davvero',
      description: 'Più che buono,\nsi torna',
      ratingOverall: 5,
      createdAt: new Date(Date.now() - 60_000),
    });
    const response = await get(`/api/places/${placeId}/report/reviews.csv?period=7&lang=it`, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const body = response.rawPayload.subarray(3).toString('utf8');
    expect(body.split('\r\n')[0]).toBe(
      'Data,Autore,Complessiva,Cucina,Prezzo,Atmosfera,Servizio,Titolo,Descrizione,Tavolo,Stato',
    );
    expect(body).toContain(
      `,"'=HYPERLINK(""x"")",5,,,,,"Cena ""perfetta"", davvero","Più che buono,\nsi torna",,pubblicata\r\n`,
    );
  });

  it('streams 100,000 visits in order, one line each', async () => {
    const [reviewer] = await t.app.db.insert(reviewers).values({ displayName: 'Folla' }).returning();
    const bulk = await insertPlace(t.app);
    await insertClaim(t.app, owner, bulk.id, 'approved');
    const start = Date.now() - 6 * 86_400_000;
    await t.app.db.execute(
      // The first visit alone, then one instant for every 100 visits: the keyset pages must break ties by id.
      sql.raw(`insert into visits (place_id, reviewer_id, estimated_spend_cents, visited_at)
       select '${bulk.id}', '${reviewer!.id}', 2500,
         to_timestamp(${start / 1000} + case when g = 1 then 0 else 1 + g / 100 end)
       from generate_series(1, 100000) g`),
    );
    const response = await get(`/api/places/${bulk.id}/report/visits.csv?period=7`, owner.token);
    expect(response.statusCode).toBe(200);
    const lines = response.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines).toHaveLength(100_001);
    expect(lines[0]).toBe('Date,Customer,New or returning,Estimated spend (EUR),Mission');
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},Folla,new,25\.00,$/);
    expect(lines.slice(2).every((line) => line.endsWith(',Folla,returning,25.00,'))).toBe(true);
  }, 120_000);

  it('renders the PDF on pro, and refuses it below pro', async () => {
    const refused = await get(`/api/places/${placeId}/report.pdf`, owner.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('billing/plan-required');

    const response = await get(`/api/places/${proPlaceId}/report.pdf?period=365&lang=it`, proOwner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    for (const expected of ['Caffè Pro', 'REPORT DELLE PRESTAZIONI', 'Ultimi 365 giorni', 'Clienti abituali'])
      expect(text).toContain(expected);
  });

  it('draws the tiles and the six charts as vector graphics', async () => {
    const pdf = await renderReportPdf({
      report: await t.app.reportRepository.report(placeId, 7, NOW),
      venueName: 'Osteria della Prova',
      language: 'en',
      generatedAt: NOW,
    });
    const text = await pdfText(pdf);
    for (const expected of [
      'Osteria della Prova',
      'Last 7 days: 17 Nov 2026 – 23 Nov 2026',
      '€115.00',
      '+100%',
      'Reviews and average rating',
      'Visits: new and returning customers',
      'Estimated value',
      'Rating distribution',
      'Average ratings by aspect',
      'Visits brought by missions',
      'Aperitivo del giovedì',
    ])
      expect(text).toContain(expected);
    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
  });
});
