import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportResponseSchema } from '@venues/contracts/report';
import { reviewers, reviewReplies, reviews } from '../../src/db/schema';
import { renderReportPdf } from '../../src/plugins/app/report/report-pdf';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertClaim, insertPlace } from '../helpers/fixtures';
import { pdfText } from '../helpers/pdf-text';
import { bearer, createTestUser, type TestUser } from '../helpers/users';

/** Monday 23 November 2026, 12:00 in Rome: the 7-day period is 17–23 November, the previous 10–16. */
const NOW = new Date('2026-11-23T11:00:00Z');
const HOUR = 3_600_000;

describe('the report: replies to reviews', () => {
  let t: TestApp;
  let owner: TestUser;
  let placeId: string;
  let quietPlaceId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createTestUser();
    const place = await insertPlace(t.app, { name: 'Trattoria Risposte' });
    const quiet = await insertPlace(t.app);
    placeId = place.id;
    quietPlaceId = quiet.id;
    await insertClaim(t.app, owner, placeId, 'approved');
    const [guest] = await t.app.db.insert(reviewers).values({ displayName: 'Ospite' }).returning();

    /** A review at `iso` and, when `replyAfterHours` is given, the venue's reply that many hours later. */
    const add = async (
      iso: string,
      replyAfterHours: number | null,
      extra: { hidden?: boolean; replyHidden?: boolean } = {},
    ) => {
      const createdAt = new Date(iso);
      const [row] = await t.app.db
        .insert(reviews)
        .values({
          placeId,
          reviewerId: guest!.id,
          title: 'Titolo',
          description: '',
          ratingOverall: 4,
          createdAt,
          hiddenAt: extra.hidden ? createdAt : null,
          hiddenReason: extra.hidden ? 'spam' : null,
        })
        .returning();
      if (replyAfterHours === null) return;
      await t.app.db.insert(reviewReplies).values({
        reviewId: row!.id,
        placeId,
        body: 'Grazie!',
        createdAt: new Date(createdAt.getTime() + replyAfterHours * HOUR),
        hiddenAt: extra.replyHidden ? NOW : null,
        hiddenReason: extra.replyHidden ? 'abuse' : null,
      });
    };
    // This week: four reviews, three answered after 30 minutes, 2 hours (a reply staff hid) and 26 hours.
    await add('2026-11-18T12:00:00Z', 0.5);
    await add('2026-11-18T13:00:00Z', 2, { replyHidden: true });
    await add('2026-11-20T10:00:00Z', 26);
    await add('2026-11-22T12:00:00Z', null);
    // A review staff hid counts nowhere, its reply neither.
    await add('2026-11-19T12:00:00Z', 0.1, { hidden: true });
    // The week before: five reviews, two answered after 1 and 3 days.
    await add('2026-11-11T12:00:00Z', 24);
    await add('2026-11-12T12:00:00Z', 72);
    await add('2026-11-13T12:00:00Z', null);
    await add('2026-11-14T12:00:00Z', null);
    await add('2026-11-15T12:00:00Z', null);
    // Before both periods.
    await add('2026-11-01T12:00:00Z', 1);
  });
  afterAll(() => t.close());

  it('gives the reply rate and the median time to reply, against the week before', async () => {
    const report = await t.app.reportRepository.report(placeId, 7, NOW);
    expect(report.tiles.reviews).toEqual({ current: 4, previous: 5 });
    expect(report.replies).toEqual({
      rate: { current: 0.75, previous: 0.4 },
      // The middle of 30 min, 2 h and 26 h; the mean of 1 and 3 days.
      median_seconds: { current: 7200, previous: 172_800 },
    });
    expect(reportResponseSchema.parse({ data: report }).data.replies).toEqual(report.replies);
  });

  it('has no figure without reviews or without replies', async () => {
    const quiet = await t.app.reportRepository.report(quietPlaceId, 7, NOW);
    expect(quiet.replies).toEqual({
      rate: { current: null, previous: null },
      median_seconds: { current: null, previous: null },
    });
    // The 30 days to 23 November hold every visible review: six of ten answered, after 0.5, 1, 2, 24, 26
    // and 72 hours, whose median is halfway between 2 and 24 hours.
    const month = await t.app.reportRepository.report(placeId, 30, NOW);
    expect(month.replies.rate.current).toBe(0.6);
    expect(month.replies.median_seconds.current).toBe(13 * 3600);
  });

  it('answers them on the report route', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/places/${placeId}/report?period=365`,
      headers: bearer(owner.token),
    });
    expect(response.statusCode).toBe(200);
    const { data } = reportResponseSchema.parse(response.json());
    expect(data.replies.rate.current).not.toBeNull();
  });

  it('lists them in the PDF, in each language', async () => {
    const report = await t.app.reportRepository.report(placeId, 7, NOW);
    const render = async (language: 'en' | 'it') =>
      pdfText(await renderReportPdf({ report, venueName: 'Trattoria Risposte', language, generatedAt: NOW }));
    const en = await render('en');
    for (const expected of ['Reviews with a reply', '75%', 'Median time to reply', '2 hours', '+87%', '-96%'])
      expect(en).toContain(expected);
    const it = await render('it');
    for (const expected of ['Recensioni con risposta', 'Tempo mediano di risposta', '2 ore'])
      expect(it).toContain(expected);
  });
});
