import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlCharacterPaths } from '../../src/lib/validator-compiler';
import { insertClaim, insertPlace, validProfile } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createTestUser, type TestUser } from '../helpers/users';

describe('control characters in any input', () => {
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;
  let placeId: string;

  beforeAll(async () => {
    t = await createTestApp();
    [owner, admin] = await Promise.all([createTestUser(), createTestUser({ admin: true })]);
    placeId = (await insertPlace(t.app)).id;
    await insertClaim(t.app, owner, placeId, 'approved');
  });
  afterAll(() => t.close());

  const refusedAt = (response: { statusCode: number; json: () => unknown }, field: string) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'validation/invalid-input', fields: { [field]: ['controlChars'] } },
    });
  };

  it('answers 400 with the field, not 500, in a query, a body and a path', async () => {
    refusedAt(
      await t.app.inject({ method: 'GET', url: '/api/places/search?q=%00', headers: bearer(owner.token) }),
      'q',
    );
    refusedAt(
      await t.app.inject({
        method: 'POST',
        url: '/api/places/claim',
        headers: bearer(owner.token),
        payload: { ...validProfile, companyName: 'Trattoria\u0000 S.r.l.', place_ids: [placeId] },
      }),
      'companyName',
    );
    refusedAt(
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/places/${placeId}/missions`,
        headers: bearer(admin.token),
        payload: { title: 'Aperitivo\u0000', description: 'Description', deadline: '2030-01-01T00:00:00Z' },
      }),
      'title',
    );
    refusedAt(await t.app.inject({ method: 'GET', url: '/api/capture/AAAAAAAAAAA%01AAAAAAAAAA' }), 'code');
  });

  it('keeps tabs and line breaks, which descriptions use', async () => {
    expect(controlCharacterPaths({ a: 'line\nbreak\ttab\r\n', b: ['ok'] })).toEqual([]);
    expect(controlCharacterPaths({ a: { b: ['x', 'y\u007f'] } })).toEqual([['a', 'b', 1]]);
  });
});
