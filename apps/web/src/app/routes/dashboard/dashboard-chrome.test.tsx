import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { makeStats } from '@/testing/dashboard-fixtures';
import { makeClaim } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderDashboard } from '@/testing/render-dashboard';

let server: ReturnType<typeof mockApi>;
afterEach(() => server.restore());

function serve() {
  server = mockApi({
    'GET /places/stats': () => ({ body: { data: makeStats() } }),
    'GET /places/missions': () => ({ body: { data: [] } }),
    'GET /places/reviewers': () => ({ body: { data: [] } }),
    'POST /stripe/customer': () => ({
      status: 201,
      body: {
        success: true,
        customer: { id: 'cus_new', email: 'owner@demo.test', name: 'Owner', subscriptions: [] },
      },
    }),
  });
}

const porto = makeClaim('approved', {});
const napoli = makeClaim('approved', {});
const pending = makeClaim('pending');
const statsIds = () =>
  server.calls.filter((call) => call.path === '/places/stats').map((call) => call.params.id);

describe('restaurant switcher', () => {
  it('lists approved claims only, checks the current one and switches to another', async () => {
    serve();
    renderDashboard('/dashboard/summary', { claims: [porto, napoli, pending], current: porto.id });
    const switcher = await screen.findByRole('button', {
      name: `Current restaurant: ${porto.restaurant.name}`,
    });
    await userEvent.click(switcher);
    const options = screen.getAllByRole('button', { name: /Trattoria/ }).filter((b) => b !== switcher);
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining(porto.restaurant.name),
      expect.stringContaining(napoli.restaurant.name),
    ]);
    expect(
      screen.queryByRole('button', { name: new RegExp(pending.restaurant.name) }),
    ).not.toBeInTheDocument();
    expect(options[0]).toHaveAttribute('aria-current', 'true');
    expect(options[0]?.querySelector('svg')).not.toBeNull();
    expect(options[1]?.querySelector('svg')).toBeNull();

    await userEvent.click(options[1] as HTMLElement);
    expect(useSessionStore.getState().currentPlaceId).toBe(napoli.id);
    expect(localStorage.getItem('venues.currentPlaceId')).toContain(napoli.id);
    expect(
      await screen.findByRole('button', { name: `Current restaurant: ${napoli.restaurant.name}` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(statsIds()).toContain(napoli.restaurant.id));
  });

  it('shows the only restaurant without a menu or a check', async () => {
    serve();
    renderDashboard('/dashboard/summary', { claims: [porto, pending] });
    // Named in text, not with aria-label, which a paragraph may not carry.
    const name = await screen.findByText(porto.restaurant.name, { selector: 'p > span' });
    expect(name.parentElement).toHaveTextContent(`Current restaurant: ${porto.restaurant.name}`);
    expect(screen.queryByRole('button', { name: /Current restaurant/ })).not.toBeInTheDocument();
  });
});

describe('user and mobile menus', () => {
  it('shows photo, name, email, settings and logout in the user menu', async () => {
    serve();
    renderDashboard('/dashboard/summary', { claims: [porto] });
    // The initials the avatar shows are part of the name (label in name).
    await userEvent.click(await screen.findByRole('button', { name: 'O, account menu' }));
    const settings = screen.getAllByRole('link', { name: 'Settings' })[0];
    expect(settings).toHaveAttribute('href', '/dashboard/profile');
    expect(screen.getAllByText('owner@demo.test')[0]).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Logout' })).toHaveLength(2);
  });

  it('offers the manage-claims link only to a user with more than one claim', async () => {
    serve();
    renderDashboard('/dashboard/summary', { claims: [porto, pending] });
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Manage your requests' })).toHaveAttribute(
      'href',
      '/dashboard/claims',
    );
    expect(within(menu).getByRole('button', { name: new RegExp(porto.restaurant.name) })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/dashboard/reviews');
  });

  it('has no manage-claims link with a single claim', async () => {
    serve();
    renderDashboard('/dashboard/summary', { claims: [porto] });
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(screen.queryByRole('link', { name: 'Manage your requests' })).not.toBeInTheDocument();
  });

  it('links the chat assistant to WhatsApp', async () => {
    serve();
    renderDashboard('/dashboard/summary', { claims: [porto] });
    const links = await screen.findAllByRole('link', { name: 'Open in WhatsApp' });
    expect(links[0]).toHaveAttribute('href', 'https://wa.me/390000000000');
  });
});

describe('billing customer', () => {
  it('creates the customer when the lookup finds none, then shows the dashboard', async () => {
    serve();
    server.restore();
    let created = false;
    server = mockApi({
      'GET /stripe/customer': () => ({
        body: created
          ? {
              success: true,
              customer: { id: 'cus_new', email: 'owner@demo.test', name: 'Owner', subscriptions: [] },
            }
          : { success: false },
      }),
      'POST /stripe/customer': () => {
        created = true;
        return {
          status: 201,
          body: {
            success: true,
            customer: { id: 'cus_new', email: 'owner@demo.test', name: 'Owner', subscriptions: [] },
          },
        };
      },
      'GET /places/stats': () => ({ body: { data: makeStats() } }),
    });
    renderDashboard('/dashboard/summary', { claims: [porto], customer: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Summary' })).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === '/stripe/customer')?.params).toEqual({
      email: 'owner@demo.test',
    });
    await waitFor(() => expect(server.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Owner',
      email: 'owner@demo.test',
      restaurant_id: porto.restaurant.id,
    });
  });

  function serveFailingCustomer() {
    const state = { fail: true };
    server = mockApi({
      'GET /stripe/customer': () =>
        state.fail
          ? { status: 503, body: {} }
          : { body: { success: true, customer: { id: 'cus_1', email: 'o', name: 'O', subscriptions: [] } } },
      'GET /places/stats': () => ({ body: { data: makeStats() } }),
      'GET /places/missions': () => ({ body: { data: [] } }),
      'GET /places/reviewers': () => ({ body: { data: [] } }),
      'GET /places/:id/reviews': () => ({ body: { data: [], next_cursor: null } }),
    });
    return state;
  }

  it('does not blank the summary when the lookup fails: the summary needs no billing', async () => {
    serveFailingCustomer();
    renderDashboard('/dashboard/summary', { claims: [porto], customer: null });
    await waitFor(() => expect(server.calls.some((call) => call.path === '/stripe/customer')).toBe(true));
    expect(await screen.findByRole('heading', { level: 1, name: 'Summary' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Total reviews' })).getByText('64'),
      ).toBeInTheDocument(),
    );
    expect(screen.getByRole('region', { name: 'My missions' })).toBeInTheDocument();
    expect(screen.queryByText('We could not load your billing account.')).not.toBeInTheDocument();
  });

  it('shows the billing error with a retry only where billing is needed, under the page', async () => {
    const state = serveFailingCustomer();
    renderDashboard('/dashboard/reviews', { claims: [porto], customer: null });
    expect(await screen.findByText('We could not load your billing account.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
    state.fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.queryByText('We could not load your billing account.')).not.toBeInTheDocument(),
    );
  });
});
