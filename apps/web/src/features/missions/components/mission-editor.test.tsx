import type { Mission } from '@venues/contracts/missions';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
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
afterEach(() => server.restore());
const claim = makeClaim('approved');
const placeId = claim.restaurant.id;
const future = '2099-01-31T23:00:00.000Z';

type Route = (request: MockRequest, match: Record<string, string>) => MockReply;

function serve(missions: Mission[], extra: Record<string, Route> = {}) {
  server = mockApi({
    'GET /places/missions': () => ({ body: { data: missions } }),
    'GET /places/counter-links': () => ({ body: { data: [] } }),
    'GET /billing/plans': () => ({ body: { data: makePlans() } }),
    'POST /places/missions': (request) => ({
      status: 201,
      body: { data: makeMission(future, request.body as Partial<Mission>) },
    }),
    ...extra,
  });
}

function renderMissions() {
  const user = userEvent.setup();
  renderDashboard('/dashboard/missions', { claims: [claim], customer: makeCustomer({ [placeId]: 'pro' }) });
  render(<ToastContainer />);
  return user;
}

const editor = () => screen.getByRole('region', { name: /^New mission$|^Edit / });
const preview = () => screen.getByRole('region', { name: "Preview of the mission's page on a phone" });
const posted = () => server.calls.find((call) => call.method === 'POST' && call.path === '/places/missions');

