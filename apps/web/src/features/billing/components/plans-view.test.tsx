import { PLANS, type CustomerResponse, type Plan } from '@venues/contracts/billing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { camelize } from '@venues/contracts/wire';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-error';
import { getClaimsQueryOptions } from '@/lib/claims-queries';
import { getVenuesQueryOptions } from '@/lib/venues-queries';
import { useSessionStore } from '@/stores/session-store';
import { makeClaim, makeUser, venuesOfClaims } from '@/testing/fixtures';
import { getCustomerQueryOptions } from '../api/get-customer';
import { getPlansQueryOptions } from '../api/get-plans';
import { PlansView } from './plans-view';

const get = vi.hoisted(() => vi.fn());
const post = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ api: { get, post } }));

const plans: Plan[] = PLANS.map((p) => ({
  id: p.id,
  price_id: p.id === 'enterprise' ? null : `price_${p.id}`,
  price_cents: p.priceCents,
  currency: 'eur',
  interval: 'month',
  self_service: p.selfService,
  benefits: p.benefits,
}));

const user = makeUser();
const claim = makeClaim('approved');

function customerWith(items: { price: string; quantity?: number }[]): CustomerResponse {
  return {
    success: true,
    customer: {
      id: 'cus_owner',
      email: user.email ?? '',
      name: 'Owner',
      subscriptions: [
        {
          id: 'sub_owner',
          restaurant_id: claim.restaurant.id,
          status: 'active',
          items: {
            total_count: items.length,
            data: items.map((item, i) => ({
              id: `si_${i}`,
              quantity: item.quantity ?? 1,
              plan: { id: item.price },
            })),
          },
        },
      ],
    },
  };
}

function renderPlans(customer: CustomerResponse | undefined) {
  useSessionStore.setState({ user, currentPlaceId: claim.restaurant.id });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(getClaimsQueryOptions(user.uid).queryKey, [claim]);
  queryClient.setQueryData(getVenuesQueryOptions(user.uid).queryKey, venuesOfClaims([claim]));
  queryClient.setQueryData(getPlansQueryOptions().queryKey, camelize(plans));
  if (customer)
    queryClient.setQueryData(getCustomerQueryOptions(user.uid, user.email).queryKey, camelize(customer));
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/dashboard/profile/plans']}>
        <Routes>
          <Route path="/dashboard/profile/plans" element={<PlansView />} />
          <Route path="/dashboard/summary" element={<h1>Summary</h1>} />
        </Routes>
      </MemoryRouter>
      <ToastContainer />
    </QueryClientProvider>,
  );
}

const card = (title: string) => screen.getByRole('listitem', { name: title });

