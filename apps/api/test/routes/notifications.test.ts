import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewDetailResponseSchema } from '@venues/contracts/dashboard';
import { notificationsResponseSchema } from '@venues/contracts/notifications';
import { jobs, mailOutbox, missions, reviewers, reviews, visits } from '../../src/db/schema';
import { sendPayload } from '../../src/plugins/app/notifications/job-payloads';
import { createReplica, createTestApp, type TestApp } from '../helpers/test-app';
import { insertClaimRow, insertPlace, insertUser, subscribe } from '../helpers/fixtures';
import { pdfText } from '../helpers/pdf-text';
import { bearer, createTestUser, type TestUser } from '../helpers/users';

/** Monday 23 November 2026, 08:30 in Rome: this week's digest is due. */
const DIGEST_DUE = new Date('2026-11-23T07:30:00Z');
/** Tuesday 1 December 2026, 08:30 in Rome: this month's report is due. */
const REPORT_DUE = new Date('2026-12-01T07:30:00Z');

describe('notifications', () => {
  let t: TestApp;
  let owner: TestUser;
  let proOwner: TestUser;
  let otherOwner: TestUser;
  let pendingClaimant: TestUser;
  let admin: TestUser;
  let placeId: string;
  let proPlaceId: string;
  let reviewerId: string;

  beforeAll(async () => {
    // The test drains the queue itself: no background worker races runDue.
    t = await createTestApp({ JOBS_POLL_MS: '0' });
    [owner, proOwner, otherOwner, pendingClaimant, admin] = await Promise.all([
      createTestUser(),
      createTestUser(),
      createTestUser(),
      createTestUser(),
      createTestUser({ admin: true }),
    ]);
    placeId = (await insertPlace(t.app, { name: 'Trattoria Avvisi' })).id;
    proPlaceId = (await insertPlace(t.app, { name: 'Bistrot Pro' })).id;
    const elsewhere = (await insertPlace(t.app)).id;
    await insertUser(t.app, owner, 'it');
    await insertUser(t.app, proOwner, 'en');
    for (const user of [otherOwner, pendingClaimant, admin]) await insertUser(t.app, user);
    await insertClaimRow(t.app, owner.uid, placeId, 'approved');
    await insertClaimRow(t.app, proOwner.uid, proPlaceId, 'approved');
    await insertClaimRow(t.app, pendingClaimant.uid, placeId, 'pending');
    await insertClaimRow(t.app, otherOwner.uid, elsewhere, 'approved');
    await subscribe(t.app, owner, placeId, 'starter');
    await subscribe(t.app, proOwner, proPlaceId, 'pro');
    reviewerId = (await t.app.db.insert(reviewers).values({ displayName: 'Giulia B.' }).returning())[0]!.id;
  });
  afterAll(() => t.close());

  const request = (method: 'GET' | 'PUT' | 'POST', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload: payload as never });
  const mailsTo = (email: string) => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

  /** A guest's review that finishes processing: published, with its alert queued in the same transaction. */
  async function publishReview(place: string, rating: number) {
    const [review] = await t.app.db
      .insert(reviews)
      .values({
        placeId: place,
        reviewerId,
        title: `Voto ${rating}`,
        description: 'Tavolo vicino alla finestra.',
        ratingOverall: rating,
        status: 'processing',
      })
      .returning();
    const id = review!.id;
    await t.app.captureRepository.publish(id, { videoKey: 'v.mp4', posterKey: 'p.jpg' }, (tx) =>
      t.app.notifications.reviewPublished(id, tx),
    );
    await t.app.jobs.runDue();
    return id;
  }

  it('lists the venues the caller manages with the default settings', async () => {
    const response = await request('GET', '/api/notifications', owner.token);
    expect(response.statusCode).toBe(200);
    expect(notificationsResponseSchema.parse(response.json()).data).toEqual({
      email: owner.email,
      venues: [
        {
          place_id: placeId,
          place_name: 'Trattoria Avvisi',
          new_reviews: 'all',
          low_rating_max: 3,
          weekly_digest: true,
          monthly_report: true,
          monthly_report_available: false,
        },
      ],
    });
    const pro = notificationsResponseSchema.parse(
      (await request('GET', '/api/notifications', proOwner.token)).json(),
    );
    expect(pro.data.venues[0]).toMatchObject({ place_id: proPlaceId, monthly_report_available: true });
    const pending = notificationsResponseSchema.parse(
      (await request('GET', '/api/notifications', pendingClaimant.token)).json(),
    );
    expect(pending.data.venues).toEqual([]);
    expect((await request('GET', '/api/notifications', null)).statusCode).toBe(401);
  });

  it('saves a venue’s settings for its manager only, and answers 400 per field', async () => {
    const body = { new_reviews: 'low', low_rating_max: 2, weekly_digest: false, monthly_report: true };
    for (const token of [otherOwner.token, pendingClaimant.token, admin.token]) {
      const refused = await request('PUT', `/api/notifications/${placeId}`, token, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('auth/forbidden');
    }
    expect((await request('PUT', `/api/notifications/${placeId}`, null, body)).statusCode).toBe(401);

    const bad = await request('PUT', `/api/notifications/${placeId}`, owner.token, {
      ...body,
      new_reviews: 'sometimes',
      low_rating_max: 6,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['low_rating_max', 'new_reviews']);
    expect((await request('PUT', `/api/notifications/not-a-uuid`, owner.token, body)).statusCode).toBe(400);

    const saved = await request('PUT', `/api/notifications/${placeId}`, owner.token, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ ...body, place_id: placeId });
    const listed = notificationsResponseSchema.parse(
      (await request('GET', '/api/notifications', owner.token)).json(),
    );
    expect(listed.data.venues[0]).toMatchObject(body);
  });

  it('alerts on a new review by the rule, once, in the recipient’s language, with a deep link', async () => {
    // The owner asked for reviews of 2 stars or fewer (the test above).
    const before = (await mailsTo(owner.email)).length;
    await publishReview(placeId, 4);
    expect(await mailsTo(owner.email)).toHaveLength(before);

    const reviewId = await publishReview(placeId, 1);
    // A retried alert job finds its delivery recorded and sends nothing more.
    await t.app.jobs.enqueue('notify.review', { reviewId });
    await t.app.jobs.runDue();
    const mails = (await mailsTo(owner.email)).filter((mail) => mail.subject.includes('Trattoria Avvisi'));
    expect(mails.length - before).toBe(1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe('Nuova recensione da 1 stella per Trattoria Avvisi');
    expect(mail.status).toBe('sent');
    // The review opens over the grid of the reviews that wait for a reply.
    expect(mail.text).toContain(`/dashboard/reviews?reply=without&review=${reviewId}`);
    expect(mail.html).toContain(`/dashboard/reviews?reply=without&amp;review=${reviewId}`);
    expect(mail.text).toContain('Giulia B. ha appena lasciato una video recensione per Trattoria Avvisi.');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<http:\/\/localhost:\d+\/api\/notifications\/unsubscribe\?token=.+>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('unsubscribes in one click without signing in, and refuses a forged token', async () => {
    const [mail] = (await mailsTo(owner.email)).filter((row) => row.headers?.['List-Unsubscribe']);
    const oneClick = new URL(mail!.headers!['List-Unsubscribe']!.slice(1, -1));
    const url = `${oneClick.pathname}${oneClick.search}`;

    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { kind: 'new_reviews', place_name: 'Trattoria Avvisi' } });
    const listed = notificationsResponseSchema.parse(
      (await request('GET', '/api/notifications', owner.token)).json(),
    );
    expect(listed.data.venues[0]).toMatchObject({ new_reviews: 'off', low_rating_max: 2 });
    // The app's own page posts without a body.
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(200);

    const token = oneClick.searchParams.get('token')!;
    const [body, signature] = token.split('.');
    const forged = Buffer.from(`weekly_digest:${placeId}:${owner.uid}`).toString('base64url');
    for (const bad of [`${forged}.${signature}`, `${body}.AAAA`, 'nonsense', `${body}.${signature}.x`]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe?token=${bad}`,
      });
      expect(refused.statusCode, bad).toBe(403);
      expect(refused.json().error.code).toBe('notifications/bad-token');
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('token');
  });

  it('opens one review by id for its venue’s managers and staff', async () => {
    const reviewId = await publishReview(proPlaceId, 5);
    const url = `/api/reviews/${reviewId}`;
    const ok = await request('GET', url, proOwner.token);
    expect(ok.statusCode).toBe(200);
    expect(reviewDetailResponseSchema.parse(ok.json()).data).toMatchObject({
      id: reviewId,
      place_id: proPlaceId,
    });
    expect((await request('GET', url, admin.token)).statusCode).toBe(200);
    for (const token of [owner.token, otherOwner.token, pendingClaimant.token])
      expect((await request('GET', url, token)).statusCode).toBe(403);
    expect((await request('GET', url, null)).statusCode).toBe(401);
    expect((await request('GET', `/api/reviews/${crypto.randomUUID()}`, proOwner.token)).statusCode).toBe(
      404,
    );
    expect((await request('GET', '/api/reviews/123', proOwner.token)).statusCode).toBe(400);
  });

  it('sends Monday’s digest once per venue and week, whatever runs it twice', async () => {
    await request('PUT', `/api/notifications/${placeId}`, owner.token, {
      new_reviews: 'off',
      low_rating_max: 2,
      weekly_digest: true,
      monthly_report: true,
    });
    // The week's missions: the one that brought more visits is the week's best.
    const [brunch, quiz] = await t.app.db
      .insert(missions)
      .values(
        ['Sunday brunch', 'Quiz night'].map((title, i) => ({
          placeId: proPlaceId,
          code: `digestmission${i}`,
          title,
          description: title,
          deadline: new Date('2026-12-31T00:00:00Z'),
        })),
      )
      .returning();
    await t.app.db.insert(visits).values(
      [brunch!.id, brunch!.id, quiz!.id].map((missionId, i) => ({
        placeId: proPlaceId,
        reviewerId,
        missionId,
        estimatedSpendCents: 3000,
        visitedAt: new Date(`2026-11-1${7 + i}T12:00:00Z`),
      })),
    );
    const before = (await mailsTo(proOwner.email)).length;
    // Sunday evening: nothing is due.
    await t.app.notifications.schedule(new Date('2026-11-22T20:00:00Z'));
    await t.app.jobs.runDue();
    expect(await mailsTo(proOwner.email)).toHaveLength(before);

    await t.app.notifications.schedule(DIGEST_DUE);
    await t.app.notifications.schedule(new Date(DIGEST_DUE.getTime() + 15 * 60_000));
    // A second send job for the same digest, as a second worker or a lost lease would make.
    await t.app.jobs.enqueue('digest.send', {
      uid: proOwner.uid,
      placeId: proPlaceId,
      key: '2026-11-16',
      asOf: '2026-11-22T22:00:00.000Z',
    });
    await t.app.jobs.runDue();

    const digests = (await mailsTo(proOwner.email)).filter((mail) => mail.subject.includes('your week'));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('Bistrot Pro: your week (16 Nov 2026 – 22 Nov 2026)');
    expect(digests[0]!.text).toContain('Here is how Bistrot Pro did last week');
    expect(digests[0]!.html).toContain('<table');
    expect(digests[0]!.text).toContain(
      'Best mission of the week: “Sunday brunch”, 2 visits worth an estimated €60.00.',
    );
    const italian = (await mailsTo(owner.email)).filter((mail) => mail.subject.includes('la tua settimana'));
    expect(italian).toHaveLength(1);
    expect(italian[0]!.text).toContain('Clienti abituali');
  });

  it('mails the monthly PDF report on the 1st to pro venues only', async () => {
    await t.app.notifications.schedule(REPORT_DUE);
    await t.app.jobs.runDue();
    const [report] = (await mailsTo(proOwner.email)).filter((mail) =>
      mail.subject.includes('monthly report'),
    );
    expect(report!.subject).toBe('Bistrot Pro: your monthly report (1 Nov 2026 – 30 Nov 2026)');
    expect(report!.attachments).toHaveLength(1);
    const pdf = Buffer.from(report!.attachments![0]!.contentBase64, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(pdf)).toContain('Bistrot Pro');
    expect((await mailsTo(owner.email)).filter((mail) => mail.subject.includes('report mensile'))).toEqual(
      [],
    );
  });

  it('sends a user’s digest now, whatever the week (npm run admin -- send-digest)', async () => {
    const before = (await mailsTo(proOwner.email)).length;
    expect(await t.app.notifications.sendDigestNow(proOwner.email.toUpperCase())).toBe(1);
    expect(await t.app.notifications.sendDigestNow('nobody@example.test')).toBe(0);
    await t.app.jobs.runDue();
    expect(await mailsTo(proOwner.email)).toHaveLength(before + 1);
  });

  it.runIf(process.env.DATABASE_URL)(
    'sends each digest once with two replicas scheduling at once',
    async () => {
      const replica = await createReplica(t);
      try {
        const due = new Date('2026-11-30T07:45:00Z');
        await Promise.all([t.app.notifications.schedule(due), replica.app.notifications.schedule(due)]);
        await Promise.all([t.app.jobs.runDue(), replica.app.jobs.runDue(), t.app.jobs.runDue()]);
        const week = (await mailsTo(proOwner.email)).filter((mail) =>
          mail.subject.includes('23 Nov 2026 – 29 Nov 2026'),
        );
        expect(week).toHaveLength(1);
        const sendJobs = await t.app.db
          .select()
          .from(jobs)
          .where(and(eq(jobs.name, 'digest.send'), eq(jobs.status, 'done')));
        const sent = sendJobs
          .map((job) => sendPayload.parse(job.payload))
          .filter((payload) => payload.key === '2026-11-23')
          .map((payload) => `${payload.placeId}:${payload.uid}`);
        expect(sent.length).toBeGreaterThan(1);
        expect(new Set(sent).size).toBe(sent.length);
      } finally {
        await replica.close();
      }
    },
  );
});