describe('mission editor', () => {
  it('fills the form from a template, previews it and launches it with Rome-offset dates', async () => {
    serve([]);
    const user = renderMissions();
    await user.click(await screen.findByRole('button', { name: 'New mission' }));
    expect(screen.getByRole('heading', { name: 'New mission' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /^Quiet-hours offer/ }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Quiet afternoons');
    expect(screen.getByLabelText('Only at certain hours')).toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue('15:00');
    expect(screen.getByLabelText('Friday')).not.toBeChecked();
    expect(within(preview()).getByText('Quiet afternoons')).toBeInTheDocument();
    expect(within(preview()).getByText('Monday to Thursday, 15:00–18:00')).toBeInTheDocument();
    expect(within(preview()).getByText('One per guest per day')).toBeInTheDocument();
    const previewSection = screen.getByRole('region', { name: 'What your guests will see' });
    await user.click(within(previewSection).getByRole('button', { name: 'Italiano' }));
    expect(within(preview()).getByText('Dal lunedì al giovedì, dalle 15:00 alle 18:00')).toBeInTheDocument();
    expect(within(preview()).getByText('Una al giorno per ospite')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Launch the mission' }));
    expect(
      await screen.findByText('“Quiet afternoons” is launched: it runs from its start date.'),
    ).toBeInTheDocument();
    const body = posted()?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Quiet afternoons',
      redeem_days: [1, 2, 3, 4],
      redeem_from: '15:00',
      redeem_until: '18:00',
      audience: 'everyone',
      frequency: 'daily',
      cap: null,
    });
    expect(body.starts_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+0[12]:00$/);
    expect(posted()?.params).toEqual({ id: placeId });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'New mission' })).not.toBeInTheDocument(),
    );
  });

  it('warns while typing when the text asks for a review, and sends nothing', async () => {
    serve([]);
    const user = renderMissions();
    await user.click(await screen.findByRole('button', { name: 'New mission' }));
    await user.click(screen.getByLabelText(/^Reward/));
    await user.paste('A coffee for a 5 star review');
    const rule = 'A mission cannot reward a review, a rating or a post: remove that request';
    expect(screen.getByLabelText(/^Reward/)).toHaveAccessibleDescription(rule);
    expect(screen.getByText(/remove that request \(Reward\)\.$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Launch the mission' }));
    expect(
      await screen.findByText('Some fields need a look: see the messages next to them.'),
    ).toBeInTheDocument();
    expect(posted()).toBeUndefined();
  });

  it('explains a refusal for the plan limit with a link to the plans', async () => {
    serve([], {
      'POST /places/missions': () => ({
        status: 403,
        body: { error: { code: 'missions/plan-limit', message: 'The free plan runs 1 mission at a time.' } },
      }),
    });
    const user = renderMissions();
    await user.click(await screen.findByRole('button', { name: 'New mission' }));
    await user.click(screen.getByRole('button', { name: /^Bring a friend/ }));
    await user.click(screen.getByRole('button', { name: 'Launch the mission' }));
    const notice = await within(editor()).findByText("You have reached your plan's limit");
    expect(
      within(notice.parentElement as HTMLElement).getByRole('link', { name: 'See the plans' }),
    ).toHaveAttribute('href', '/dashboard/profile/plans');
  });

  it('needs at least one day, and both ends of the hours when they are on', async () => {
    serve([]);
    const user = renderMissions();
    await user.click(await screen.findByRole('button', { name: 'New mission' }));
    await user.click(screen.getByRole('button', { name: /^Bring a friend/ }));
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      await user.click(screen.getByLabelText(day));
    }
    await user.click(screen.getByLabelText('Only at certain hours'));
    await user.type(screen.getByLabelText('From'), '18:00');
    await user.click(screen.getByRole('button', { name: 'Launch the mission' }));
    const days = screen.getByRole('group', { name: 'Days it can be redeemed' });
    expect(await within(days).findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Until')).toHaveAccessibleDescription('Enter a time as HH:MM');
    expect(posted()).toBeUndefined();
  });

  it("puts the API's field errors on their fields", async () => {
    serve([], {
      'POST /places/missions': () => ({
        status: 400,
        body: {
          error: { code: 'validation', message: 'Bad input', fields: { deadline: ['endBeforeStart'] } },
        },
      }),
    });
    const user = renderMissions();
    await user.click(await screen.findByRole('button', { name: 'New mission' }));
    await user.click(screen.getByRole('button', { name: /^First-visit welcome/ }));
    await user.click(screen.getByRole('button', { name: 'Launch the mission' }));
    expect(await screen.findByText('The end must come after the start')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ends/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a mission on Rome time and replaces it with PUT', async () => {
    const mission = makeMission('2099-07-10T20:00:00.000Z', {
      title: 'Pizza night',
      starts_at: '2099-07-01T08:00:00.000Z',
      cap: 30,
    });
    serve([mission], {
      'PUT /places/missions/:missionId': (request) => ({
        body: { data: { ...mission, ...(request.body as Partial<Mission>) } },
      }),
    });
    const user = renderMissions();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Edit “Pizza night”' })).toHaveFocus();
    expect(screen.getByLabelText(/^Starts/)).toHaveValue('2099-07-01T10:00');
    expect(screen.getByLabelText(/^Maximum passes/)).toHaveValue('30');
    await user.type(screen.getByLabelText(/^Title/), 's');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('“Pizza nights” is saved.')).toBeInTheDocument();
    const put = server.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe(`/places/missions/${mission.id}`);
    expect(put?.body).toMatchObject({
      title: 'Pizza nights',
      starts_at: '2099-07-01T10:00:00+02:00',
      cap: 30,
    });
  });

  it('duplicates a mission into a new one with the title marked as a copy', async () => {
    serve([makeMission(future, { title: 'Brunch', reward: 'A free juice' })]);
    const user = renderMissions();
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Brunch (copy)');
    expect(screen.getByLabelText(/^Reward/)).toHaveValue('A free juice');
    await user.click(screen.getByRole('button', { name: 'Launch the mission' }));
    await screen.findByText('“Brunch (copy)” is launched: it runs from its start date.');
    expect(posted()?.body).toMatchObject({ title: 'Brunch (copy)', reward: 'A free juice' });
  });

  it('offers the templates in Italian', async () => {
    await i18n.changeLanguage('it');
    serve([]);
    const user = renderMissions();
    await user.click(await screen.findByRole('button', { name: 'Nuova missione' }));
    await user.click(screen.getByRole('button', { name: /^Grazie alla terza visita/ }));
    expect(screen.getByLabelText(/^Titolo/)).toHaveValue('Grazie di essere tornato');
    expect(screen.getByLabelText('Solo chi è già stato da noi')).toBeChecked();
    const frame = screen.getByRole('region', {
      name: 'Anteprima della pagina della missione su uno smartphone',
    });
    expect(within(frame).getByText('Per chi è già stato da noi')).toBeInTheDocument();
  });
});
