import type { Mission } from '@venues/contracts/missions';
import type { CustomerResponse } from '@venues/contracts/billing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MissionsList } from '@/features/missions/components/missions-list';
import { i18n } from '@/lib/i18n';
import { makeCustomer, makeMission, makePlans } from '@/testing/dashboard-fixtures';
import { makeClaim } from '@/testing/fixtures';
import { mockApi, type MockReply, type MockRequest } from '@/testing/mock-api';
import { renderDashboard } from '@/testing/render-dashboard';

// The route's chunk is large to transform: load it once before the tests' timeouts start.
beforeAll(async () => {
  await import('./missions');
}, 30_000);

let server: ReturnType<typeof mockApi>;
afterEach(() => server.restore());
const claim = makeClaim('approved');
const placeId = claim.restaurant.id;
const future = '2999-01-31T23:00:00.000Z';

type Route = (request: MockRequest, match: Record<string, string>) => MockReply;

function serve(missions: Mission[], extra: Record<string, Route> = {}) {
  server = mockApi({
    'GET /places/missions': () => ({ body: { data: missions } }),
    'GET /places/counter-links': () => ({ body: { data: [] } }),
    'GET /billing/plans': () => ({ body: { data: makePlans() } }),
    ...extra,
  });
}

function renderMissions(customer?: CustomerResponse) {
  const user = userEvent.setup();
  renderDashboard('/dashboard/missions', { claims: [claim], ...(customer ? { customer } : {}) });
  render(<ToastContainer />);
  return user;
}

const item = async (title: string) =>
  (await screen.findByRole('heading', { level: 2, name: title })).closest('li') as HTMLElement;

describe('missions', () => {
  it('lists title, description, status and deadline of each mission', async () => {
    serve([
      makeMission(future, { title: 'Pizza night', description: 'Two pizzas, one price' }),
      makeMission('2001-06-15T10:00:00.000Z', { title: 'Spring brunch' }),
    ]);
    renderMissions();
    const list = await screen.findByRole('list', { name: 'Missions' });
    const [pizza, brunch] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(pizza).getByRole('heading', { name: 'Pizza night' })).toBeInTheDocument();
    expect(within(pizza).getByText('Two pizzas, one price')).toBeInTheDocument();
    expect(within(pizza).getByText('Active')).toHaveAttribute('data-tone', 'green');
    expect(within(pizza).getByText(/^Deadline: 31 Jan 2999$/)).toBeInTheDocument();
    expect(within(brunch).getByText('Expired')).toHaveAttribute('data-tone', 'red');
    expect(server.calls[0]?.params).toEqual({ id: placeId });
  });

  it('shows the empty-state notice when there are none', async () => {
    serve([]);
    renderMissions();
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

  it('says when a mission is scheduled, paused or full, with its schedule and counts', async () => {
    serve([
      makeMission(future, {
        title: 'Lunch club',
        status: 'scheduled',
        starts_at: '2998-03-02T11:00:00.000Z',
        redeem_days: [1, 2, 3, 4, 5],
        redeem_from: '12:00',
        redeem_until: '15:00',
      }),
      makeMission(future, { title: 'Quiet', status: 'paused', counts: { participants: 3, redeemed: 1 } }),
      makeMission(future, {
        title: 'Sold out',
        status: 'full',
        cap: 10,
        counts: { participants: 12, redeemed: 10 },
      }),
    ]);
    renderMissions();
    const lunch = await item('Lunch club');
    expect(within(lunch).getByText('Scheduled')).toBeInTheDocument();
    expect(within(lunch).getByText('Monday to Friday, 12:00–15:00')).toBeInTheDocument();
    expect(within(lunch).getByText(/^Starts: 2 Mar 2998$/)).toBeInTheDocument();
    const quiet = await item('Quiet');
    expect(within(quiet).getByText('Paused')).toBeInTheDocument();
    expect(within(quiet).getByText('3 guests took part · 1 redeemed')).toBeInTheDocument();
    expect(within(quiet).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    const soldOut = await item('Sold out');
    expect(within(soldOut).getByText('Full')).toBeInTheDocument();
    expect(within(soldOut).getByText('12 guests took part · 10 of 10 passes redeemed')).toBeInTheDocument();
  });

  it('shows why staff paused a mission and offers no way to resume it', async () => {
    serve([
      makeMission(future, {
        title: 'Free shots',
        status: 'paused',
        paused_by_staff: true,
        pause_reason: 'Alcohol offers need an age check',
      }),
    ]);
    renderMissions();
    const mission = await item('Free shots');
    expect(
      within(mission).getByText('Our team paused this mission: Alcohol offers need an age check'),
    ).toBeInTheDocument();
    expect(within(mission).queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
  });

  it('counts live missions against the plan and explains the limit with a link to the plans', async () => {
    serve([
      makeMission(future, { title: 'Running' }),
      makeMission(future, { title: 'Resting', status: 'paused' }),
      makeMission('2001-06-15T10:00:00.000Z', { title: 'Over' }),
    ]);
    renderMissions();
    expect(await screen.findByText('1 of 1 live missions on your plan')).toBeInTheDocument();
    const notice = screen.getByText("You have reached your plan's limit").parentElement as HTMLElement;
    expect(notice).toHaveTextContent('Your plan runs 1 live mission at a time.');
    expect(within(notice).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/dashboard/profile/plans',
    );
  });

  it('has room on starter and no limit on pro', async () => {
    serve([makeMission(future)]);
    renderMissions(makeCustomer({ [placeId]: 'starter' }));
    expect(await screen.findByText('1 of 5 live missions on your plan')).toBeInTheDocument();
    expect(screen.queryByText("You have reached your plan's limit")).not.toBeInTheDocument();
  });

  it('links the redeem screen', async () => {
    serve([]);
    renderMissions();
    expect(await screen.findByRole('link', { name: 'Open the redeem screen' })).toHaveAttribute(
      'href',
      '/dashboard/missions/redeem',
    );
  });

  it('speaks Italian', async () => {
    await i18n.changeLanguage('it');
    serve([
      makeMission(future, {
        title: 'Aperitivo',
        status: 'scheduled',
        counts: { participants: 1, redeemed: 0 },
      }),
    ]);
    renderMissions(makeCustomer({ [placeId]: 'pro' }));
    const mission = await item('Aperitivo');
    expect(within(mission).getByText('Programmata')).toBeInTheDocument();
    expect(within(mission).getByText('Tutti i giorni, a qualsiasi ora')).toBeInTheDocument();
    expect(within(mission).getByText('1 cliente ha partecipato · 0 pass convalidati')).toBeInTheDocument();
    expect(await screen.findByText('1 missione attiva: il tuo piano non ha limiti')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Link per la cassa' })).toBeInTheDocument();
  });
});