beforeEach(() => {
  get.mockImplementation((url: string) => {
    if (url === '/stripe/subscription') {
      return Promise.resolve({
        data: { subscription: { subscription_id: 'sub_owner', subscription_item_id: 'si_0' } },
      });
    }
    // The customer is refetched on mount (staleTime 0): answer with what the cache was seeded with.
    return new Promise(() => undefined);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  get.mockReset();
  post.mockReset();
});

describe('plans', () => {
  it('shows every plan with its capitalised title, price and benefits, and a spinner while pending', () => {
    renderPlans(undefined);
    expect(card('Free')).toHaveTextContent('€0');
    expect(card('Starter')).toHaveTextContent('€29');
    expect(card('Pro')).toHaveTextContent('€79');
    expect(card('Enterprise')).toHaveTextContent('On request');
    expect(
      within(card('Starter')).getByRole('list', { name: 'What the Starter plan includes' }),
    ).toHaveTextContent('Download your video reviews');
    expect(within(card('Pro')).getByRole('status')).toHaveTextContent('Loading your plan…');
    expect(screen.queryByRole('button', { name: 'your plan' })).not.toBeInTheDocument();
  });

  it("marks the matching plan 'your plan' and disabled, and offers the others", async () => {
    renderPlans(customerWith([{ price: 'price_starter' }]));
    const yours = await within(card('Starter')).findByRole('button', { name: 'your plan' });
    expect(yours).toBeDisabled();
    expect(card('Starter')).toHaveAttribute('aria-current', 'true');
    expect(within(card('Pro')).getByRole('button', { name: 'Choose Pro' })).toBeEnabled();
    expect(within(card('Free')).getByRole('button', { name: 'Choose Free' })).toBeEnabled();
    expect(within(card('Enterprise')).getByRole('link', { name: 'Contact support' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'your plan' })).toHaveLength(1);
  });

  it('opens the session in a new window and goes to summary after choosing a plan', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: {} } as Window);
    post.mockResolvedValue({
      data: { session_url: 'http://localhost:3000/billing/session/bps_local_abcdefgh' },
    });
    renderPlans(customerWith([{ price: 'price_starter' }]));
    await userEvent.setup().click(await within(card('Pro')).findByRole('button', { name: 'Choose Pro' }));

    expect(post).toHaveBeenCalledWith('/stripe/subscription/update', {
      customer_id: 'cus_owner',
      subscription_item_id: 'si_0',
      to: 'pro',
      return_url: `${window.location.origin}/dashboard/profile/plans`,
    });
    expect(await screen.findByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith('http://localhost:3000/billing/session/bps_local_abcdefgh', '_blank');
  });

  it('marks the plan the API enforces for two subscription items, and gives a mailto to support carrying every id', async () => {
    renderPlans(customerWith([{ price: 'price_starter' }, { price: 'price_pro' }]));
    // The better item gives the venue its plan, as the API decides it.
    await within(card('Pro')).findByRole('button', { name: 'your plan' });
    expect(screen.queryByRole('button', { name: /^Choose/ })).not.toBeInTheDocument();

    const link = within(card('Starter')).getByRole('link', { name: 'Contact support' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('support@demo.test');
    const subject = href.searchParams.get('subject') ?? '';
    const body = href.searchParams.get('body') ?? '';
    expect(subject).toBe('Plan change request: starter');
    for (const line of [
      `user_id: ${user.uid}`,
      'customer_id: cus_owner',
      `restaurant_id: ${claim.restaurant.id}`,
      'new_plan: starter',
    ]) {
      expect(body).toContain(line);
    }
  });

  it('refuses to cancel a subscription with more than one item, asking to contact support', async () => {
    renderPlans(customerWith([{ price: 'price_pro' }, { price: 'price_starter' }]));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please contact support to cancel it.');
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses to cancel a quantity above 1', async () => {
    renderPlans(customerWith([{ price: 'price_pro', quantity: 2 }]));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please contact support');
    expect(post).not.toHaveBeenCalled();
  });

  it('cancels a single item through the payment session', async () => {
    vi.spyOn(window, 'open').mockReturnValue({ opener: {} } as Window);
    post.mockResolvedValue({
      data: { session_url: 'http://localhost:3000/billing/session/bps_local_abcdefgh' },
    });
    renderPlans(customerWith([{ price: 'price_pro' }]));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    expect(post).toHaveBeenCalledWith('/stripe/subscription/cancel', {
      customer_id: 'cus_owner',
      subscription_id: 'sub_owner',
      return_url: `${window.location.origin}/dashboard/profile/plans`,
    });
    expect(await screen.findByRole('heading', { name: 'Summary' })).toBeInTheDocument();
  });

  it('toasts errors.{code} for a coded failure and the generic text otherwise', async () => {
    post.mockRejectedValueOnce(new ApiRequestError(409, 'billing/already-on-plan', 'Already'));
    post.mockRejectedValueOnce(new Error('offline'));
    renderPlans(customerWith([{ price: 'price_starter' }]));
    const user = userEvent.setup();
    await user.click(await within(card('Pro')).findByRole('button', { name: 'Choose Pro' }));
    expect(await screen.findByText('You are already on this plan.')).toBeInTheDocument();
    await user.click(within(card('Free')).getByRole('button', { name: 'Choose Free' }));
    expect(
      await screen.findByText('An unexpected error occurred, please contact support'),
    ).toBeInTheDocument();
  });
});
