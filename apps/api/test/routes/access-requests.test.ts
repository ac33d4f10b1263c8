import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessRequestDecisionResponseSchema,
  myAccessRequestResponseSchema,
  myAccessRequestsResponseSchema,
  teamResponseSchema,
} from '@venues/contracts/team';
import { ACCESS_REQUEST_MESSAGE_MAX, ACCESS_REQUESTS_PER_PERSON_PER_DAY } from '@venues/contracts/team-rules';
import { insertClaim, insertPlace, subscribe } from '../helpers/fixtures';
import { activityCount, mailsTo } from '../helpers/team';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createTestUser, type TestUser } from '../helpers/users';

describe('access requests', () => {
  let t: TestApp;
  let owner: TestUser;
  let placeId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createTestUser();
    placeId = (await insertPlace(t.app, { name: 'Osteria Richiesta' })).id;
    await insertClaim(t.app, owner, placeId, 'approved');
    await subscribe(t.app, owner, placeId, 'pro');
  });
  afterAll(() => t.close());

  const ask = (who: TestUser, body: object = {}, place = placeId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/places/${place}/access-requests`,
      headers: bearer(who.token),
      payload: body,
    });
  const decide = (requestId: string, verb: 'accept' | 'decline', body?: object, who = owner) =>
    t.app.inject({
      method: 'POST',
      url: `/api/places/${placeId}/access-requests/${requestId}/${verb}`,
      headers: bearer(who.token),
      payload: body,
    });
  const team = async () =>
    teamResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/places/${placeId}/team`,
          headers: bearer(owner.token),
        })
      ).json(),
    ).data;

  it('reaches the owners with the asker’s name, address and message, and tells the asker nothing of them', async () => {
    const waiter = await createTestUser();
    const before = await activityCount(t.app, placeId);
    const response = await ask(waiter, { message: 'I am the new waiter, Marta' });
    expect(response.statusCode, response.body).toBe(201);
    const mine = myAccessRequestResponseSchema.parse(response.json()).data;
    expect(mine).toMatchObject({ state: 'pending', place: { id: placeId, name: 'Osteria Richiesta' } });
    expect(response.body).not.toContain(owner.email);
    expect(response.body).not.toContain(owner.uid);
    expect(await activityCount(t.app, placeId)).toBe(before + 1);

    const [mail] = await mailsTo(t.app, owner.email);
    expect(mail?.text).toContain(waiter.email);
    expect(mail?.text).toContain('I am the new waiter, Marta');
    const listed = (await team()).access_requests;
    expect(listed).toEqual([expect.objectContaining({ id: mine.id, message: 'I am the new waiter, Marta' })]);
    expect(listed[0]!.asker.email).toBe(waiter.email);

    const again = await ask(waiter);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('team/already-requested');

    const accepted = await decide(mine.id, 'accept', { role: 'team' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accessRequestDecisionResponseSchema.parse(accepted.json()).data).toEqual({
      id: mine.id,
      state: 'accepted',
      role: 'team',
    });
    expect(await activityCount(t.app, placeId)).toBe(before + 2);
    const [answer] = await mailsTo(t.app, waiter.email);
    expect(answer?.subject).toContain('Osteria Richiesta');
    expect(answer?.text).not.toContain(owner.email);
    expect(answer?.text).toContain('/dashboard/missions/redeem');
    expect((await team()).people.find((p) => p.uid === waiter.uid)?.role).toBe('team');

    const twice = await decide(mine.id, 'decline');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('team/request-decided');
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/users/access-requests',
      headers: bearer(waiter.token),
    });
    expect(myAccessRequestsResponseSchema.parse(own.json()).data[0]).toMatchObject({ state: 'accepted' });
  });

  it('mails the asker when declined, and lets them ask again later', async () => {
    const asker = await createTestUser();
    const mine = myAccessRequestResponseSchema.parse((await ask(asker)).json()).data;
    const declined = await decide(mine.id, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(accessRequestDecisionResponseSchema.parse(declined.json()).data.state).toBe('declined');
    const [mail] = await mailsTo(t.app, asker.email);
    expect(mail?.subject).toContain('declined');
    expect(mail?.text).not.toContain(owner.email);
    expect((await ask(asker)).statusCode).toBe(201);
  });

  it('refuses an unverified asker, a member, a venue nobody runs, and a non-owner’s answer', async () => {
    const unverified = await createTestUser({ verified: false });
    expect((await ask(unverified)).json().error.code).toBe('auth/email-not-verified');
    expect((await ask(owner)).json().error.code).toBe('team/already-member');
    const unclaimed = (await insertPlace(t.app)).id;
    const nobody = await ask(await createTestUser(), {}, unclaimed);
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json().error.code).toBe('team/not-verified');

    const asker = await createTestUser();
    const mine = myAccessRequestResponseSchema.parse((await ask(asker)).json()).data;
    const self = await decide(mine.id, 'accept', { role: 'owner' }, asker);
    expect(self.statusCode).toBe(403);
    expect((await decide(mine.id, 'accept', { role: 'chef' })).statusCode).toBe(400);
  });

  it('limits the requests a person sends in a day', async () => {
    const eager = await createTestUser();
    const places: string[] = [];
    for (let i = 0; i <= ACCESS_REQUESTS_PER_PERSON_PER_DAY; i += 1) {
      const place = (await insertPlace(t.app)).id;
      await insertClaim(t.app, await createTestUser(), place, 'approved');
      places.push(place);
    }
    for (const place of places.slice(0, -1)) expect((await ask(eager, {}, place)).statusCode).toBe(201);
    const limited = await ask(eager, {}, places.at(-1));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('team/too-many-requests');
    expect(await activityCount(t.app, places.at(-1)!)).toBe(0);
  });

  it('answers 400 to a huge message or control characters, and changes nothing', async () => {
    const asker = await createTestUser();
    const before = await activityCount(t.app, placeId);
    for (const message of ['x'.repeat(ACCESS_REQUEST_MESSAGE_MAX + 1), 'bell\u0007', 42]) {
      const response = await ask(asker, { message });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('message');
    }
    expect(await activityCount(t.app, placeId)).toBe(before);
  });
});
