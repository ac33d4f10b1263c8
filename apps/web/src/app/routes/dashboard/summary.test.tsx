import type { Reviewer } from '@venues/contracts/dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { makeMission, makeStats } from '@/testing/dashboard-fixtures';
import { makeClaim } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderDashboard } from '@/testing/render-dashboard';

const claim = makeClaim('approved', {});
const placeId = claim.restaurant.id;
let server: ReturnType<typeof mockApi>;
afterEach(() => server.restore());

function reviewer(name: string, status: Reviewer['status']): Reviewer {
  return {
    id: `20000000-0000-4000-8000-${String(name.length).padStart(12, '0')}`,
    display_name: name,
    photo_url: null,
    status,
    visits_30d: 2,
    last_visit_at: '2026-05-01T10:00:00.000Z',
  };
}

function serve(stats = makeStats()) {
  const day = 24 * 60 * 60 * 1000;
  server = mockApi({
    'GET /places/stats': () => ({ body: { data: stats } }),
    'GET /places/missions': () => ({
      body: {
        data: [
          makeMission(new Date(Date.now() + 7 * day).toISOString(), { title: 'Pizza night' }),
          makeMission(new Date(Date.now() - 7 * day).toISOString(), { title: 'Spring brunch' }),
        ],
      },
    }),
    'GET /places/reviewers': () => ({
      body: { data: [reviewer('Anna Neri', 'new'), reviewer('Bruno Esposito', 'returning')] },
    }),
  });
}

const card = (name: string) => screen.getByRole('region', { name });

describe('summary', () => {
  it('shows the welcome line and the figures of the current restaurant', async () => {
    serve();
    renderDashboard('/dashboard/summary', { claims: [claim] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Summary' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Owner!')).toBeInTheDocument();
    await waitFor(() => expect(within(card('Total reviews')).getByText('64')).toBeInTheDocument());
    expect(within(card('Total reviews')).getByText('9 in the past 30 days')).toBeInTheDocument();
    expect(within(card('Estimated value generated')).getByText('€1,234.56')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === '/places/stats')?.params).toEqual({ id: placeId });
  });

  it('formats the value in euros the Italian way', async () => {
    await i18n.changeLanguage('it');
    serve(makeStats({ estimated_value_30d: 1234567 }));
    renderDashboard('/dashboard/summary', { claims: [claim] });
    await waitFor(() => {
      const value = within(card('Valore stimato generato')).getByText(
        (_, element) => element?.childElementCount === 0 && element.textContent === '12.345,67\u00a0€',
      );
      expect(value).toBeInTheDocument();
    });
    expect(screen.getByText('Ti diamo il bentornato, Owner!')).toBeInTheDocument();
  });

  it('shows my missions as active or expired, with a view-all link to the missions', async () => {
    serve();
    renderDashboard('/dashboard/summary', { claims: [claim] });
    const missions = card('My missions');
    const pizza = (await within(missions).findByText('Pizza night')).closest('li') as HTMLElement;
    expect(within(pizza).getByText('Active')).toHaveAttribute('data-tone', 'green');
    const brunch = within(missions).getByText('Spring brunch').closest('li') as HTMLElement;
    expect(within(brunch).getByText('Expired')).toHaveAttribute('data-tone', 'red');
    expect(within(missions).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/dashboard/missions',
    );
  });

  it('shows new and returning customers, all of them behind View all', async () => {
    serve();
    renderDashboard('/dashboard/summary', { claims: [claim] });
    const customers = await screen.findByRole('region', { name: 'New customers' });
    const anna = (await within(customers).findByText('Anna Neri')).closest('li') as HTMLElement;
    expect(within(anna).getByText('New')).toBeInTheDocument();
    const bruno = within(customers).getByText('Bruno Esposito').closest('li') as HTMLElement;
    expect(within(bruno).getByText('Returning')).toBeInTheDocument();
    await userEvent.click(within(customers).getByRole('button', { name: 'View all' }));
    expect(
      within(screen.getByRole('dialog', { name: 'All customers' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('welcomes a freshly claimed venue without stats and sends it to the reviews', async () => {
    serve(makeStats({ total_reviews: 0, visits_30d: 0, estimated_value_30d: 0 }));
    renderDashboard('/dashboard/summary', { claims: [claim] });
    expect(await screen.findByRole('heading', { name: 'Your stats are being prepared' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to reviews!' })).toHaveAttribute(
      'href',
      '/dashboard/reviews',
    );
    expect(screen.queryByRole('region', { name: 'Total reviews' })).not.toBeInTheDocument();
  });

  it('offers a retry when the figures fail to load', async () => {
    server = mockApi({ 'GET /places/stats': () => ({ status: 500, body: {} }) });
    renderDashboard('/dashboard/summary', { claims: [claim] });
    expect(await screen.findByText('We could not load your figures.')).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());
  });
});
