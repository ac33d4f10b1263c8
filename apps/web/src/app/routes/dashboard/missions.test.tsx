import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MissionsList } from '@/features/missions/components/missions-list';
import { makeMission } from '@/testing/dashboard-fixtures';
import { makeClaim } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderDashboard } from '@/testing/render-dashboard';

let server: ReturnType<typeof mockApi>;
afterEach(() => server.restore());
const claim = makeClaim('approved');

describe('missions', () => {
  it('lists title, description, status and deadline of each mission', async () => {
    server = mockApi({
      'GET /places/missions': () => ({
        body: {
          data: [
            makeMission('2999-01-31T23:00:00.000Z', {
              title: 'Pizza night',
              description: 'Two pizzas, one price',
            }),
            makeMission('2001-06-15T10:00:00.000Z', { title: 'Spring brunch' }),
          ],
        },
      }),
    });
    renderDashboard('/dashboard/missions', { claims: [claim] });
    const list = await screen.findByRole('list', { name: 'Missions' });
    const [pizza, brunch] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(pizza).getByRole('heading', { name: 'Pizza night' })).toBeInTheDocument();
    expect(within(pizza).getByText('Two pizzas, one price')).toBeInTheDocument();
    expect(within(pizza).getByText('Active')).toHaveAttribute('data-tone', 'green');
    expect(within(pizza).getByText(/^Deadline: 31 Jan 2999$/)).toBeInTheDocument();
    expect(within(brunch).getByText('Expired')).toHaveAttribute('data-tone', 'red');
    expect(server.calls[0]?.params).toEqual({ id: claim.restaurant.id });
  });

  it('shows the empty-state notice when there are none', async () => {
    server = mockApi({ 'GET /places/missions': () => ({ body: { data: [] } }) });
    renderDashboard('/dashboard/missions', { claims: [claim] });
    expect(await screen.findByRole('heading', { name: 'No missions yet' })).toBeInTheDocument();
  });

  it('does not query without a current claim', async () => {
    server = mockApi({});
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MissionsList placeId={undefined} />
      </QueryClientProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls).toHaveLength(0);
  });
});
