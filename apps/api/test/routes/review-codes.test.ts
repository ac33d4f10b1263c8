import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REVIEW_CODE_PATTERN,
  reviewCodeResponseSchema,
  reviewCodesResponseSchema,
  revokeReviewCodeResponseSchema,
  type ReviewCode,
} from '@venues/contracts/review-codes';
import { reviewCodes } from '../../src/db/schema';
import { newCode } from '../../src/plugins/app/review-codes/review-codes-repository';
import { tempDataDir } from '../helpers/capture';
import { insertClaim, insertPlace } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createTestUser, type TestUser } from '../helpers/users';

describe('the QR studio', () => {
  let t: TestApp;
  let owner: TestUser;
  let otherOwner: TestUser;
  let pendingClaimant: TestUser;
  let admin: TestUser;
  let placeId: string;
  let elsewhereId: string;

  const headers = (user: TestUser | null) => (user ? bearer(user.token) : {});
  const list = (user: TestUser | null, place = placeId) =>
    t.app.inject({ method: 'GET', url: `/api/places/${place}/review-codes`, headers: headers(user) });
  const create = (user: TestUser | null, label: unknown, place = placeId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/places/${place}/review-codes`,
      headers: headers(user),
      payload: { label },
    });
  const revoke = (user: TestUser | null, codeId: string, body: object = {}, place = placeId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/places/${place}/review-codes/${codeId}/revoke`,
      headers: headers(user),
      payload: body,
    });
  const printables = (user: TestUser | null, query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/places/${placeId}/review-codes/printables?${query}`,
      headers: headers(user),
    });
  const activeCodes = async (place = placeId): Promise<ReviewCode[]> => {
    const response = await list(owner, place);
    expect(response.statusCode).toBe(200);
    return reviewCodesResponseSchema.parse(response.json()).data;
  };
  const createdCode = async (label: string, place = placeId) => {
    const response = await create(owner, label, place);
    expect(response.statusCode, response.body).toBe(201);
    return reviewCodeResponseSchema.parse(response.json()).data;
  };

  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_MS: '0', DATA_DIR: tempDataDir() });
    [owner, otherOwner, pendingClaimant, admin] = await Promise.all([
      createTestUser(),
      createTestUser(),
      createTestUser(),
      createTestUser({ admin: true }),
    ]);
    placeId = (await insertPlace(t.app, { name: 'Trattoria dei Codici' })).id;
    elsewhereId = (await insertPlace(t.app)).id;
    await insertClaim(t.app, owner, placeId, 'approved');
    await insertClaim(t.app, pendingClaimant, placeId, 'pending');
    await insertClaim(t.app, otherOwner, elsewhereId, 'approved');
  });
  afterAll(() => t.close());

  it("creates the venue's link on the first read, once", async () => {
    const [link, ...others] = await activeCodes();
    expect(others).toEqual([]);
    expect(link).toMatchObject({ label: null, revoked_at: null, scans_30d: 0, reviews_30d: 0 });
    expect(link!.code).toMatch(REVIEW_CODE_PATTERN);
    expect(link!.url.endsWith(`/r/${link!.code}`)).toBe(true);
    expect(await activeCodes()).toEqual([link]);

    const otherResponse = await list(otherOwner, elsewhereId);
    const [otherLink] = reviewCodesResponseSchema.parse(otherResponse.json()).data;
    expect(otherLink?.label).toBeNull();
    expect(otherLink?.code).toMatch(REVIEW_CODE_PATTERN);
    expect(otherLink?.code).not.toBe(link!.code);
  });

  it('lets the owner and staff read, and only the owner write', async () => {
    const table = await createdCode('Matrix');
    const refused = [otherOwner, pendingClaimant];
    const expectStatus = async (
      response: Promise<{ statusCode: number; json: () => { error?: { code?: string } } }>,
      status: number,
      label: string,
    ) => {
      const settled = await response;
      expect(settled.statusCode, label).toBe(status);
      if (status === 403) expect(settled.json().error?.code, label).toBe('auth/forbidden');
    };

    for (const [name, user] of [['none', null] as const, ...refused.map((u) => [u.email, u] as const)]) {
      const status = user ? 403 : 401;
      await expectStatus(list(user), status, `list ${name}`);
      await expectStatus(create(user, 'Intruder'), status, `create ${name}`);
      await expectStatus(revoke(user, table.id), status, `revoke ${name}`);
      await expectStatus(printables(user, 'kind=tents'), status, `printables ${name}`);
    }
    await expectStatus(list(admin), 200, 'list staff');
    await expectStatus(printables(admin, 'kind=stickers'), 200, 'printables staff');
    await expectStatus(create(admin, 'Staff table'), 403, 'create staff');
    await expectStatus(revoke(admin, table.id), 403, 'revoke staff');

    // Nothing the refused callers tried left a trace.
    const labels = (await activeCodes()).map((code) => code.label);
    expect(labels).toContain('Matrix');
    expect(labels).not.toContain('Intruder');
    expect(labels).not.toContain('Staff table');

    await expectStatus(revoke(owner, table.id), 200, 'revoke owner');
  });

  it('adds a table code and refuses a duplicate label, whatever its case', async () => {
    const table = await createdCode('Table 1');
    expect(table).toMatchObject({ label: 'Table 1', revoked_at: null, scans_30d: 0 });
    expect(table.code).toMatch(REVIEW_CODE_PATTERN);
    expect(table.url.endsWith(`/r/${table.code}`)).toBe(true);

    for (const label of ['table 1', '  TABLE 1 ']) {
      const duplicate = await create(owner, label);
      expect(duplicate.statusCode, label).toBe(409);
      expect(duplicate.json().error.code, label).toBe('review-codes/duplicate-label');
    }
    const codes = await activeCodes();
    expect(codes.filter((code) => code.label?.toLowerCase() === 'table 1')).toEqual([
      expect.objectContaining({ id: table.id }),
    ]);
    expect(new Set(codes.map((code) => code.code)).size).toBe(codes.length);
  });

  it('validates the label', async () => {
    for (const label of ['', '   ']) {
      const response = await create(owner, label);
      expect(response.statusCode, JSON.stringify(label)).toBe(400);
      expect(response.json().error.fields.label, JSON.stringify(label)).toEqual(['required']);
    }
    const tooLong = await create(owner, 'x'.repeat(41));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.label).toEqual(['maxLength:40']);
    expect((await create(owner, 'y'.repeat(40))).statusCode).toBe(201);
  });

  it('holds a venue to 200 active codes', async () => {
    const full = await insertPlace(t.app);
    await insertClaim(t.app, owner, full.id, 'approved');
    expect(await activeCodes(full.id)).toHaveLength(1);
    await t.app.db.insert(reviewCodes).values(
      Array.from({ length: 198 }, (_, i) => ({
        placeId: full.id,
        code: newCode(),
        label: `Bulk ${i}`,
        createdBy: owner.uid,
      })),
    );
    const last = await createdCode('The 200th', full.id);
    const over = await create(owner, 'The 201st', full.id);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('review-codes/limit');
    expect(await activeCodes(full.id)).toHaveLength(200);

    // A revoked code frees its place.
    expect((await revoke(owner, last.id, {}, full.id)).statusCode).toBe(200);
    const again = await createdCode('The 201st', full.id);

    // Creations that race for the last free place: exactly one wins.
    expect((await revoke(owner, again.id, {}, full.id)).statusCode).toBe(200);
    const racing = await Promise.all(['Race A', 'Race B', 'Race C'].map((l) => create(owner, l, full.id)));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of racing.filter((r) => r.statusCode === 409))
      expect(refused.json().error.code).toBe('review-codes/limit');
    expect(await activeCodes(full.id)).toHaveLength(200);
  });

  it('reissues the venue link at once when it is revoked', async () => {
    const [link] = await activeCodes();
    const response = await revoke(owner, link!.id);
    expect(response.statusCode).toBe(200);
    const { replacement } = revokeReviewCodeResponseSchema.parse(response.json()).data;
    expect(replacement).toMatchObject({ label: null, revoked_at: null });
    expect(replacement!.id).not.toBe(link!.id);
    expect(replacement!.code).not.toBe(link!.code);
    expect(replacement!.code).toMatch(REVIEW_CODE_PATTERN);

    const links = (await activeCodes()).filter((code) => code.label === null);
    expect(links.map((code) => code.id)).toEqual([replacement!.id]);
    const old = await t.app.inject({ method: 'GET', url: `/api/capture/${link!.code}` });
    expect(old.json().data.status).toBe('revoked');
  });

  it('revokes a table code, with or without a replacement', async () => {
    const gone = await createdCode('Gone');
    const response = await revoke(owner, gone.id);
    expect(response.statusCode).toBe(200);
    expect(revokeReviewCodeResponseSchema.parse(response.json()).data.replacement).toBeNull();
    expect((await activeCodes()).map((code) => code.id)).not.toContain(gone.id);
    // The label is free again.
    expect((await create(owner, 'Gone')).statusCode).toBe(201);

    const reissued = await createdCode('Reissued');
    const withReplacement = await revoke(owner, reissued.id, { reissue: true });
    const { replacement } = revokeReviewCodeResponseSchema.parse(withReplacement.json()).data;
    expect(replacement).toMatchObject({ label: 'Reissued' });
    expect(replacement!.code).not.toBe(reissued.code);
    const ids = (await activeCodes()).map((code) => code.id);
    expect(ids).toContain(replacement!.id);
    expect(ids).not.toContain(reissued.id);
  });

  it('answers 404 to a code that is not an active code of this venue, and 400 to a bad id', async () => {
    const [revokedOnce] = await t.app.db
      .insert(reviewCodes)
      .values({ placeId, code: newCode(), label: 'Already revoked', revokedAt: new Date() })
      .returning();
    const otherCodes = reviewCodesResponseSchema.parse((await list(otherOwner, elsewhereId)).json()).data;
    for (const codeId of [randomUUID(), revokedOnce!.id, otherCodes[0]!.id]) {
      const response = await revoke(owner, codeId);
      expect(response.statusCode, codeId).toBe(404);
      expect(response.json().error.code, codeId).toBe('not-found');
    }
    // The other venue's link is untouched.
    const after = reviewCodesResponseSchema.parse((await list(otherOwner, elsewhereId)).json()).data;
    expect(after.map((code) => code.id)).toEqual([otherCodes[0]!.id]);

    const bad = await revoke(owner, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('codeId');
  });

  it('renders table tents and stickers as PDF, and refuses a bad kind or foreign codes', async () => {
    const codes = await activeCodes();
    for (const kind of ['tents', 'stickers']) {
      const response = await printables(owner, `kind=${kind}&codes=${codes.map((c) => c.id).join(',')}`);
      expect(response.statusCode, kind).toBe(200);
      expect(response.headers['content-type'], kind).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString(), kind).toBe('%PDF-');
      expect(response.headers['content-disposition'], kind).toContain(
        kind === 'tents' ? 'table-tents.pdf' : 'stickers.pdf',
      );
    }
    const bad = await printables(owner, 'kind=bad');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('kind');

    const foreign = reviewCodesResponseSchema.parse((await list(otherOwner, elsewhereId)).json()).data;
    const response = await printables(owner, `kind=tents&codes=${foreign[0]!.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not-found');
  });
});
