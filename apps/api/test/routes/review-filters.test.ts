import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewsPageResponseSchema } from '@venues/contracts/review-filters';
import { REVIEW_SORTS, type ReviewSort } from '@venues/contracts/review-list';
import { reviewCodes, reviewers, reviewReplies, reviews } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertClaim, insertPlace } from '../helpers/fixtures';
import { bearer, createTestUser, type TestUser } from '../helpers/users';

const DAY = 86_400_000;

type Spec = {
  key: string;
  rating: number | null;
  /** The creation time, ISO in UTC with microseconds, so that the expected order is a string comparison. */
  at: string;
  /** Shown in public: public display ticked under a consent text that asked for it. */
  public: boolean;
  code: 'A' | 'B' | null;
  reply: 'shown' | 'hidden' | null;
};

const micros = (date: Date) => date.toISOString().replace('Z', '000Z');

describe('the reviews list: filters, sorts and pages', () => {
  let t: TestApp;
  let owner: TestUser;
  let otherOwner: TestUser;
  let pending: TestUser;
  let admin: TestUser;
  let placeId: string;
  const codeIds: Record<'A' | 'B', string> = { A: '', B: '' };
  const ids: Record<string, string> = {};
  let specs: Spec[];

  beforeAll(async () => {
    t = await createTestApp();
    [owner, otherOwner, pending, admin] = await Promise.all([
      createTestUser(),
      createTestUser(),
      createTestUser(),
      createTestUser({ admin: true }),
    ]);
    const place = await insertPlace(t.app);
    const elsewhere = await insertPlace(t.app);
    placeId = place.id;
    await insertClaim(t.app, owner, placeId, 'approved');
    await insertClaim(t.app, pending, placeId, 'pending');
    await insertClaim(t.app, otherOwner, elsewhere.id, 'approved');

    const [a, b] = await t.app.db
      .insert(reviewCodes)
      .values([
        { placeId, code: `code-a-${Date.now()}`, label: 'Table 1' },
        { placeId, code: `code-b-${Date.now()}`, label: 'Table 2' },
      ])
      .returning();
    codeIds.A = a!.id;
    codeIds.B = b!.id;
    const [guest] = await t.app.db.insert(reviewers).values({ displayName: 'Guest' }).returning();

    const now = Date.now();
    const ago = (days: number) => micros(new Date(now - days * DAY));
    // b, c and k share one instant and, but for c, one rating: the id breaks those ties.
    const threeDays = ago(3);
    specs = [
      { key: 'a', rating: 1, at: ago(0.01), public: true, code: 'A', reply: 'shown' },
      { key: 'b', rating: 2, at: threeDays, public: false, code: 'A', reply: null },
      { key: 'c', rating: 2, at: threeDays, public: true, code: 'B', reply: 'hidden' },
      { key: 'k', rating: 2, at: threeDays, public: false, code: null, reply: null },
      { key: 'd', rating: 5, at: ago(10), public: false, code: null, reply: null },
      { key: 'e', rating: null, at: ago(10), public: false, code: 'B', reply: null },
      { key: 'f', rating: 4, at: ago(40), public: true, code: null, reply: 'shown' },
      { key: 'g', rating: 2, at: ago(100), public: false, code: 'A', reply: null },
      { key: 'h', rating: 5, at: ago(400), public: true, code: null, reply: null },
      // 23:30 and 00:30 in Rome: the 10th and the 11th of March.
      { key: 'i', rating: 3, at: '2025-03-10T22:30:00.000000Z', public: false, code: null, reply: null },
      { key: 'j', rating: null, at: '2025-03-10T23:30:00.000000Z', public: true, code: null, reply: 'shown' },
      // One microsecond apart: a cursor that kept milliseconds only would skip or repeat one of them.
      { key: 'l', rating: 3, at: '2024-06-01T10:00:00.123456Z', public: false, code: null, reply: null },
      { key: 'm', rating: 3, at: '2024-06-01T10:00:00.123457Z', public: false, code: null, reply: null },
    ];
    for (const spec of specs) {
      const [row] = await t.app.db
        .insert(reviews)
        .values({
          placeId,
          reviewerId: guest!.id,
          title: `Review ${spec.key}`,
          description: 'A review',
          ratingOverall: spec.rating,
          createdAt: sql`${spec.at}::timestamptz`,
          publicConsent: spec.public,
          consentVersion: 2,
          codeId: spec.code && codeIds[spec.code],
        })
        .returning();
      ids[spec.key] = row!.id;
      if (spec.reply) {
        await t.app.db.insert(reviewReplies).values({
          reviewId: row!.id,
          placeId,
          body: 'Thank you',
          hiddenAt: spec.reply === 'hidden' ? new Date() : null,
          hiddenReason: spec.reply === 'hidden' ? 'abuse' : null,
        });
      }
    }
    // Never listed: hidden by staff, not yet published, another venue's.
    await t.app.db.insert(reviews).values([
      {
        placeId,
        reviewerId: guest!.id,
        title: 'Hidden',
        description: '',
        ratingOverall: 1,
        hiddenAt: new Date(),
      },
      {
        placeId,
        reviewerId: guest!.id,
        title: 'Failed',
        description: '',
        ratingOverall: 1,
        status: 'failed',
      },
      { placeId: elsewhere.id, reviewerId: guest!.id, title: 'Elsewhere', description: '', ratingOverall: 1 },
    ]);
  });
  afterAll(() => t.close());

  const get = (query: string, token: string | null = owner.token) =>
    t.app.inject({
      method: 'GET',
      url: `/api/places/${placeId}/reviews${query ? `?${query}` : ''}`,
      headers: token ? bearer(token) : {},
    });

  /** Every page of the query, following the cursors, as the fixtures' keys. */
  const all = async (query: string, take = 50) => {
    const keys: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 40; pages += 1) {
      const response = await get(`${query}&take=${take}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = reviewsPageResponseSchema.parse(response.json());
      expect(page.data.length).toBeLessThanOrEqual(take);
      keys.push(...page.data.map((review) => keyOf(review.id)));
      cursor = page.next_cursor;
      if (!cursor) return keys;
    }
    throw new Error('too many pages');
  };
  const keyOf = (id: string) => Object.entries(ids).find(([, value]) => value === id)?.[0] ?? id;
  const keys = (filter: (spec: Spec) => boolean) =>
    specs
      .filter(filter)
      .sort((x, y) => (y.at === x.at ? (ids[y.key]! > ids[x.key]! ? 1 : -1) : y.at > x.at ? 1 : -1))
      .map((spec) => spec.key);

  /** The expected order of a sort: the rating (unrated last), then the newest, then the greatest id. */
  const expectedOrder = (sort: ReviewSort) => {
    const newest = keys(() => true);
    if (sort === 'newest') return newest;
    if (sort === 'oldest') return [...newest].reverse();
    const rank = (spec: Spec) =>
      spec.rating === null ? Number.POSITIVE_INFINITY : sort === 'lowest' ? spec.rating : -spec.rating;
    const bySpec = new Map(specs.map((spec) => [spec.key, spec]));
    return [...newest].sort((x, y) => rank(bySpec.get(x)!) - rank(bySpec.get(y)!));
  };

  describe('who may read', () => {
    it('lets the owner and staff read, refuses another owner and a pending claimant, and needs a token', async () => {
      expect((await get('rating_max=2')).statusCode).toBe(200);
      expect((await get('rating_max=2', admin.token)).statusCode).toBe(200);
      for (const token of [otherOwner.token, pending.token]) {
        const response = await get('rating_max=2', token);
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('auth/forbidden');
        expect(response.body).not.toContain('Review');
      }
      const anonymous = await get('rating_max=2', null);
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('each filter', () => {
    it('lists every visible review of the venue without a filter, and nothing else', async () => {
      expect(await all('sort=newest')).toEqual(keys(() => true));
    });

    it('keeps a rating range on the overall rating, and no unrated review', async () => {
      expect(await all('rating_min=1&rating_max=2')).toEqual([
        'a',
        ...keys((s) => s.key === 'b' || s.key === 'c' || s.key === 'k'),
        'g',
      ]);
      expect(await all('rating_min=5')).toEqual(['d', 'h']);
      expect(await all('rating_max=1')).toEqual(['a']);
      expect(await all('rating_min=3&rating_max=3')).toEqual(['i', 'm', 'l']);
    });

    it('keeps the last 7, 30, 90 or 365 days of the venue', async () => {
      expect(await all('period=7')).toEqual(keys((s) => ['a', 'b', 'c', 'k'].includes(s.key)));
      expect(await all('period=30')).toEqual(keys((s) => ['a', 'b', 'c', 'k', 'd', 'e'].includes(s.key)));
      expect(await all('period=90')).toEqual(
        keys((s) => ['a', 'b', 'c', 'k', 'd', 'e', 'f'].includes(s.key)),
      );
      expect(await all('period=365')).toEqual(
        keys((s) => ['a', 'b', 'c', 'k', 'd', 'e', 'f', 'g'].includes(s.key)),
      );
    });

    it('keeps the days from and to, both included, as the days of the venue', async () => {
      expect(await all('from=2025-03-10&to=2025-03-10')).toEqual(['i']);
      expect(await all('from=2025-03-11&to=2025-03-11')).toEqual(['j']);
      expect(await all('from=2025-03-10&to=2025-03-11')).toEqual(['j', 'i']);
      expect(await all('to=2025-03-10')).toEqual(['i', 'm', 'l']);
      expect(await all('from=2025-03-11&to=2025-06-30')).toEqual(['j']);
    });

    it('keeps the reviews of one table code', async () => {
      expect(await all(`code=${codeIds.A}`)).toEqual(keys((s) => s.code === 'A'));
      expect(await all(`code=${codeIds.B}`)).toEqual(keys((s) => s.code === 'B'));
      // A code of no review, or of another venue, matches nothing.
      expect(await all(`code=00000000-0000-4000-8000-000000000000`)).toEqual([]);
    });

    it('keeps the public or the private reviews', async () => {
      expect(await all('visibility=public')).toEqual(keys((s) => s.public));
      expect(await all('visibility=private')).toEqual(keys((s) => !s.public));
    });

    it('keeps the reviews with a reply, shown or hidden by staff, or those without', async () => {
      expect(await all('reply=with')).toEqual(keys((s) => s.reply !== null));
      expect(await all('reply=without')).toEqual(keys((s) => s.reply === null));
    });

    it('combines the filters', async () => {
      expect(await all('rating_min=1&rating_max=2&reply=without')).toEqual(
        keys((s) => ['b', 'k', 'g'].includes(s.key)),
      );
      expect(await all(`rating_max=2&reply=without&code=${codeIds.A}&period=365`)).toEqual(
        keys((s) => ['b', 'g'].includes(s.key)),
      );
      expect(await all('visibility=public&reply=with&sort=lowest')).toEqual(['a', 'c', 'f', 'j']);
      expect(await all('visibility=public&rating_min=4&period=30')).toEqual([]);
    });
  });

  describe('sorts and pages', () => {
    it.each(REVIEW_SORTS)(
      'pages the %s first, one, two or five at a time, with no overlap or gap',
      async (sort) => {
        const expected = expectedOrder(sort);
        expect(expected).toHaveLength(specs.length);
        for (const take of [1, 2, 5, 13]) expect(await all(`sort=${sort}`, take)).toEqual(expected);
      },
    );

    it('orders the rating sorts by rating, the unrated last, then the newest', async () => {
      expect(await all('sort=lowest')).toEqual([
        'a',
        ...keys((s) => ['b', 'c', 'k'].includes(s.key)),
        'g',
        'i',
        'm',
        'l',
        'f',
        'd',
        'h',
        'e',
        'j',
      ]);
      expect(await all('sort=highest')).toEqual([
        'd',
        'h',
        'f',
        'i',
        'm',
        'l',
        ...keys((s) => ['b', 'c', 'k'].includes(s.key)),
        'g',
        'a',
        'e',
        'j',
      ]);
    });

    it('pages a filtered list', async () => {
      expect(await all('sort=highest&rating_min=2&rating_max=3', 2)).toEqual([
        'i',
        'm',
        'l',
        ...keys((s) => ['b', 'c', 'k'].includes(s.key)),
        'g',
      ]);
    });

    it('gives no cursor after a full page that ends the list', async () => {
      const [only] = keys((s) => s.rating === 1);
      const page = reviewsPageResponseSchema.parse((await get('rating_max=1&take=1')).json());
      expect(page.data.map((review) => keyOf(review.id))).toEqual([only]);
      expect(page.next_cursor).toBeNull();
    });

    it('gives no cursor after a short page', async () => {
      const page = reviewsPageResponseSchema.parse((await get('rating_max=1&take=5')).json());
      expect(page.data.map((review) => review.id)).toEqual([ids.a]);
      expect(page.next_cursor).toBeNull();
    });
  });

  describe('bad input', () => {
    const fieldsOf = async (query: string) => {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      const body = response.json();
      expect(body.error.code).toBe('validation/invalid-input');
      return body.error.fields as Record<string, string[]>;
    };

    it('answers 400 with the field of each bad value', async () => {
      expect(await fieldsOf('rating_min=0')).toEqual({ rating_min: ['min:1'] });
      expect(await fieldsOf('rating_max=9')).toEqual({ rating_max: ['max:5'] });
      expect(await fieldsOf('rating_min=two')).toHaveProperty('rating_min');
      expect(await fieldsOf('rating_min=4&rating_max=2')).toEqual({ rating_max: ['endBeforeStart'] });
      expect(await fieldsOf('period=14')).toEqual({ period: ['oneOf:7,30,90,365'] });
      expect(await fieldsOf('period=30&from=2026-01-01')).toEqual({ period: ['periodWithDates'] });
      expect(await fieldsOf('from=2026-13-01')).toEqual({ from: ['badDate'] });
      expect(await fieldsOf('to=yesterday')).toHaveProperty('to');
      expect(await fieldsOf('from=2026-03-02&to=2026-03-01')).toEqual({ to: ['endBeforeStart'] });
      expect(await fieldsOf('code=table-1')).toHaveProperty('code');
      expect(await fieldsOf('visibility=everyone')).toHaveProperty('visibility');
      expect(await fieldsOf('reply=maybe')).toHaveProperty('reply');
      expect(await fieldsOf('sort=best')).toHaveProperty('sort');
      expect(await fieldsOf('take=51')).toHaveProperty('take');
    });

    it('takes skip=0 as the first page, and answers any other skip with a 400 that points to cursor', async () => {
      const first = reviewsPageResponseSchema.parse((await get('take=3')).json());
      expect(reviewsPageResponseSchema.parse((await get('take=3&skip=0')).json())).toEqual(first);
      for (const skip of ['10', 'abc', '-1']) {
        const refused = await get(`take=3&skip=${skip}`);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error.message).toContain('cursor');
        expect(refused.json().error.fields).toEqual({ skip: ['useCursor'] });
      }
    });

    it('refuses a cursor that is not one of ours, or that belongs to another sort', async () => {
      const first = reviewsPageResponseSchema.parse((await get('sort=lowest&take=2')).json());
      expect(first.next_cursor).not.toBeNull();
      expect(await fieldsOf(`sort=highest&cursor=${first.next_cursor}`)).toEqual({ cursor: ['badCursor'] });
      const forged = [
        Buffer.from('not json').toString('base64url'),
        Buffer.from(JSON.stringify(['lowest', 9, '2026-01-01 10:00:00+00', ids.a])).toString('base64url'),
        Buffer.from(JSON.stringify(['lowest', 2, "2026-01-01'; drop table reviews", ids.a])).toString(
          'base64url',
        ),
        Buffer.from(JSON.stringify(['lowest', 2, '2026-01-01 10:00:00+00', 'nope'])).toString('base64url'),
      ];
      for (const cursor of forged)
        expect(await fieldsOf(`sort=lowest&cursor=${cursor}`)).toEqual({ cursor: ['badCursor'] });
      expect(await fieldsOf('cursor=has%20spaces')).toEqual({ cursor: ['badCursor'] });
    });
  });
});
