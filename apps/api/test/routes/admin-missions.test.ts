import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMissionActive } from '@venues/contracts/missions';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertClaim, insertPlace } from '../helpers/fixtures';
import { bearer, createTestUser, type TestUser } from '../helpers/users';

describe('staff missions', () => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  let placeId: string;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, owner] = await Promise.all([createTestUser({ admin: true }), createTestUser()]);
    const place = await insertPlace(t.app);
    placeId = place.id;
    await insertClaim(t.app, owner, placeId, 'approved');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
  const future = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

  it('creates, edits and ends a mission, which the owner then sees as expired', async () => {
    const created = await call('POST', `/api/admin/places/${placeId}/missions`, admin.token, {
      title: 'Happy hour',
      description: 'Two for one',
      deadline: future(),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    const edited = await call('PATCH', `/api/admin/places/${placeId}/missions/${id}`, admin.token, {
      title: 'Happy hours',
    });
    expect(edited.json().data.title).toBe('Happy hours');
    const ended = await call('POST', `/api/admin/places/${placeId}/missions/${id}/end`, admin.token);
    expect(isMissionActive(ended.json().data, new Date(Date.now() + 1000))).toBe(false);
    const seen = await call('GET', `/api/places/missions?id=${placeId}`, owner.token);
    expect(seen.json().data).toContainEqual(expect.objectContaining({ id, title: 'Happy hours' }));
  });

  it('refuses the owner (403) and no user (401)', async () => {
    const body = { title: 'Nope', description: 'Nope', deadline: future() };
    expect((await call('POST', `/api/admin/places/${placeId}/missions`, owner.token, body)).statusCode).toBe(
      403,
    );
    expect((await call('POST', `/api/admin/places/${placeId}/missions`, null, body)).statusCode).toBe(401);
  });

  it('answers 400 for a bad body and 404 for an unknown place or mission', async () => {
    const bad = await call('POST', `/api/admin/places/${placeId}/missions`, admin.token, {
      title: 'x',
      deadline: 'tomorrow',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['deadline', 'description', 'title']);
    const unknownPlace = '00000000-0000-4000-8000-000000000000';
    const body = { title: 'Fine', description: 'Fine', deadline: future() };
    expect(
      (await call('POST', `/api/admin/places/${unknownPlace}/missions`, admin.token, body)).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `/api/admin/places/${placeId}/missions/${unknownPlace}`, admin.token, body))
        .statusCode,
    ).toBe(404);
  });

  it('accepts deadlines from 1900 to 2200 only, with a 400 on the field outside', async () => {
    for (const deadline of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '1899-12-31T23:59:59Z',
      '2201-01-01T00:00:00Z',
    ]) {
      const response = await call('POST', `/api/admin/places/${placeId}/missions`, admin.token, {
        title: 'Out of range',
        description: 'A typo in the year',
        deadline,
      });
      expect({ deadline, status: response.statusCode }).toEqual({ deadline, status: 400 });
      expect(response.json().error.fields.deadline).toEqual(['dateRange:1900-2200']);
    }
    // The bounds themselves round-trip unchanged.
    for (const deadline of ['1900-01-01T00:00:00.000Z', '2200-12-31T00:00:00.000Z']) {
      const created = await call('POST', `/api/admin/places/${placeId}/missions`, admin.token, {
        title: 'In range',
        description: 'A far deadline',
        deadline,
      });
      expect(created.statusCode).toBe(201);
      expect(new Date(created.json().data.deadline).toISOString()).toBe(deadline);
    }
  });
});
