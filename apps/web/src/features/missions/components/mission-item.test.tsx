import type { Mission } from '@venues/contracts/missions';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { makeCustomer, makeMission, makePlans } from '@/testing/dashboard-fixtures';
import { makeClaim } from '@/testing/fixtures';
import { mockApi, type MockReply, type MockRequest } from '@/testing/mock-api';
import { renderDashboard } from '@/testing/render-dashboard';

// The missions screen is large to transform: load it once before the tests' timeouts start.
beforeAll(async () => {
  await import('./missions-view');
}, 30_000);

let server: ReturnType<typeof mockApi>;
afterEach(() => {
  server.restore();
  vi.restoreAllMocks();
});
const claim = makeClaim('approved');
const placeId = claim.restaurant.id;
const future = '2099-01-31T23:00:00.000Z';

type Route = (request: MockRequest, match: Record<string, string>) => MockReply;

const results = {
  participants: 8,
  redeemed: 4,
  conversion: 0.5,
  new_customers: 3,
  returning_customers: 1,
  estimated_value_cents: 1250,
  by_day: [
    { date: '2099-01-02', redeemed: 3 },
    { date: '2099-01-03', redeemed: 1 },
  ],
  by_hour: [
    { hour: 12, redeemed: 3 },
    { hour: 14, redeemed: 1 },
  ],
};

function serve(mission: Mission, extra: Record<string, Route> = {}) {
  server = mockApi({
    'GET /places/missions': () => ({ body: { data: [mission] } }),
    'GET /places/counter-links': () => ({ body: { data: [] } }),
    'GET /billing/plans': () => ({ body: { data: makePlans() } }),
    'GET /places/missions/:missionId/results': () => ({ body: { data: results } }),
    ...extra,
  });
}

function renderMissions() {
  const user = userEvent.setup();
  renderDashboard('/dashboard/missions', { claims: [claim], customer: makeCustomer({ [placeId]: 'pro' }) });
  render(<ToastContainer />);
  return user;
}

const actions = (title: string) => screen.findByRole('group', { name: `Actions for ${title}` });

describe('a mission in the list', () => {
  it('pauses, says so and moves focus to Resume', async () => {
    let mission = makeMission(future, { title: 'Pizza night' });
    serve(mission, {
      'GET /places/missions': () => ({ body: { data: [mission] } }),
      'POST /places/missions/:missionId/pause': () => {
        mission = { ...mission, status: 'paused' };
        return { body: { data: mission } };
      },
    });
    const user = renderMissions();
    await user.click(within(await actions('Pizza night')).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText(/“Pizza night” is paused/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resume' })).toHaveFocus());
    const call = server.calls.find((request) => request.method === 'POST');
    expect(call?.path).toBe(`/places/missions/${mission.id}/pause`);
    expect(call?.params).toEqual({ id: placeId });
  });

  it('explains a resume that the plan refuses', async () => {
    const mission = makeMission(future, { title: 'Brunch', status: 'paused' });
    serve(mission, {
      'POST /places/missions/:missionId/resume': () => ({
        status: 403,
        body: { error: { code: 'missions/plan-limit', message: 'limit' } },
      }),
    });
    const user = renderMissions();
    await user.click(within(await actions('Brunch')).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText("You have reached your plan's limit")).toBeInTheDocument();
  });

  it('ends only after a confirmation', async () => {
    const mission = makeMission(future, { title: 'Aperitivo' });
    serve(mission, {
      'POST /places/missions/:missionId/end': () => ({ body: { data: { ...mission, status: 'ended' } } }),
    });
    const user = renderMissions();
    await user.click(within(await actions('Aperitivo')).getByRole('button', { name: 'End' }));
    const dialog = screen.getByRole('dialog', { name: 'End “Aperitivo”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it running' }));
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(await actions('Aperitivo')).getByRole('button', { name: 'End' }));
    await user.click(screen.getByRole('button', { name: 'End the mission' }));
    expect(await screen.findByText('“Aperitivo” has ended.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')?.path).toBe(
      `/places/missions/${mission.id}/end`,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows its results when asked: figures, and redemptions by day and by hour', async () => {
    serve(makeMission(future, { title: 'Lunch' }));
    const user = renderMissions();
    await user.click(await screen.findByRole('button', { name: 'Show results' }));
    const panel = await screen.findByRole('region', { name: 'Results of Lunch' });
    await within(panel).findByText('50%');
    expect(within(panel).getByText('€12.50')).toBeInTheDocument();
    const byDay = within(panel).getByRole('table', { name: 'Redemptions by day' });
    expect(within(byDay).getByRole('rowheader', { name: '2 Jan 2099' })).toBeInTheDocument();
    const byHour = within(panel).getByRole('table', { name: 'Redemptions by hour' });
    // The quiet hour between the first and the last is there, at zero.
    expect(
      within(byHour)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['12:00', '13:00', '14:00']);
    expect(screen.getByRole('button', { name: 'Hide results' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('formats the results the Italian way', async () => {
    await i18n.changeLanguage('it');
    serve(makeMission(future, { title: 'Pranzo' }));
    const user = renderMissions();
    await user.click(await screen.findByRole('button', { name: 'Mostra i risultati' }));
    const panel = await screen.findByRole('region', { name: 'Risultati di Pranzo' });
    // The DOM's text has its no-break space folded into a plain one before matching.
    expect(await within(panel).findByText('12,50 €')).toBeInTheDocument();
    expect(within(panel).getByRole('table', { name: 'Convalide per ora' })).toBeInTheDocument();
    expect(within(panel).getByText('Nuovi clienti')).toBeInTheDocument();
  });

  it('downloads its A5 poster in the language in use, with the bearer token’s client', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:poster');
    URL.revokeObjectURL = vi.fn();
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await i18n.changeLanguage('it');
    const mission = makeMission(future, { title: 'Cena' });
    serve(mission, {
      'GET /places/missions/:missionId/poster': () => ({
        body: new Blob(['%PDF'], { type: 'application/pdf' }),
      }),
    });
    const user = renderMissions();
    await user.click(await screen.findByRole('button', { name: 'Locandina A5 di Cena' }));
    await waitFor(() => expect(clicks).toHaveBeenCalled());
    const call = server.calls.find((request) => request.path.endsWith('/poster'));
    expect(call?.params).toEqual({ id: placeId, size: 'a5', lang: 'it' });
  });

  it('copies its public link', async () => {
    const mission = makeMission(future, { title: 'Cena', public_url: 'https://venues.test/m/abc123' });
    serve(mission);
    const user = renderMissions();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Copy link for Cena' }));
    expect(writeText).toHaveBeenCalledWith('https://venues.test/m/abc123');
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });
});
