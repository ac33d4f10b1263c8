import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsResponseSchema } from '@venues/contracts/dashboard';
import { missionResponseSchema, passResponseSchema } from '@venues/contracts/missions';
import { venueClock } from '@venues/contracts/clock';
import { isPassCode } from '@venues/contracts/missions-rules';
import { missionPasses, reviewers, visits } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertClaim, insertPlace, subscribe } from '../helpers/fixtures';
import { bearer, createGuest, createTestUser, type TestUser } from '../helpers/users';

const DAY = 86_400_000;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Guest = { uid: string; token: string };

const hhmm = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** A mission that runs from yesterday for a week, every day at any hour, once per guest. */
const missionBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Bring a friend',
  description: 'Come with a friend this week',
  reward: 'A free dessert',
  conditions: 'One dessert per table',
  starts_at: new Date(Date.now() - DAY).toISOString(),
  deadline: new Date(Date.now() + 7 * DAY).toISOString(),
  ...overrides,
});

describe('missions', () => {
  let t: TestApp;
  let owner: TestUser;
  let otherOwner: TestUser;
  let pending: TestUser;
  let admin: TestUser;
  let placeId: string;
  let otherPlaceId: string;

  beforeAll(async () => {
    t = await createTestApp({ SENSITIVE_RATE_LIMIT_MAX: '10000' });
    [owner, otherOwner, pending, admin] = await Promise.all([
      createTestUser(),
      createTestUser(),
      createTestUser(),
      createTestUser({ admin: true }),
    ]);
    const place = await insertPlace(t.app, { averageTicketCents: 2500 });
    const other = await insertPlace(t.app);
    placeId = place.id;
    otherPlaceId = other.id;
    await insertClaim(t.app, owner, placeId, 'approved');
    await insertClaim(t.app, pending, placeId, 'pending');
    await insertClaim(t.app, otherOwner, otherPlaceId, 'approved');
    // Pro: no mission limit, so that each test launches what it needs.
    await subscribe(t.app, owner, placeId, 'pro');
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
    t.app.inject({ method, url, headers, payload });
  const as = (user: TestUser | Guest | null) => (user ? bearer(user.token) : {});
  const counter = (secret: string) => ({ authorization: `Counter ${secret}` });

  const launch = async (overrides: Record<string, unknown> = {}, place = placeId, user = owner) => {
    const response = await call('POST', `/api/places/missions?id=${place}`, as(user), missionBody(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return missionResponseSchema.parse(response.json()).data;
  };
  const takePart = async (code: string, guest: Guest) => {
    const response = await call('POST', `/api/missions/${code}/pass`, as(guest), { language: 'en' });
    expect(response.statusCode, response.body).toBe(201);
    const pass = passResponseSchema.parse(response.json()).data;
    if (!pass) throw new Error('no pass');
    return pass;
  };
  const redeem = (code: string, headers = as(owner), place: string | null = placeId, body: object = {}) =>
    call('POST', `/api/redeem/passes/${code}${place ? `?id=${place}` : ''}`, headers, body);

  describe('who may run them', () => {
    it('lets the owner launch, edit, pause, resume and end a mission, and staff only read it', async () => {
      const mission = await launch();
      expect(mission).toMatchObject({ status: 'active', reward: 'A free dessert', counts: { redeemed: 0 } });
      expect(mission.public_url).toMatch(new RegExp(`/m/${mission.code}$`));
      const base = `/api/places/missions/${mission.id}`;
      const q = `?id=${placeId}`;
      const edited = await call('PUT', `${base}${q}`, as(owner), missionBody({ reward: 'Two coffees' }));
      expect(edited.json().data.reward).toBe('Two coffees');
      expect((await call('POST', `${base}/pause${q}`, as(owner))).json().data.status).toBe('paused');
      expect((await call('POST', `${base}/resume${q}`, as(owner))).json().data.status).toBe('active');
      expect((await call('POST', `${base}/end${q}`, as(owner))).json().data.status).toBe('ended');

      const staffList = await call('GET', `/api/places/missions${q}`, as(admin));
      expect(staffList.statusCode).toBe(200);
      expect(staffList.json().data.map((m: { id: string }) => m.id)).toContain(mission.id);
    });

    it('refuses no user (401), another owner, a pending claimant and staff (403) on every write', async () => {
      const mission = await launch();
      const base = `/api/places/missions/${mission.id}`;
      const q = `?id=${placeId}`;
      const writes: [Method, string, object?][] = [
        ['POST', `/api/places/missions${q}`, missionBody()],
        ['PUT', `${base}${q}`, missionBody()],
        ['POST', `${base}/pause${q}`],
        ['POST', `${base}/resume${q}`],
        ['POST', `${base}/end${q}`],
        ['GET', `/api/places/counter-links${q}`],
        ['POST', `/api/places/counter-links${q}`, { label: 'Bar' }],
      ];
      for (const [method, url, body] of writes) {
        expect((await call(method, url, {}, body)).statusCode, `${method} ${url}`).toBe(401);
        for (const user of [otherOwner, pending, admin]) {
          const response = await call(method, url, as(user), body);
          expect(response.statusCode, `${method} ${url}`).toBe(403);
          expect(response.json().error.code).toBe('auth/forbidden');
        }
      }
      for (const url of [`/api/places/missions${q}`, `${base}/results${q}`, `${base}/poster${q}`]) {
        expect((await call('GET', url)).statusCode).toBe(401);
        expect((await call('GET', url, as(otherOwner))).statusCode).toBe(403);
        expect((await call('GET', url, as(pending))).statusCode).toBe(403);
      }
      // Another venue's mission is not found through this venue, and not editable through the other.
      const foreign = await launch({}, otherPlaceId, otherOwner);
      expect(
        (await call('PUT', `/api/places/missions/${foreign.id}${q}`, as(owner), missionBody())).statusCode,
      ).toBe(404);
    });

    it('lets staff pause a mission with a reason that the owner reads and cannot lift', async () => {
      const mission = await launch();
      const paused = await call(
        'POST',
        `/api/admin/places/${placeId}/missions/${mission.id}/pause`,
        as(admin),
        { reason: 'It asked guests for something we do not allow' },
      );
      expect(paused.json().data).toMatchObject({ status: 'paused', paused_by_staff: true });
      const resume = await call('POST', `/api/places/missions/${mission.id}/resume?id=${placeId}`, as(owner));
      expect(resume.statusCode).toBe(409);
      expect(resume.json().error.code).toBe('missions/paused-by-staff');
      const list = await call('GET', `/api/places/missions?id=${placeId}`, as(owner));
      expect(list.json().data.find((m: { id: string }) => m.id === mission.id)).toMatchObject({
        pause_reason: 'It asked guests for something we do not allow',
      });
      expect(
        (
          await call('POST', `/api/admin/places/${placeId}/missions/${mission.id}/pause`, as(owner), {
            reason: 'No',
          })
        ).statusCode,
      ).toBe(403);
    });

    it('serves an A4 and an A5 poster', async () => {
      const mission = await launch();
      for (const size of ['a4', 'a5']) {
        const response = await call(
          'GET',
          `/api/places/missions/${mission.id}/poster?id=${placeId}&size=${size}&lang=it`,
          as(owner),
        );
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
    });
  });

  describe('plan limits', () => {
    it('runs 1 live mission on free and 5 on starter; paused and ended ones do not count', async () => {
      const freeOwner = await createTestUser();
      const free = await insertPlace(t.app);
      await insertClaim(t.app, freeOwner, free.id, 'approved');
      const first = await launch({}, free.id, freeOwner);
      const refused = await call('POST', `/api/places/missions?id=${free.id}`, as(freeOwner), missionBody());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('missions/plan-limit');
      await call('POST', `/api/places/missions/${first.id}/pause?id=${free.id}`, as(freeOwner));
      const second = await launch({}, free.id, freeOwner);
      const resume = await call(
        'POST',
        `/api/places/missions/${first.id}/resume?id=${free.id}`,
        as(freeOwner),
      );
      expect(resume.json().error.code).toBe('missions/plan-limit');
      await call('POST', `/api/places/missions/${second.id}/end?id=${free.id}`, as(freeOwner));
      expect(
        (await call('POST', `/api/places/missions/${first.id}/resume?id=${free.id}`, as(freeOwner)))
          .statusCode,
      ).toBe(200);

      const starter = await insertPlace(t.app);
      await insertClaim(t.app, freeOwner, starter.id, 'approved');
      await subscribe(t.app, freeOwner, starter.id, 'starter');
      for (let i = 0; i < 5; i++) await launch({}, starter.id, freeOwner);
      const sixth = await call('POST', `/api/places/missions?id=${starter.id}`, as(freeOwner), missionBody());
      expect(sixth.json().error.code).toBe('missions/plan-limit');
    });

    it('launches exactly one of ten missions sent at once on free', async () => {
      const racer = await createTestUser();
      const venue = await insertPlace(t.app);
      await insertClaim(t.app, racer, venue.id, 'approved');
      const replies = await Promise.all(
        Array.from({ length: 10 }, () =>
          call('POST', `/api/places/missions?id=${venue.id}`, as(racer), missionBody()),
        ),
      );
      const statuses = replies.map((reply) => reply.statusCode).sort();
      expect(statuses).toEqual([201, ...Array<number>(9).fill(403)]);
      const list = await call('GET', `/api/places/missions?id=${venue.id}`, as(racer));
      expect(list.json().data).toHaveLength(1);
    });

    it("keeps staff's resume within the plan too", async () => {
      const freeOwner = await createTestUser();
      const free = await insertPlace(t.app);
      await insertClaim(t.app, freeOwner, free.id, 'approved');
      const first = await launch({}, free.id, freeOwner);
      const pause = `/api/admin/places/${free.id}/missions/${first.id}/pause`;
      expect((await call('POST', pause, as(admin), { reason: 'Checking the offer' })).statusCode).toBe(200);
      const second = await launch({}, free.id, freeOwner);
      const resume = `/api/admin/places/${free.id}/missions/${first.id}/resume`;
      const refused = await call('POST', resume, as(admin));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('missions/plan-limit');
      await call('POST', `/api/places/missions/${second.id}/end?id=${free.id}`, as(freeOwner));
      expect((await call('POST', resume, as(admin))).json().data.status).toBe('active');
    });
  });

  describe('input', () => {
    it('refuses a mission that rewards a review, a rating or a post, on the field, in either language', async () => {
      for (const [field, text] of [
        ['reward', 'A coffee for a review'],
        ['title', 'Lasciaci una recensione'],
        ['description', 'Rate us 5 stars and get a drink'],
        ['conditions', 'Pubblica una foto su Instagram'],
      ]) {
        const response = await call(
          'POST',
          `/api/places/missions?id=${placeId}`,
          as(owner),
          missionBody({ [field!]: text }),
        );
        expect(response.statusCode, text).toBe(400);
        expect(response.json().error.fields[field!]).toEqual(['reviewIncentive']);
      }
      const edit = await launch();
      const response = await call(
        'PUT',
        `/api/places/missions/${edit.id}?id=${placeId}`,
        as(owner),
        missionBody({ reward: 'Una bibita per 5 stelle' }),
      );
      expect(response.json().error.fields.reward).toEqual(['reviewIncentive']);
    });

    it('answers 400 on the field, never 500, for control characters, dates, hours, caps and bills out of range', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ title: 'Bring\u0000 a friend' }, 'title'],
        [{ deadline: '2201-01-01T00:00:00Z' }, 'deadline'],
        [{ starts_at: '0001-01-01T00:00:00Z' }, 'starts_at'],
        [{ deadline: new Date(Date.now() - 2 * DAY).toISOString() }, 'deadline'],
        [{ cap: 10_000_000_000 }, 'cap'],
        [{ cap: 0 }, 'cap'],
        [{ redeem_from: '25:00', redeem_until: '26:00' }, 'redeem_from'],
        [{ redeem_from: '12:00', redeem_until: null }, 'redeem_until'],
        [{ redeem_days: [] }, 'redeem_days'],
        [{ redeem_days: [0, 8] }, 'redeem_days.0'],
        [{ audience: 'friends' }, 'audience'],
      ];
      for (const [overrides, field] of cases) {
        const response = await call(
          'POST',
          `/api/places/missions?id=${placeId}`,
          as(owner),
          missionBody(overrides),
        );
        expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
        expect(Object.keys(response.json().error.fields), JSON.stringify(overrides)).toContain(field);
      }
      const mission = await launch();
      const pass = await takePart(mission.code, await createGuest());
      const huge = await redeem(pass.code, as(owner), placeId, { bill_cents: 1e12 });
      expect(huge.statusCode).toBe(400);
      expect(Object.keys(huge.json().error.fields)).toEqual(['bill_cents']);
      expect((await call('GET', '/api/missions/a%20b')).statusCode).toBe(400);
      expect((await call('GET', '/api/missions/nosuchmission')).statusCode).toBe(404);
    });
  });

  describe('taking part', () => {
    it('shows the mission publicly without its counts, and gives the guest one pass until it is used', async () => {
      const mission = await launch();
      const page = await call('GET', `/api/missions/${mission.code}`);
      expect(page.statusCode).toBe(200);
      expect(page.json().data).toMatchObject({ reward: 'A free dessert', status: 'active', open_now: true });
      expect(page.json().data).not.toHaveProperty('counts');
      expect(page.json().data.venue.name).toMatch(/^Test Place/);

      const guest = await createGuest();
      expect((await call('GET', `/api/missions/${mission.code}/pass`, as(guest))).json().data).toBeNull();
      expect(
        (await call('POST', `/api/missions/${mission.code}/pass`, {}, { language: 'en' })).statusCode,
      ).toBe(401);
      const pass = await takePart(mission.code, guest);
      expect(isPassCode(pass.code)).toBe(true);
      expect(pass.state).toBe('open');
      expect((await takePart(mission.code, guest)).code).toBe(pass.code);
      expect((await call('GET', `/api/missions/${mission.code}/pass`, as(guest))).json().data.code).toBe(
        pass.code,
      );
    });

    it('names the guest by the name they last typed, and never puts the placeholder over it', async () => {
      const guest = await createGuest();
      const nameOf = async () => {
        const [row] = await t.app.db
          .select({ name: reviewers.displayName })
          .from(reviewers)
          .where(eq(reviewers.guestUid, guest.uid));
        return row?.name;
      };
      const takePartAs = async (body: object) => {
        const response = await call('POST', `/api/missions/${(await launch()).code}/pass`, as(guest), body);
        expect(response.statusCode, response.body).toBe(201);
      };
      await takePartAs({ language: 'it' });
      expect(await nameOf()).toBe('Ospite');
      await takePartAs({ language: 'en', display_name: 'Marco R.' });
      expect(await nameOf()).toBe('Marco R.');
      await takePartAs({ language: 'en' });
      expect(await nameOf()).toBe('Marco R.');
      await takePartAs({ language: 'it', display_name: 'Marco' });
      expect(await nameOf()).toBe('Marco');
    });

    it('says when a mission has not started, is over, or is paused', async () => {
      const guest = await createGuest();
      const later = await launch({
        starts_at: new Date(Date.now() + DAY).toISOString(),
        deadline: new Date(Date.now() + 2 * DAY).toISOString(),
      });
      const early = await call('POST', `/api/missions/${later.code}/pass`, as(guest), { language: 'it' });
      expect(early.json().error.code).toBe('missions/not-started');
      const over = await launch();
      await call('POST', `/api/places/missions/${over.id}/end?id=${placeId}`, as(owner));
      const late = await call('POST', `/api/missions/${over.code}/pass`, as(guest), { language: 'it' });
      expect(late.json().error.code).toBe('missions/ended');
    });
  });

  describe('redeeming at the counter', () => {
    it('redeems a valid pass once, at the bill when given, and refuses it the second time', async () => {
      const mission = await launch();
      const pass = await takePart(mission.code, await createGuest());
      const lookup = await call(
        'GET',
        `/api/redeem/passes/${pass.code.toLowerCase()}?id=${placeId}`,
        as(owner),
      );
      expect(lookup.json().data).toMatchObject({ check: 'valid', mission: { reward: 'A free dessert' } });

      const redeemed = await redeem(`${pass.code.slice(0, 4)}-${pass.code.slice(4)}`, as(owner), placeId, {
        bill_cents: 4200,
      });
      expect(redeemed.statusCode).toBe(201);
      expect(redeemed.json().data).toMatchObject({ estimated_spend_cents: 4200, new_customer: true });
      const again = await redeem(pass.code);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('missions/pass-used');
      const used = await call('GET', `/api/redeem/passes/${pass.code}?id=${placeId}`, as(owner));
      expect(used.json().data).toMatchObject({ check: 'used', redemption: { bill_cents: 4200 } });
    });

    it('gives one visit when several phones redeem the same pass at once', async () => {
      const mission = await launch();
      const pass = await takePart(mission.code, await createGuest());
      const answers = await Promise.all(Array.from({ length: 6 }, () => redeem(pass.code)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      const rows = await t.app.db.select().from(visits).where(eq(visits.missionId, mission.id));
      expect(rows).toHaveLength(1);
    });

    it('holds a cap when the passes of many guests are redeemed at once', async () => {
      const mission = await launch({ cap: 2 });
      const passes = await Promise.all(
        Array.from({ length: 5 }, async () => takePart(mission.code, await createGuest())),
      );
      const answers = await Promise.all(passes.map((pass) => redeem(pass.code)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
      const refusals = answers.filter((a) => a.statusCode === 409);
      expect(refusals.map((a) => a.json<{ error: { code: string } }>().error.code)).toEqual([
        'missions/full',
        'missions/full',
        'missions/full',
      ]);
    });

    it('refuses anyone but the team: no user, another owner, a pending claimant, staff, another venue', async () => {
      const mission = await launch();
      const pass = await takePart(mission.code, await createGuest());
      expect((await redeem(pass.code, {})).statusCode).toBe(401);
      for (const user of [otherOwner, pending, admin]) {
        expect((await redeem(pass.code, as(user))).statusCode).toBe(403);
        expect(
          (await call('GET', `/api/redeem/passes/${pass.code}?id=${placeId}`, as(user))).statusCode,
        ).toBe(403);
      }
      // The other venue's owner, on their own venue: the code is not a pass there, whether it exists or not.
      const foreign = await redeem(pass.code, as(otherOwner), otherPlaceId);
      const missing = await redeem('ACDEFHJK', as(otherOwner), otherPlaceId);
      expect([foreign.statusCode, missing.statusCode]).toEqual([404, 404]);
      expect(foreign.json()).toEqual(missing.json());
      expect((await redeem(pass.code, as(owner), null)).statusCode).toBe(400);
    });

    it('redeems through a counter link of the venue, and nothing once it is revoked or elsewhere', async () => {
      const created = await call('POST', `/api/places/counter-links?id=${placeId}`, as(owner), {
        label: 'Bar',
      });
      expect(created.statusCode).toBe(201);
      const { url, id } = created.json().data as { url: string; id: string };
      const secret = url.split('#')[1] ?? '';
      expect(url).toContain('/counter#');
      const context = await call('GET', '/api/redeem/context', counter(secret));
      expect(context.json().data).toMatchObject({ place: { id: placeId }, label: 'Bar' });
      const listed = await call('GET', `/api/places/counter-links?id=${placeId}`, as(owner));
      expect(JSON.stringify(listed.json())).not.toContain(secret);

      const mission = await launch();
      const pass = await takePart(mission.code, await createGuest());
      expect((await redeem(pass.code, counter(secret), null)).statusCode).toBe(201);

      const elsewhere = await call('POST', `/api/places/counter-links?id=${otherPlaceId}`, as(otherOwner), {
        label: 'Other',
      });
      const otherSecret = (elsewhere.json().data.url as string).split('#')[1] ?? '';
      const second = await takePart(mission.code, await createGuest());
      expect((await redeem(second.code, counter(otherSecret), null)).statusCode).toBe(404);
      expect((await redeem(second.code, counter(otherSecret), placeId)).statusCode).toBe(404);
      expect((await redeem(second.code, counter('not-a-secret'), null)).statusCode).toBe(401);

      expect(
        (await call('DELETE', `/api/places/counter-links/${id}?id=${placeId}`, as(owner))).statusCode,
      ).toBe(204);
      const revoked = await redeem(second.code, counter(secret), null);
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json().error.code).toBe('counter/revoked');
    });

    it('undoes a redemption for 10 minutes, and not after', async () => {
      const mission = await launch();
      const pass = await takePart(mission.code, await createGuest());
      await redeem(pass.code);
      const undo = await call('DELETE', `/api/redeem/passes/${pass.code}?id=${placeId}`, as(owner));
      expect(undo.statusCode).toBe(204);
      expect(await t.app.db.select().from(visits).where(eq(visits.missionId, mission.id))).toHaveLength(0);
      expect((await redeem(pass.code)).statusCode).toBe(201);

      await t.app.db
        .update(missionPasses)
        .set({ redeemedAt: sql`now() - interval '11 minutes'` })
        .where(eq(missionPasses.code, pass.code));
      const late = await call('DELETE', `/api/redeem/passes/${pass.code}?id=${placeId}`, as(owner));
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toMatchObject({
        code: 'missions/undo-expired',
        message: 'A redemption can be undone for 10 minutes only.',
      });
      const foreign = await call(
        'DELETE',
        `/api/redeem/passes/${pass.code}?id=${otherPlaceId}`,
        as(otherOwner),
      );
      expect(foreign.statusCode).toBe(404);
    });
  });

  describe('eligibility', () => {
    it('keeps a first-visit mission to new guests and a returning one to known guests', async () => {
      const firstVisit = await launch({ audience: 'first-visit' });
      const returning = await launch({ audience: 'returning' });
      const regular = await createGuest();
      const newcomer = await createGuest();
      // The regular comes once through another mission, which records their first visit.
      const warmUp = await launch();
      await redeem((await takePart(warmUp.code, regular)).code);

      const refused = await call('POST', `/api/missions/${firstVisit.code}/pass`, as(regular), {
        language: 'en',
      });
      expect(refused.json().error.code).toBe('missions/first-visit-only');
      expect((await redeem((await takePart(firstVisit.code, newcomer)).code)).statusCode).toBe(201);

      const notYet = await call('POST', `/api/missions/${returning.code}/pass`, as(await createGuest()), {
        language: 'en',
      });
      expect(notYet.json().error.code).toBe('missions/returning-only');
      const back = await redeem((await takePart(returning.code, regular)).code);
      expect(back.json().data.new_customer).toBe(false);
    });

    it('allows one redemption per guest, or one a day, and stops at the cap', async () => {
      const once = await launch();
      const daily = await launch({ frequency: 'daily' });
      const capped = await launch({ cap: 1 });
      const guest = await createGuest();
      await redeem((await takePart(once.code, guest)).code);
      const again = await call('POST', `/api/missions/${once.code}/pass`, as(guest), { language: 'en' });
      expect(again.json().error.code).toBe('missions/already-redeemed');

      await redeem((await takePart(daily.code, guest)).code);
      const today = await call('POST', `/api/missions/${daily.code}/pass`, as(guest), { language: 'en' });
      expect(today.json().error.code).toBe('missions/redeemed-today');

      const [a, b] = [await createGuest(), await createGuest()];
      const passA = await takePart(capped.code, a);
      const passB = await takePart(capped.code, b);
      expect((await redeem(passA.code)).statusCode).toBe(201);
      const full = await redeem(passB.code);
      expect(full.json().error.code).toBe('missions/full');
      expect((await call('GET', `/api/missions/${capped.code}`)).json().data.status).toBe('full');
    });

    it('redeems within its days and hours only, in Rome time', async () => {
      const { minutes, weekday } = venueClock(new Date());
      const later = await launch({ redeem_from: hhmm(minutes + 120), redeem_until: hhmm(minutes + 180) });
      const otherDays = await launch({ redeem_days: [1, 2, 3, 4, 5, 6, 7].filter((day) => day !== weekday) });
      for (const mission of [later, otherDays]) {
        expect((await call('GET', `/api/missions/${mission.code}`)).json().data.open_now).toBe(false);
        // A guest may take a pass outside the hours, and use it within them.
        const pass = await takePart(mission.code, await createGuest());
        const check = await call('GET', `/api/redeem/passes/${pass.code}?id=${placeId}`, as(owner));
        expect(check.json().data.check).toBe('outside-hours');
        expect((await redeem(pass.code)).json().error.code).toBe('missions/outside-hours');
      }
    });
  });

  describe('counting', () => {
    it("adds each redemption's visit to the summary and the mission's results, by hand", async () => {
      const venue = await insertPlace(t.app, { averageTicketCents: 3000 });
      await insertClaim(t.app, owner, venue.id, 'approved');
      await subscribe(t.app, owner, venue.id, 'pro');
      const mission = await launch({}, venue.id);
      const second = await launch({}, venue.id);
      const [anna, bruno, carla] = [await createGuest(), await createGuest(), await createGuest()];
      // The summary is cached for a minute; a redemption drops the venue's figures, so they show at once.
      const empty = await call('GET', `/api/places/stats?id=${venue.id}`, as(owner));
      expect(empty.json().data).toMatchObject({ estimated_value_30d: 0, visits_30d: 0 });
      const passes = [await takePart(mission.code, anna), await takePart(mission.code, bruno)];
      await takePart(mission.code, carla); // takes part, never comes
      await redeem(passes[0]!.code, as(owner), venue.id, { bill_cents: 5000 });
      await redeem(passes[1]!.code, as(owner), venue.id); // the average ticket: 3000
      await redeem((await takePart(second.code, anna)).code, as(owner), venue.id, { bill_cents: 1000 });

      const summary = statsResponseSchema.parse(
        (await call('GET', `/api/places/stats?id=${venue.id}`, as(owner))).json(),
      ).data;
      expect(summary).toMatchObject({
        estimated_value_30d: 5000 + 3000 + 1000,
        visits_30d: 3,
        new_customers_30d: 2,
        returning_customers_30d: 0,
      });
      const results = await call(
        'GET',
        `/api/places/missions/${mission.id}/results?id=${venue.id}`,
        as(owner),
      );
      expect(results.json().data, results.body).toMatchObject({
        participants: 3,
        redeemed: 2,
        new_customers: 2,
        returning_customers: 0,
        estimated_value_cents: 8000,
      });
      expect(results.json().data.conversion).toBeCloseTo(2 / 3);
      expect(results.json().data.by_day).toEqual([{ date: venueClock(new Date()).date, redeemed: 2 }]);
      const secondResults = await call(
        'GET',
        `/api/places/missions/${second.id}/results?id=${venue.id}`,
        as(owner),
      );
      expect(secondResults.json().data).toMatchObject({ new_customers: 0, returning_customers: 1 });
    });
  });
});
