import { REVIEWS_PAGE_SIZE } from '@venues/contracts/review-list';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSessionVenues } from '@/lib/saved-session';
import { makeReview } from '@/testing/dashboard-fixtures';
import { makeClaim, makeUser, makeVenue } from '@/testing/fixtures';
import { clearTestSession, saveTestSession } from '@/testing/saved-session';
import { useSessionStore } from '@/stores/session-store';
import { DEFAULT_REVIEW_LIST, reviewListQuery } from '../utils/review-list-url';
import { askFirstReviewsEarly, DEFAULT_LIST_QUERY, reviewsPageRequest } from './first-page';

const first = makeVenue(makeClaim('approved').restaurant, 'owner');
const second = makeVenue({ ...makeClaim('approved').restaurant, id: 'place-2' }, 'team');

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const askedAddresses = () => fetchMock.mock.calls.map(([address]) => address as string);

beforeEach(() => {
  saveTestSession();
  saveSessionVenues(makeUser().uid, [first, second]);
  useSessionStore.setState({ user: makeUser(), currentPlaceId: null });
  fetchMock = vi.fn<typeof fetch>(() => new Promise(() => undefined));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  clearTestSession();
});

describe("the reviews' first page, asked for before the page's code", () => {
  it("is the grid's own first request of the list without filters", () => {
    expect(reviewListQuery(DEFAULT_REVIEW_LIST)).toEqual(DEFAULT_LIST_QUERY);
    expect(reviewsPageRequest('p 1', DEFAULT_LIST_QUERY, null, REVIEWS_PAGE_SIZE)).toEqual({
      url: '/places/p%201/reviews',
      params: { sort: 'newest', take: REVIEWS_PAGE_SIZE },
    });
  });

  it('is the current venue’s, from the saved venues', async () => {
    useSessionStore.setState({ currentPlaceId: second.place.id });
    askFirstReviewsEarly('');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(askedAddresses()).toEqual([`/api/places/${second.place.id}/reviews?sort=newest&take=10`]);
  });

  it('is the first venue’s when the chosen one is no longer among them', async () => {
    useSessionStore.setState({ currentPlaceId: 'gone' });
    askFirstReviewsEarly('');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(askedAddresses()).toEqual([`/api/places/${first.place.id}/reviews?sort=newest&take=10`]);
  });

  it('has its first poster loaded as soon as it comes, before the grid reads it', async () => {
    const review = makeReview();
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify({ data: [review], next_cursor: null }), { status: 200 })),
    );
    askFirstReviewsEarly('');
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][as="image"]')).toHaveAttribute(
        'imagesrcset',
        expect.stringContaining(review.poster_small_url ?? 'no small poster') as string,
      ),
    );
  });

  it('is left to the page for a list with filters, or without saved venues', async () => {
    askFirstReviewsEarly('?rating_min=4');
    saveSessionVenues(makeUser().uid, []);
    askFirstReviewsEarly('');
    saveSessionVenues(makeUser().uid, [{ ...first, role: 'guest' as never }]);
    askFirstReviewsEarly('');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
