import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicReviewsResponseSchema, type PublicReview } from '@venues/contracts/public-reviews';
import { webPaths } from '@venues/contracts/web-paths';
import { missions, places, reviewReplies, reviewers, reviews } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertClaim, insertPlace, subscribe } from '../helpers/fixtures';
import { createTestUser } from '../helpers/users';

const DAY = 86_400_000;
const GUEST_UID = 'guest-uid-never-public-7f3a';

/** The schema.org block of a public page, as far as the tests read it. */
type JsonLd = {
  '@context': string;
  '@type': string;
  aggregateRating?: { '@type': string; reviewCount: number; ratingValue: number };
  review: {
    '@type': string;
    author: unknown;
    reviewRating: { '@type': string };
    datePublished: string;
    reviewBody: unknown;
  }[];
};

type ReviewInput = Partial<typeof reviews.$inferInsert> & { title: string };

describe('the public pages', () => {
  let t: TestApp;
  let slug: string;
  let placeId: string;
  let emptySlug: string;
  const ids: Record<string, string> = {};
  /** Titles that must never leave the dashboard. */
  const privateTitles = [
    'Private dinner',
    'Old consent',
    'Hidden by staff',
    'Withdrawn later',
    'Still processing',
  ];

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    // A web build of one page, so that the dashboard's catch-all route exists beside the public pages.
    const dist = mkdtempSync(path.join(os.tmpdir(), 'venues-wall-dist-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<html lang="en"><title>dashboard</title><div id="root"></div>',
    );
    t = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://venues.example' });
    const place = await insertPlace(t.app, { name: 'Osteria del Porto', address: 'Via del Porto 3, Milano' });
    placeId = place.id;
    slug = place.slug;
    emptySlug = (await insertPlace(t.app, { name: 'Bar Vuoto', address: 'Via Vuota 1, Torino' })).slug;

    const [giulia] = await t.app.db
      .insert(reviewers)
      .values({ displayName: 'Giulia Rossi', guestUid: GUEST_UID })
      .returning();
    const [marco] = await t.app.db.insert(reviewers).values({ displayName: 'Marco' }).returning();
    const base = Date.now() - 30 * DAY;
    let n = 0;
    const add = async (key: string, input: ReviewInput) => {
      n += 1;
      const at = new Date(base + n * DAY);
      const [row] = await t.app.db
        .insert(reviews)
        .values({
          placeId,
          reviewerId: giulia!.id,
          description: `Words of ${input.title}`,
          ratingOverall: 4,
          videoKey: `reviews/${key}.mp4`,
          posterKey: `reviews/${key}.jpg`,
          consentVersion: 2,
          consentLanguage: 'it',
          consentedAt: at,
          publicConsent: true,
          publicConsentAt: at,
          publishedAt: at,
          createdAt: at,
          ...input,
        })
        .returning();
      ids[key] = row!.id;
      return row!;
    };
    await add('highlightOld', { title: 'Pinned long ago', ratingOverall: 2, highlightedAt: new Date(base) });
    await add('private', { title: 'Private dinner', publicConsent: false, ratingOverall: 1 });
    await add('v1', { title: 'Old consent', consentVersion: 1, ratingOverall: 1 });
    await add('hidden', {
      title: 'Hidden by staff',
      hiddenAt: new Date(),
      hiddenReason: 'spam',
      ratingOverall: 1,
    });
    await add('processing', { title: 'Still processing', status: 'processing', ratingOverall: 1 });
    await add('withdrawn', { title: 'Withdrawn later', ratingOverall: 1 });
    await add('hiddenReply', { title: 'Reply hidden', ratingOverall: 5 });
    for (let i = 0; i < 14; i++)
      await add(`plain${i}`, { title: `Plain review ${i}`, reviewerId: marco!.id });
    await add('newest', { title: 'Newest one', ratingOverall: 5 });
    await add('highlightNew', { title: 'Pinned lately', ratingOverall: 3, highlightedAt: new Date() });
    // The guest withdrew it: the review is deleted.
    await t.app.db.delete(reviews).where(eq(reviews.id, ids.withdrawn!));
    await t.app.db.insert(reviewReplies).values([
      { reviewId: ids.newest!, placeId, body: 'Thank you, Giulia!' },
      {
        reviewId: ids.hiddenReply!,
        placeId,
        body: 'An abusive reply',
        hiddenAt: new Date(),
        hiddenReason: 'abuse',
      },
      { reviewId: ids.private!, placeId, body: 'A reply to a private review' },
    ]);
    await t.app.db.insert(missions).values({
      placeId,
      code: 'wallmission1',
      title: 'Bring a friend',
      description: 'Come with a friend',
      reward: 'A free dessert',
      startsAt: new Date(Date.now() - DAY),
      deadline: new Date(Date.now() + 7 * DAY),
    });
    await t.app.db.insert(missions).values({
      placeId,
      code: 'wallmission2',
      title: 'Summer is over',
      description: 'Ended',
      reward: 'Nothing',
      startsAt: new Date(Date.now() - 9 * DAY),
      deadline: new Date(Date.now() - DAY),
    });
  });
  afterAll(() => t.close());

  /** Every public review, following the data route's pages to the end. */
  async function allPublic(limit = 5): Promise<PublicReview[]> {
    const seen: PublicReview[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor
        ? `?limit=${limit}&cursor=${encodeURIComponent(cursor)}`
        : `?limit=${limit}`;
      const response = await get(`/api/public/venues/${slug}/reviews${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const { data } = publicReviewsResponseSchema.parse(response.json());
      seen.push(...data.reviews);
      cursor = data.next_cursor;
    } while (cursor);
    return seen;
  }

  /** What no public answer may ever carry. */
  function expectNothingPrivate(body: string) {
    for (const title of privateTitles) expect(body).not.toContain(title);
    expect(body).not.toContain('An abusive reply');
    expect(body).not.toContain('A reply to a private review');
    expect(body).not.toContain(GUEST_UID);
    expect(body).not.toContain('Rossi');
    expect(body).not.toMatch(/[?&](sig|token|signature|expires)=/i);
    expect(body).not.toContain('reviews/');
  }

  describe('the data route', () => {
    it('pages through the public reviews only: highlights first, latest pinned first, then the newest', async () => {
      const all = await allPublic();
      expect(all.map((review) => review.title)).toEqual([
        'Pinned lately',
        'Pinned long ago',
        'Newest one',
        ...Array.from({ length: 14 }, (_, i) => `Plain review ${13 - i}`),
        'Reply hidden',
      ]);
      expect(new Set(all.map((review) => review.id)).size).toBe(all.length);
      expect(all.slice(0, 2).every((review) => review.highlighted)).toBe(true);
      expect(all.slice(2).some((review) => review.highlighted)).toBe(false);
    });

    it("names the guest by first name and initial, with public media URLs and the venue's visible reply", async () => {
      const all = await allPublic(24);
      const newest = all.find((review) => review.id === ids.newest)!;
      expect(newest.author).toBe('Giulia R.');
      expect(newest.video_url).toBe(`https://venues.example${webPaths.publicVideo(ids.newest!)}`);
      expect(newest.poster_url).toBe(`https://venues.example${webPaths.publicPoster(ids.newest!)}`);
      expect(newest.share_url).toBe(`https://venues.example${webPaths.reviewShare(slug, ids.newest!)}`);
      expect(newest.reply?.body).toBe('Thank you, Giulia!');
      expect(all.find((review) => review.id === ids.hiddenReply)!.reply).toBeNull();
      expect(all.find((review) => review.title === 'Plain review 0')!.author).toBe('Marco');
    });

    it('rates the venue over every published review, private ones included', async () => {
      const response = await get(`/api/public/venues/${slug}/reviews`);
      const { data } = publicReviewsResponseSchema.parse(response.json());
      // 19 public (2×5, 3, 2, 14×4) and the private and version-1 ones (1 each): hidden, processing and
      // withdrawn reviews do not count.
      const ratings = [5, 5, 3, 2, ...Array<number>(14).fill(4), 1, 1];
      expect(data.venue.rating.count).toBe(ratings.length);
      const average = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
      expect(data.venue.rating.average).toBe(Math.round(average * 10) / 10);
      expect(data.venue.wall_url).toBe(`https://venues.example/v/${slug}`);
    });

    it('never exposes a private, hidden or withdrawn review, a hidden reply, a uid, a full name or a signed URL', async () => {
      const response = await get(`/api/public/venues/${slug}/reviews?limit=24`);
      expectNothingPrivate(response.body);
    });

    it('may be cached for a minute by browsers and four by shared caches', async () => {
      const response = await get(`/api/public/venues/${slug}/reviews`);
      expect(response.headers['cache-control']).toBe('public, max-age=60, s-maxage=240');
    });

    it('answers 400 with the field for a bad cursor or limit, and 404 for an unknown venue', async () => {
      for (const [query, field] of [
        ['cursor=nonsense', 'cursor'],
        ['cursor=1_2026-13-45T99:00:00.000000Z_00000000-0000-4000-8000-000000000000', 'cursor'],
        ['cursor=1_2026-02-30T10:00:00.000000Z_00000000-0000-4000-8000-000000000000', 'cursor'],
        ['limit=0', 'limit'],
        ['limit=25', 'limit'],
        ['limit=abc', 'limit'],
        ['limit=2.5', 'limit'],
      ] as const) {
        const response = await get(`/api/public/venues/${slug}/reviews?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().error.fields, query).toHaveProperty(field);
      }
      const unknown = await get('/api/public/venues/no-such-venue/reviews');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('not-found');
    });
  });

  describe('the wall', () => {
    it("shows the public reviews, the rating over all and the statement, in the visitor's Italian", async () => {
      // No language at all falls back to English, the API's one rule.
      expect((await get(webPaths.wall(slug))).body).toContain('<html lang="en"');
      const response = await get(webPaths.wall(slug), { 'accept-language': 'it-IT,it;q=0.9' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('public, max-age=60, s-maxage=240');
      expect(response.headers.vary).toMatch(/Accept-Language/);
      expect(response.body).toContain('<a href="/privacy?lng=it">Informativa sulla privacy</a>');
      const html = response.body;
      expect(html).toContain('<html lang="it"');
      expect(html).toContain('Le videorecensioni dei nostri ospiti');
      expect(html).toContain('non può rimuoverle né modificarle');
      expect(html).toContain('quali recensioni mostrare per prime');
      expect(html).toContain('anche quelle che gli ospiti hanno scelto di non mostrare qui');
      expect(html).toContain('Giulia R.');
      expect(html).toContain('Risposta di Osteria del Porto');
      expect(html).toContain('<video class="media" controls playsinline preload="none"');
      expect(html).toContain(`poster="https://venues.example${webPaths.publicPoster(ids.newest!)}"`);
      expect(html.indexOf('Pinned lately')).toBeLessThan(html.indexOf('Newest one'));
      // The first poster is fetched first; below the first three, posters wait until they near the screen.
      expect(html).toContain(
        `<link rel="preload" as="image" href="https://venues.example${webPaths.publicPoster(ids.highlightNew!)}" fetchpriority="high">`,
      );
      expect(html.match(/ poster="/g)).toHaveLength(3);
      expect(
        html.match(/style="background-image:url\(&quot;https:\/\/venues\.example\/media\/public\//g),
      ).toHaveLength(9);
      // The active mission links to its page; the ended one is not there.
      expect(html).toContain(`href="https://venues.example${webPaths.mission('wallmission1')}"`);
      expect(html).not.toContain('Summer is over');
      expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
      expectNothingPrivate(html);
    });

    it("speaks the visitor's language: ?lang= first, then Accept-Language", async () => {
      const english = await get(webPaths.wall(slug), { 'accept-language': 'en-GB,en;q=0.8' });
      expect(english.body).toContain('<html lang="en"');
      expect(english.body).toContain('cannot remove or edit them');
      expect(english.body).toContain('Reply from Osteria del Porto');
      const asked = await get(`${webPaths.wall(slug)}?lang=it`, { 'accept-language': 'en' });
      expect(asked.body).toContain('<html lang="it"');
      expect((await get(`${webPaths.wall(slug)}?lang=fr`)).statusCode).toBe(400);
    });

    it('pages with a plain link, and the last page has no "more"', async () => {
      const first = (await get(webPaths.wall(slug))).body;
      const next = /rel="next" href="([^"]+)"/.exec(first)?.[1]?.replaceAll('&amp;', '&');
      expect(next).toBeDefined();
      const second = await get(next!);
      expect(second.statusCode).toBe(200);
      expect(second.body).toContain('noindex, follow');
      expect(second.body).toContain('Reply hidden');
      expect(second.body).not.toContain('Pinned lately');
      expect(second.body).not.toContain('rel="next"');
      expectNothingPrivate(second.body);
    });

    it('describes itself to crawlers: canonical, Open Graph and a valid schema.org Restaurant', async () => {
      const html = (await get(webPaths.wall(slug))).body;
      expect(html).toContain(`<link rel="canonical" href="https://venues.example/v/${slug}">`);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain(`<meta property="og:url" content="https://venues.example/v/${slug}">`);
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
      const ld = JSON.parse(json!) as JsonLd;
      expect(ld['@context']).toBe('https://schema.org');
      expect(ld['@type']).toBe('Restaurant');
      expect(ld.aggregateRating?.['@type']).toBe('AggregateRating');
      expect(ld.aggregateRating?.reviewCount).toBe(20);
      expect(ld.review.length).toBe(12);
      for (const review of ld.review) {
        expect(review['@type']).toBe('Review');
        expect(review.author).toEqual({ '@type': 'Person', name: expect.any(String) });
        expect(review.reviewRating['@type']).toBe('Rating');
        expect(review.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(typeof review.reviewBody).toBe('string');
      }
    });

    it('has an empty state, and a credit line unless a plan that allows it hides it', async () => {
      const empty = (await get(webPaths.wall(emptySlug), { 'accept-language': 'it' })).body;
      expect(empty).toContain('Ancora nessuna recensione pubblica');
      expect(empty).toContain('Recensioni raccolte con Venues');
      const emptyLd = JSON.parse(
        /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(empty)![1]!,
      ) as JsonLd;
      expect(emptyLd.aggregateRating).toBeUndefined();
      expect(emptyLd.review).toEqual([]);

      const owner = await createTestUser();
      const paid = await insertPlace(t.app, { publicCreditHidden: true });
      const free = await insertPlace(t.app, { publicCreditHidden: true });
      await insertClaim(t.app, owner, paid.id, 'approved');
      await subscribe(t.app, owner, paid.id, 'starter');
      const italian = { 'accept-language': 'it' };
      expect((await get(webPaths.wall(paid.slug), italian)).body).not.toContain(
        'Recensioni raccolte con Venues',
      );
      expect((await get(webPaths.wall(free.slug), italian)).body).toContain('Recensioni raccolte con Venues');
    });

    it('answers 404 for an unknown venue', async () => {
      const response = await get(webPaths.wall('no-such-venue'), { 'accept-language': 'en' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('Page not found');
      expect(response.body).toContain('noindex');
    });

    it('drops a review within the cache time once its guest takes public display back', async () => {
      await t.app.db.update(reviews).set({ publicConsent: false }).where(eq(reviews.id, ids.plain13!));
      const html = (await get(webPaths.wall(slug))).body;
      expect(html).not.toContain('Plain review 13');
      expect((await get(webPaths.reviewShare(slug, ids.plain13!))).statusCode).toBe(404);
      await t.app.db.update(reviews).set({ publicConsent: true }).where(eq(reviews.id, ids.plain13!));
    });
  });

  describe('the share page', () => {
    it("previews the review's video and poster for link previews", async () => {
      const response = await get(webPaths.reviewShare(slug, ids.newest!), { 'accept-language': 'en' });
      expect(response.statusCode).toBe(200);
      const html = response.body;
      const video = `https://venues.example${webPaths.publicVideo(ids.newest!)}`;
      expect(html).toContain(`<meta property="og:video" content="${video}">`);
      expect(html).toContain(`<meta property="og:video:secure_url" content="${video}">`);
      expect(html).toContain('<meta property="og:video:type" content="video/mp4">');
      expect(html).toMatch(/<meta property="og:video:width" content="\d+">/);
      expect(html).toMatch(/<meta property="og:video:height" content="\d+">/);
      expect(html).toContain(
        `<meta property="og:image" content="https://venues.example${webPaths.publicPoster(ids.newest!)}">`,
      );
      expect(html).toContain('<meta name="twitter:card" content="player">');
      expect(html).toContain('Reply from Osteria del Porto');
      expect(html).toContain('Giulia R.');
      expect(html).toContain('<a href="/privacy?lng=en">Privacy notice</a>');
      expectNothingPrivate(html);
      const ld = JSON.parse(
        /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!,
      ) as JsonLd;
      expect(ld.review[0]?.['@type']).toBe('Review');
    });

    it("answers 404 for a review that is not public, not the venue's, or not a review", async () => {
      for (const key of ['private', 'v1', 'hidden', 'processing', 'withdrawn'])
        expect((await get(webPaths.reviewShare(slug, ids[key]!))).statusCode, key).toBe(404);
      expect((await get(webPaths.reviewShare(emptySlug, ids.newest!))).statusCode).toBe(404);
      // A link shared before the guest took the review back says so, and leads to the venue's wall.
      const gone = await get(webPaths.reviewShare(slug, ids.withdrawn!), { 'accept-language': 'it' });
      expect(gone.body).toContain('Questa recensione non è più pubblica');
      expect(gone.body).toContain(`href="/v/${slug}"`);
      expect(gone.headers['cache-control']).toBe('public, max-age=60, s-maxage=240');
      expect((await get(webPaths.reviewShare(slug, 'not-a-uuid'))).statusCode).toBe(400);
    });
  });

  describe('the embed', () => {
    it('shows the first reviews with posters, plays on demand, links to the wall, and loads one script', async () => {
      const response = await get(
        webPaths.embed(slug, { layout: 'grid', lang: 'en', count: 3, theme: 'dark' }),
      );
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain('data-theme="dark"');
      expect(html).toContain('<body class="grid">');
      expect(html.match(/<article/g)).toHaveLength(3);
      expect(html).toContain('preload="none"');
      expect(html).toContain(
        `<a href="https://venues.example/v/${slug}" target="_blank" rel="noopener">See all reviews</a>`,
      );
      expect(html).toContain('<a href="/privacy?lng=en" target="_blank" rel="noopener">Privacy notice</a>');
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html).toContain(`<script src="${webPaths.embedScript()}" defer></script>`);
      expect(html).not.toMatch(/https?:\/\/(?!venues\.example)[a-z]/);
      expect(response.headers['set-cookie']).toBeUndefined();
      expectNothingPrivate(html);
    });

    it("takes its defaults, the visitor's language for auto, and refuses bad options", async () => {
      const html = (await get(webPaths.embed(slug), { 'accept-language': 'en-US' })).body;
      expect(html).toContain('<body class="carousel">');
      expect(html).toContain('data-theme="light"');
      expect(html).toContain('<html lang="en"');
      expect(html.match(/<article/g)).toHaveLength(6);
      for (const query of ['layout=list', 'lang=de', 'count=0', 'count=13', 'theme=blue']) {
        const response = await get(`/embed/${slug}?${query}`);
        expect(response.statusCode, query).toBe(400);
      }
      expect((await get('/embed/no-such-venue')).statusCode).toBe(404);
    });

    it('serves its script small and cacheable', async () => {
      const response = await get(webPaths.embedScript());
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.body).toContain('event.origin !== origin');
      // Other sites load it: no same-origin resource policy.
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(Buffer.byteLength(response.body)).toBeLessThan(4096);
    });
  });

  describe('framing', () => {
    it('lets any site frame the wall, the share page and the embed, and nothing else', async () => {
      for (const url of [
        webPaths.wall(slug),
        webPaths.reviewShare(slug, ids.newest!),
        webPaths.embed(slug),
      ]) {
        const response = await get(url);
        expect(response.headers['content-security-policy'], url).toContain('frame-ancestors *');
        expect(response.headers['content-security-policy'], url).not.toContain("unsafe-inline'; script");
        expect(response.headers['content-security-policy'], url).toMatch(/script-src 'self'/);
        expect(response.headers['x-frame-options'], url).toBeUndefined();
      }
      for (const url of ['/dashboard', '/api/health', `/api/public/venues/${slug}/reviews`]) {
        const response = await get(url);
        expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
        expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      }
    });

    it('gives venues of the same name and city added at the same time slugs of their own', async () => {
      const name = `Bar Gemello ${Date.now()}`;
      const added = await Promise.all(
        [1, 2, 3].map(() =>
          t.app.db.transaction(async (tx) => {
            const [row] = await tx
              .insert(places)
              .values({ name, address: 'Via Roma 1, Torino' })
              .returning({ id: places.id, slug: places.slug });
            return row!;
          }),
        ),
      );
      const slugs = added.map((row) => row.slug);
      expect(new Set(slugs).size).toBe(3);
      const base = `bar-gemello-${name.split(' ').at(-1)}-torino`;
      expect(slugs).toContain(base);
      for (const row of added.filter((row) => row.slug !== base)) {
        expect(row.slug).toBe(`${base}-${row.id.replace(/-/g, '').slice(0, 8)}`);
      }
    });

    it('keeps its slug when the venue is renamed', async () => {
      await t.app.db.update(places).set({ name: 'Osteria Nuova' }).where(eq(places.id, placeId));
      expect((await get(webPaths.wall(slug))).body).toContain('Osteria Nuova');
      await t.app.db.update(places).set({ name: 'Osteria del Porto' }).where(eq(places.id, placeId));
    });
  });
});
