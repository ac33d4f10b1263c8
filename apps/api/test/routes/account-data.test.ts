import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accountDeletionPreviewResponseSchema,
  accountExportSchema,
  dataExportResponseSchema,
} from '@venues/contracts/account-data';
import {
  activityLog,
  billingCustomers,
  claims,
  counterLinks,
  dataExports,
  mailOutbox,
  memberships,
  missions,
  places,
  reviewers,
  reviewCodes,
  reviewReplies,
  reviews,
  subscriptions,
  users,
  webhookEndpoints,
} from '../../src/db/schema';
import {
  insertClaim,
  insertMember,
  insertPlace,
  insertUser,
  subscribe,
  validProfile,
} from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createTestUser, testAuth } from '../helpers/users';

describe("a venue person's data: export and account deletion", () => {
  let t: TestApp;
  let reviewerId: string;

  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_MS: '0' });
    const [reviewer] = await t.app.db.insert(reviewers).values({ displayName: 'Marta R.' }).returning();
    reviewerId = reviewer!.id;
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | null,
    payload?: object,
  ) => t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const deleteAccount = (token: string | null, payload: object = { confirm: true }) =>
    call('DELETE', '/api/users/account', token, payload);

  /** An owner of a verified venue that has a review with the owner's reply, on a paid plan. */
  async function ownerWithVenue(language: 'it' | 'en' = 'en') {
    const owner = await createTestUser();
    await insertUser(t.app, owner, language);
    const place = await insertPlace(t.app);
    await insertClaim(t.app, owner, place.id, 'approved');
    await subscribe(t.app, owner, place.id, 'pro');
    const [review] = await t.app.db
      .insert(reviews)
      .values({ placeId: place.id, reviewerId, title: 'Ottimo', description: 'Bravi', status: 'published' })
      .returning();
    const reply = await call('PUT', `/api/places/${place.id}/reviews/${review!.id}/reply`, owner.token, {
      body: 'Grazie della visita!',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return { owner, place, reviewId: review!.id };
  }

  describe('download my data', () => {
    it('prepares the file in a job, offers it at a signed link and mails the link in the person’s language', async () => {
      const { owner, place, reviewId } = await ownerWithVenue('it');
      const other = await insertPlace(t.app);
      await insertClaim(t.app, owner, other.id, 'pending');
      const settings = await call('PUT', `/api/notifications/${place.id}`, owner.token, {
        new_reviews: 'low',
        low_rating_max: 2,
        weekly_digest: false,
        monthly_report: true,
      });
      expect(settings.statusCode, settings.body).toBe(200);
      const invited = await call('POST', `/api/places/${place.id}/invitations`, owner.token, {
        email: 'nuovo.cameriere@example.com',
        role: 'team',
      });
      expect(invited.statusCode, invited.body).toBe(201);

      const asked = await call('POST', '/api/users/data-export', owner.token);
      expect(asked.statusCode, asked.body).toBe(202);
      expect(dataExportResponseSchema.parse(asked.json()).data).toMatchObject({ status: 'preparing' });
      // Asking again while it is prepared answers the same export.
      const again = dataExportResponseSchema.parse(
        (await call('POST', '/api/users/data-export', owner.token)).json(),
      );
      expect(again.data?.id).toBe(dataExportResponseSchema.parse(asked.json()).data?.id);

      await t.app.jobs.runDue();
      const ready = dataExportResponseSchema.parse(
        (await call('GET', '/api/users/data-export', owner.token)).json(),
      ).data;
      expect(ready).toMatchObject({ status: 'ready', failure: null });
      const days = (Date.parse(ready!.expires_at!) - Date.parse(ready!.requested_at)) / 86_400_000;
      expect(days).toBe(7);

      const link = new URL(ready!.download_url!);
      const file = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="venues-data-/);
      const content = accountExportSchema.parse(file.json());
      expect(content.account).toMatchObject({ uid: owner.uid, email: owner.email, language: 'it' });
      expect(content.claims.map((claim) => [claim.venue.id, claim.status]).sort()).toEqual(
        [
          [place.id, 'approved'],
          [other.id, 'pending'],
        ].sort(),
      );
      expect(content.claims[0]?.business.vat).toBe('IT01234567890');
      expect(content.memberships).toEqual([
        { venue: { id: place.id, name: place.name }, role: 'owner', joined_at: expect.any(String) },
      ]);
      expect(content.billing).toMatchObject({
        customer_id: `cus_test_${owner.uid.slice(0, 12)}`,
        subscriptions: [{ venue: { id: place.id }, status: 'active', plans: ['pro'] }],
      });
      expect(JSON.stringify(content.billing)).not.toMatch(/card|pm_|last4/i);
      expect(content.notification_settings).toEqual([
        expect.objectContaining({
          venue: { id: place.id, name: place.name },
          new_reviews: 'low',
          low_rating_max: 2,
        }),
      ]);
      expect(content.replies).toEqual([
        expect.objectContaining({ review_id: reviewId, body: 'Grazie della visita!' }),
      ]);
      expect(content.activity.map((entry) => entry.action)).toContain('reply.written');
      // The entries the person made say what they did, but not whom they named: that is another's data.
      expect(content.activity.find((entry) => entry.action === 'team.invited')).toMatchObject({
        details: { role: 'team' },
      });
      expect(JSON.stringify(content.activity)).not.toContain('nuovo.cameriere');

      const [mail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email));
      expect(mail?.subject).toBe('I tuoi dati sono pronti da scaricare');
      expect(mail?.text).toContain(link.pathname);
    });

    it('prepares one file when ten requests race', async () => {
      const { owner } = await ownerWithVenue();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => call('POST', '/api/users/data-export', owner.token)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(202));
      const ids = new Set(answers.map((answer) => dataExportResponseSchema.parse(answer.json()).data?.id));
      expect(ids.size).toBe(1);
      const rows = await t.app.db.select().from(dataExports).where(eq(dataExports.userUid, owner.uid));
      expect(rows).toHaveLength(1);
      await t.app.jobs.runDue();
    });

    it('answers 404 to a forged or altered link and 400 with field codes to a malformed one', async () => {
      const { owner } = await ownerWithVenue();
      await call('POST', '/api/users/data-export', owner.token);
      await t.app.jobs.runDue();
      const ready = dataExportResponseSchema.parse(
        (await call('GET', '/api/users/data-export', owner.token)).json(),
      ).data!;
      const link = new URL(ready.download_url!);
      const expires = link.searchParams.get('expires')!;
      const forged = await t.app.inject({
        method: 'GET',
        url: `${link.pathname}?expires=${expires}&signature=forged`,
      });
      expect(forged.statusCode).toBe(404);
      expect(forged.json().error.code).toBe('account/export-gone');
      const later = await t.app.inject({
        method: 'GET',
        url: `${link.pathname}?expires=${Number(expires) + 86_400}&signature=${link.searchParams.get('signature')}`,
      });
      expect(later.statusCode).toBe(404);
      const badId = await t.app.inject({
        method: 'GET',
        url: '/api/data-exports/not-an-id?expires=1&signature=x',
      });
      expect(badId.statusCode).toBe(400);
      expect(badId.json().error.fields).toEqual({ id: ['required'] });
      const badQuery = await t.app.inject({ method: 'GET', url: `${link.pathname}?expires=soon` });
      expect(badQuery.statusCode).toBe(400);
      expect(Object.keys(badQuery.json().error.fields).sort()).toEqual(['expires', 'signature']);
    });

    it('shows each person only their own export: no token, another person, a pending claimant', async () => {
      const { owner } = await ownerWithVenue();
      await call('POST', '/api/users/data-export', owner.token);
      expect((await call('GET', '/api/users/data-export', null)).statusCode).toBe(401);
      expect((await call('POST', '/api/users/data-export', null)).statusCode).toBe(401);
      const stranger = await createTestUser();
      const theirs = await call('GET', '/api/users/data-export', stranger.token);
      expect(theirs.json()).toEqual({ data: null });

      const claimant = await createTestUser();
      await insertClaim(t.app, claimant, (await insertPlace(t.app)).id, 'pending');
      await call('POST', '/api/users/data-export', claimant.token);
      await t.app.jobs.runDue();
      const own = dataExportResponseSchema.parse(
        (await call('GET', '/api/users/data-export', claimant.token)).json(),
      );
      const link = new URL(own.data!.download_url!);
      const file = accountExportSchema.parse(
        (await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).json(),
      );
      expect(file.account.uid).toBe(claimant.uid);
      expect(file.claims.map((claim) => claim.status)).toEqual(['pending']);
      expect(file.memberships).toEqual([]);
    });
  });

  describe('delete my account', () => {
    it('needs a token, a recent sign-in and the confirmation, and is not for staff', async () => {
      const person = await createTestUser();
      await insertUser(t.app, person);
      expect((await deleteAccount(null)).statusCode).toBe(401);
      expect((await call('GET', '/api/users/account/deletion', null)).statusCode).toBe(401);

      // The emulator refuses a token whose sign-in predates its account, so the verified token is aged here.
      const verify = t.app.firebaseAuth.verifyIdToken.bind(t.app.firebaseAuth);
      const aged = vi.spyOn(t.app.firebaseAuth, 'verifyIdToken').mockImplementationOnce(async (token) => {
        const decoded = await verify(token);
        return { ...decoded, auth_time: decoded.auth_time - 30 * 60 };
      });
      const stale = await deleteAccount(person.token);
      aged.mockRestore();
      expect(stale.statusCode).toBe(401);
      expect(stale.json().error.code).toBe('auth/recent-sign-in-required');

      const unconfirmed = await deleteAccount(person.token, { confirm: false });
      expect(unconfirmed.statusCode).toBe(400);
      expect(unconfirmed.json().error.fields).toEqual({ confirm: ['required'] });
      expect((await deleteAccount(person.token, {})).statusCode).toBe(400);

      const admin = await createTestUser({ admin: true });
      const preview = accountDeletionPreviewResponseSchema.parse(
        (await call('GET', '/api/users/account/deletion', admin.token)).json(),
      );
      expect(preview.data.staff).toBe(true);
      const refused = await deleteAccount(admin.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('account/staff');
      await expect(testAuth().getUser(admin.uid)).resolves.toBeTruthy();
      expect(await t.app.db.select().from(users).where(eq(users.uid, person.uid))).toHaveLength(1);
    });

    it('refuses the last owner of a venue that has other people, and changes nothing', async () => {
      const { owner, place } = await ownerWithVenue();
      const manager = await createTestUser();
      await insertMember(t.app, manager, place.id, 'manager');

      const preview = accountDeletionPreviewResponseSchema.parse(
        (await call('GET', '/api/users/account/deletion', owner.token)).json(),
      ).data;
      expect(preview).toEqual({
        blocked: [{ place_id: place.id, name: place.name, people: 2 }],
        closing: [],
        leaving: [],
        staff: false,
      });
      const refused = await deleteAccount(owner.token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('account/last-owner');
      expect(await t.app.db.select().from(users).where(eq(users.uid, owner.uid))).toHaveLength(1);
      expect(
        await t.app.db.select().from(subscriptions).where(eq(subscriptions.placeId, place.id)),
      ).toHaveLength(1);
      expect((await call('GET', '/api/users/dashboard', owner.token)).statusCode).toBe(200);
    });

    it('deletes a lone owner: the venue closes and can be claimed again, its reviews and log stay, unlinked', async () => {
      const { owner, place, reviewId } = await ownerWithVenue();
      const [endpoint] = await t.app.db
        .insert(webhookEndpoints)
        .values({
          placeId: place.id,
          url: 'https://example.com/hook',
          events: ['review.published'],
          secret: 's',
        })
        .returning();
      const [link] = await t.app.db
        .insert(counterLinks)
        .values({ placeId: place.id, label: 'Bancone', tokenHash: `hash-${owner.uid}`, createdBy: owner.uid })
        .returning();
      const [mission] = await t.app.db
        .insert(missions)
        .values({
          placeId: place.id,
          code: `M${owner.uid.slice(0, 6)}`,
          title: 'Caffè',
          description: '',
          deadline: new Date(Date.now() + 86_400_000),
          createdBy: owner.uid,
        })
        .returning();
      await t.app.db.insert(mailOutbox).values({ to: owner.email, subject: 'Ciao', text: 'Ciao' });
      expect((await call('GET', `/api/public/venues/${place.slug}/reviews`, null)).statusCode).toBe(200);

      const preview = accountDeletionPreviewResponseSchema.parse(
        (await call('GET', '/api/users/account/deletion', owner.token)).json(),
      ).data;
      expect(preview.closing).toEqual([{ place_id: place.id, name: place.name, paid_plan: 'pro' }]);

      const deleted = await deleteAccount(owner.token);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ data: { deleted: true, venues_closed: 1, venues_left: 0 } });

      // The account and what only it held are gone.
      expect(await t.app.db.select().from(users).where(eq(users.uid, owner.uid))).toEqual([]);
      expect(await t.app.db.select().from(memberships).where(eq(memberships.placeId, place.id))).toEqual([]);
      expect(await t.app.db.select().from(claims).where(eq(claims.placeId, place.id))).toEqual([]);
      expect(
        await t.app.db.select().from(billingCustomers).where(eq(billingCustomers.userUid, owner.uid)),
      ).toEqual([]);
      expect(await t.app.db.select().from(subscriptions).where(eq(subscriptions.placeId, place.id))).toEqual(
        [],
      );
      expect(await t.app.billing.currentPlan(place.id)).toBe('free');
      expect(await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email))).toEqual([]);

      // The venue closed: its webhooks gone (the next claimant never sees the former team's addresses and
      // secrets), counter link and mission stopped, the wall offline.
      expect(
        await t.app.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint!.id)),
      ).toEqual([]);
      const [counter] = await t.app.db.select().from(counterLinks).where(eq(counterLinks.id, link!.id));
      expect(counter).toMatchObject({ createdBy: null });
      expect(counter?.revokedAt).not.toBeNull();
      const [paused] = await t.app.db.select().from(missions).where(eq(missions.id, mission!.id));
      expect(paused?.pausedAt).not.toBeNull();
      expect((await call('GET', `/api/public/venues/${place.slug}/reviews`, null)).statusCode).toBe(404);
      // Its printed QR codes take no reviews while nobody runs it.
      const [tableCode] = await t.app.db
        .insert(reviewCodes)
        .values({ placeId: place.id, code: 'ClosedVenueCode0000001', label: 'Table 1' })
        .returning();
      const closedCode = await call('GET', `/api/capture/${tableCode!.code}`, null);
      expect(closedCode.json().data).toMatchObject({ status: 'revoked', venue: null });

      // The guests' reviews stay with the venue, and so do the reply and the log, without the person.
      expect(await t.app.db.select().from(reviews).where(eq(reviews.id, reviewId))).toHaveLength(1);
      const [reply] = await t.app.db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, reviewId));
      expect(reply).toMatchObject({ body: 'Grazie della visita!', authorUid: null });
      const log = await t.app.db.select().from(activityLog).where(eq(activityLog.placeId, place.id));
      expect(log.map((entry) => entry.action)).toEqual(
        expect.arrayContaining(['reply.written', 'team.left']),
      );
      expect(JSON.stringify(log)).not.toContain(owner.uid);
      expect(JSON.stringify(log)).not.toContain(owner.email);

      // Every session ended, and the identity provider's user is deleted.
      const after = await call('GET', '/api/users/dashboard', owner.token);
      expect(after.statusCode).toBe(401);
      expect(after.json().error.code).toBe('auth/session-ended');
      await t.app.jobs.runDue();
      await expect(testAuth().getUser(owner.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

      // Someone else can claim the venue, and staff's approval opens its wall again.
      const next = await createTestUser();
      const search = await call('GET', `/api/places/${place.id}`, next.token);
      expect(search.json().data.already_verified).toBe(false);
      const claim = await call('POST', '/api/places/claim', next.token, {
        ...validProfile,
        place_ids: [place.id],
      });
      expect(claim.statusCode, claim.body).toBe(201);
      const admin = await createTestUser({ admin: true });
      const claimId = claim.json().data[0].id as string;
      const decided = await call('POST', `/api/admin/claims/${claimId}/approve`, admin.token);
      expect(decided.statusCode, decided.body).toBe(200);
      const [reopened] = await t.app.db.select().from(places).where(eq(places.id, place.id));
      expect(reopened?.closedAt).toBeNull();
      const reopenedCode = await call('GET', `/api/capture/${tableCode!.code}`, null);
      expect(reopenedCode.json().data).toMatchObject({ status: 'active', table_label: 'Table 1' });
    });

    it('lets a co-owner go: the venue keeps its team and its verification, unlinked from them', async () => {
      const { owner, place } = await ownerWithVenue();
      const partner = await createTestUser();
      await insertMember(t.app, partner, place.id, 'owner');

      const deleted = await deleteAccount(owner.token);
      expect(deleted.json()).toEqual({ data: { deleted: true, venues_closed: 0, venues_left: 1 } });
      const [claim] = await t.app.db
        .select()
        .from(claims)
        .where(and(eq(claims.placeId, place.id), isNull(claims.userUid)));
      expect(claim).toMatchObject({ status: 'approved', userUid: null });
      const [venue] = await t.app.db.select().from(places).where(eq(places.id, place.id));
      expect(venue?.closedAt).toBeNull();

      const activity = await call('GET', `/api/places/${place.id}/activity`, partner.token);
      expect(activity.statusCode, activity.body).toBe(200);
      const left = (
        activity.json().data as { action: string; actor: { kind: string; id: string | null } }[]
      ).find((entry) => entry.action === 'team.left');
      expect(left?.actor).toMatchObject({ kind: 'person', id: null, name: null, email: null });
    });

    it('deletes a pending claimant with no venue, and their claim goes', async () => {
      const claimant = await createTestUser();
      const place = await insertPlace(t.app);
      await insertClaim(t.app, claimant, place.id, 'pending');
      const deleted = await deleteAccount(claimant.token);
      expect(deleted.json()).toEqual({ data: { deleted: true, venues_closed: 0, venues_left: 0 } });
      expect(await t.app.db.select().from(claims).where(eq(claims.placeId, place.id))).toEqual([]);
    });
  });
});
