import type { BillingSession } from '@venues/contracts/billing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-error';
import { BillingSessionView } from './billing-session-view';

const get = vi.hoisted(() => vi.fn());
const post = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ api: { get, post } }));

const ID = 'bps_local_abcdefgh';
const session = (overrides: Partial<BillingSession> = {}): BillingSession => ({
  id: ID,
  kind: 'subscription_update',
  status: 'open',
  expires_at: '2030-01-01T00:00:00.000Z',
  return_url: `${window.location.origin}/dashboard/profile/plans`,
  customer_id: 'cus_owner',
  restaurant: { id: 'r1', name: 'Trattoria Da Mario' },
  current_plan: { id: 'starter', price_cents: 2900 },
  new_plan: { id: 'pro', price_cents: 7900 },
  ...overrides,
});

function renderSession() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/billing/session/${ID}`]}>
        <Routes>
          <Route path="/billing/session/:id" element={<BillingSessionView id={ID} />} />
          <Route path="/dashboard/profile/plans" element={<h1>Plans</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  get.mockReset();
  post.mockReset();
});

describe('local billing session page', () => {
  it('shows the plan change and confirms it, then returns to return_url', async () => {
    get.mockResolvedValue({ data: { session: session() } });
    post.mockResolvedValue({ data: { return_url: session().return_url } });
    renderSession();
    expect(await screen.findByRole('heading', { name: 'Change of plan' })).toBeInTheDocument();
    expect(screen.getByText('Trattoria Da Mario')).toBeInTheDocument();
    expect(screen.getByText('Current plan').nextElementSibling).toHaveTextContent('Starter · €29 / month');
    expect(screen.getByText('New plan').nextElementSibling).toHaveTextContent('Pro · €79 / month');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
    expect(post).toHaveBeenCalledWith(`/billing/sessions/${ID}/confirm`, {});
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeInTheDocument();
  });

  it('cancels without changing anything', async () => {
    get.mockResolvedValue({
      data: { session: session({ kind: 'subscription_cancel', new_plan: { id: 'free', price_cents: 0 } }) },
    });
    post.mockResolvedValue({ data: { return_url: session().return_url } });
    renderSession();
    expect(await screen.findByRole('heading', { name: 'Cancel the subscription' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(post).toHaveBeenCalledWith(`/billing/sessions/${ID}/cancel`, {});
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeInTheDocument();
  });

  it('explains a used session and links back to plans', async () => {
    get.mockResolvedValue({ data: { session: session({ status: 'used' }) } });
    renderSession();
    expect(
      await screen.findByText('This change has already been confirmed or cancelled.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute(
      'href',
      '/dashboard/profile/plans',
    );
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('explains an unknown session', async () => {
    get.mockRejectedValue(new ApiRequestError(404, 'billing/session-not-found', 'No such session'));
    renderSession();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This billing page does not exist or is not yours.',
    );
  });
});
