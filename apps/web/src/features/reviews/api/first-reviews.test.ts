import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession, saveSessionVenues } from '@/lib/saved-session';
import { takeEarlyGet } from '@/lib/early-requests';
import { makeReview } from '@/testing/dashboard-fixtures';
import { makeClaim, makeUser, makeVenue } from '@/testing/fixtures';
import { clearTestSession, fakeIdToken, saveTestSession } from '@/testing/saved-session';
import { keepChosenPlaceId } from '@/stores/chosen-place';
import { DEFAULT_REVIEW_LIST } from '../utils/review-list-url';
import { startFirstReviews } from './first-reviews';
import { getReviews } from './get-reviews';

const first = makeVenue(makeClaim('approved').restaurant, 'owner');
const second = makeVenue({ ...makeClaim('approved').restaurant, id: 'a0000000-0000-4000-8000-000000000002' });
const review = makeReview();

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ data: [review], next_cursor: null }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  saveTestSession();
  saveSessionVenues(makeUser().uid, [first, second]);
  keepChosenPlaceId(second.place.id);
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  clearTestSession();
  localStorage.clear();
});

const requested = () => fetchMock.mock.calls.map(([url]) => String(url));

describe("a returning owner's first reviews, before the app has loaded", () => {
  it("asks for the chosen venue's first page with the saved token, and preloads its first poster", async () => {
    await startFirstReviews();
    expect(requested()).toEqual([`/api/places/${second.place.id}/reviews?sort=newest&take=10`]);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${fakeIdToken()}`);
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toHaveAttribute(
      'imagesrcset',
      expect.stringContaining(review.poster_small_url ?? 'no small poster') as string,
    );
  });

  it("hands its answer to the grid's own request for the list, which then asks nothing more", async () => {
    await startFirstReviews();
    const page = await getReviews(second.place.id, DEFAULT_REVIEW_LIST, null);
    expect(page.reviews.map((item) => item.id)).toEqual([review.id]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Once: the next ask goes to the API.
    await getReviews(second.place.id, DEFAULT_REVIEW_LIST, null);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not hand over an answer that has grown old: the grid asks again', async () => {
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    await startFirstReviews();
    clock.mockReturnValue(now + 31_000);
    expect(takeEarlyGet(`/places/${second.place.id}/reviews`, { take: 10, sort: 'newest' })).toBeUndefined();
  });

  it('asks nothing with a token that needs renewing first, or without the saved venues', async () => {
    saveSession({
      user: makeUser(),
      idToken: fakeIdToken(),
      refreshToken: 'refresh-token',
      expiresAt: Date.now() + 30_000,
    });
    await startFirstReviews();
    saveTestSession();
    localStorage.removeItem('venues.sessionVenues');
    await startFirstReviews();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
