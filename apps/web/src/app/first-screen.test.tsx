import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveSessionVenues } from '@/lib/saved-session';
import { makeReview } from '@/testing/dashboard-fixtures';
import { mockApi } from '@/testing/mock-api';
import { makeClaim, makeUser, makeVenue } from '@/testing/fixtures';
import { clearTestSession, saveTestSession } from '@/testing/saved-session';
import { useSessionStore } from '@/stores/session-store';
import { App } from './app';
import { AppRoutes } from './app-routes';
import { prepareFirstScreen } from './first-screen';
import { loadQueryClient } from './provider';

const venue = makeVenue(makeClaim('approved').restaurant, 'team');

let server: ReturnType<typeof mockApi>;

beforeEach(() => {
  // Nothing answers: the first render is all the test looks at.
  server = mockApi({ 'GET /users/places': () => new Promise(() => undefined) });
  saveTestSession();
  saveSessionVenues(makeUser().uid, [venue]);
  useSessionStore.setState({ user: makeUser(), currentPlaceId: null });
});

afterEach(async () => {
  server.restore();
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  clearTestSession();
  // The app's one query client outlives a test: the next starts from an empty cache.
  (await loadQueryClient()).clear();
});

function renderDashboard(path: string) {
  act(() => {
    render(
      <App>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes localMode={false} />
        </MemoryRouter>
      </App>,
    );
  });
}

describe("a returning user's first screen", () => {
  it('draws the top bar, the venue, the navigation by role and the heading in its first render', async () => {
    await prepareFirstScreen(true, '/dashboard/reviews');
    // One synchronous render, no waiting: what the first paint shows.
    renderDashboard('/dashboard/reviews');
    // The top bar (the page's own header counts as a banner too in jsdom).
    const [topBar] = screen.getAllByRole('banner');
    expect(within(topBar!).getByText(venue.place.name)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /Reviews/ })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'page');
    // A team member's tabs: the redeem screen in place of the missions.
    expect(within(nav).getByRole('link', { name: 'Redeem' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Missions' })).toBeNull();
  });

  it('leaves out venues saved in an older shape: the guard waits for the API instead', async () => {
    const { plan: _plan, ...older } = venue;
    saveSessionVenues(makeUser().uid, [older as typeof venue]);
    await prepareFirstScreen(true, '/dashboard/summary');
    renderDashboard('/dashboard/summary');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText(venue.place.name)).toBeNull();
  });

  it("asks for the reviews' first page and its first poster beside the page's code, once", async () => {
    const review = makeReview();
    server.restore();
    server = mockApi({
      'GET /users/places': () => new Promise(() => undefined),
      'GET /places/:id/reviews': () => ({ body: { data: [review], next_cursor: null } }),
    });
    const listCalls = () => server.calls.filter((call) => call.path === `/places/${venue.place.id}/reviews`);
    await prepareFirstScreen(true, '/dashboard/reviews');
    // The poster is asked for as the card will ask for it: the small WebP on a phone.
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][as="image"]')).toHaveAttribute(
        'imagesrcset',
        expect.stringContaining(review.poster_small_url ?? 'no small poster') as string,
      ),
    );
    renderDashboard('/dashboard/reviews');
    expect(await screen.findByRole('heading', { name: review.title })).toBeInTheDocument();
    expect(listCalls()).toHaveLength(1);
  });

  it('leaves the list of a link to one review to the page, which may switch the venue', async () => {
    await prepareFirstScreen(true, '/dashboard/reviews', '?review=10000000-0000-4000-8000-000000000001');
    // Time for a request that should not be made.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.calls.some((call) => call.path.endsWith('/reviews'))).toBe(false);
  });
});
