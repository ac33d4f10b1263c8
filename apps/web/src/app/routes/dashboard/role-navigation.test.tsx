import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signOutHere } from '@/lib/sign-out';
import { makeStats } from '@/testing/dashboard-fixtures';
import { makeClaim, makeUser, makeVenue, venueWire } from '@/testing/fixtures';
import { mockApi, type MockReply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { renderDashboard } from '@/testing/render-dashboard';
import { clearTestSession, saveTestSession } from '@/testing/saved-session';

vi.mock('@/lib/sign-out', () => ({ signOutHere: vi.fn(() => Promise.resolve()) }));

// The screens load lazily; a loaded machine takes longer than a query's wait to import them the first time.
beforeAll(async () => {
  await Promise.all([import('./redeem'), import('./summary'), import('./profile/profile')]);
}, 30_000);

let server: ReturnType<typeof mockApi>;
afterEach(() => server.restore());

function serve(extra: Record<string, () => MockReply> = {}) {
  server = mockApi({
    'GET /places/stats': () => ({ body: { data: makeStats() } }),
    'GET /places/missions': () => ({ body: { data: [] } }),
    'GET /places/reviewers': () => ({ body: { data: [] } }),
    'GET /places/:id/reviews': () => ({ body: { data: [], next_cursor: null } }),
    ...extra,
  });
}

const porto = makeClaim('approved').restaurant;
const napoli = makeClaim('approved').restaurant;
const location = () => screen.getByRole('status', { name: 'current location' }).textContent;
const sections = () =>
  within(screen.getByRole('navigation', { name: 'Dashboard' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/dashboard'))
    .map((link) => link.textContent);

describe('navigation by role', () => {
  it("opens a team member's venue on the redeem screen and shows only what the role may use", async () => {
    serve();
    renderDashboard('/dashboard/summary', { claims: [], venues: [makeVenue(porto, 'team')] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Redeem a pass' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard/missions/redeem');
    expect(sections()).toEqual(['Reviews', 'Redeem', 'QR code', 'Profile']);
    expect(server.calls.some((call) => call.path === '/places/stats')).toBe(false);
  });

  it('sends a team member who opens the report to the redeem screen', async () => {
    serve();
    renderDashboard('/dashboard/report', { claims: [], venues: [makeVenue(porto, 'team')] });
    await waitFor(() => expect(location()).toBe('/dashboard/missions/redeem'));
  });

  it('gives a manager the activity tab but neither billing, plans nor the team', async () => {
    serve();
    renderDashboard('/dashboard/profile/team', { claims: [], venues: [makeVenue(porto, 'manager')] });
    await waitFor(() => expect(location()).toBe('/dashboard/summary'));
    expect(sections()).toEqual(['Summary', 'Reviews', 'Missions', 'QR code', 'Report', 'Profile']);

    await userEvent.click(screen.getAllByRole('link', { name: 'Profile' })[0] as HTMLElement);
    const tabs = within(
      await screen.findByRole('navigation', { name: 'Profile sections' }, { timeout: 5000 }),
    );
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'profile',
      'integrations',
      'activity',
      'notifications',
    ]);
  });

  it("gives an owner every tab, the Team tab with its waiting requests' count", async () => {
    serve();
    renderDashboard('/dashboard/profile', {
      claims: [],
      venues: [makeVenue(porto, 'owner', { pendingAccessRequests: 2 })],
    });
    const tabs = within(
      await screen.findByRole('navigation', { name: 'Profile sections' }, { timeout: 5000 }),
    );
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'profile',
      'billing',
      'plans',
      'integrations',
      'team2 access requests waiting',
      'activity',
      'notifications',
    ]);
    expect(tabs.getByRole('link', { name: /^team 2 access requests waiting$/ })).toHaveAttribute(
      'href',
      '/dashboard/profile/team',
    );
  });

  it('lists every venue in the switcher with the role, and the new role rules the pages', async () => {
    serve();
    renderDashboard('/dashboard/summary', {
      claims: [],
      venues: [makeVenue(porto, 'owner'), makeVenue(napoli, 'team')],
      current: porto.id,
    });
    const switcher = await screen.findByRole('button', { name: `Current restaurant: ${porto.name}` });
    await userEvent.click(switcher);
    const options = screen.getAllByRole('button', { name: /Trattoria/ }).filter((b) => b !== switcher);
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringMatching(new RegExp(`^${porto.name}.*Owner$`)),
      expect.stringMatching(new RegExp(`^${napoli.name}.*Team member$`)),
    ]);
    await userEvent.click(options[1] as HTMLElement);
    await waitFor(() => expect(location()).toBe('/dashboard/missions/redeem'));
  });

  it('opens the venue a request gave access to, though the venues saved by the last visit had none', async () => {
    server = mockApi({
      'GET /places/missions': () => ({ body: { data: [] } }),
      'GET /places/reviewers': () => ({ body: { data: [] } }),
      // The fresh list answers after the claims: the saved "no venue" must not send the user away.
      'GET /users/places': async () => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        return { body: { data: [venueWire(makeVenue(porto, 'team'))] } };
      },
    });
    saveTestSession();
    try {
      renderApp('/dashboard', { user: makeUser(), claims: [], savedVenues: [] });
      await waitFor(() => expect(location()).toBe('/dashboard/missions/redeem'), { timeout: 5000 });
    } finally {
      clearTestSession();
    }
  });

  it("reads the venues again when the API refuses a venue's data: the role may have ended", async () => {
    let venuesAsked = 0;
    server = mockApi({
      'GET /places/stats': () => ({
        status: 403,
        body: { error: { code: 'auth/forbidden', message: 'No' } },
      }),
      'GET /places/missions': () => ({ body: { data: [] } }),
      'GET /places/reviewers': () => ({ body: { data: [] } }),
      'GET /users/places': () => {
        venuesAsked += 1;
        return { body: { data: [] } };
      },
      'GET /places/claim': () => ({ body: { data: [] } }),
    });
    renderDashboard('/dashboard/summary', { claims: [], venues: [makeVenue(porto, 'manager')] });
    await waitFor(() => expect(venuesAsked).toBeGreaterThan(0));
    await waitFor(() => expect(location()).toBe('/onboarding/claim-restaurant'));
  });

  it('signs the person out when the API says their session ended elsewhere (a disabled account)', async () => {
    server = mockApi({
      'GET /places/stats': () => ({
        status: 401,
        body: { error: { code: 'auth/session-ended', message: 'This session has ended.' } },
      }),
      'GET /places/missions': () => ({ body: { data: [] } }),
      'GET /places/reviewers': () => ({ body: { data: [] } }),
    });
    renderDashboard('/dashboard/summary', { claims: [], venues: [makeVenue(porto, 'owner')] });
    await waitFor(() => expect(location()).toBe('/login'));
    expect(vi.mocked(signOutHere)).toHaveBeenCalled();
  });
});
