import type { ActivityEntry } from '@venues/contracts/activity';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { makeClaim, makeVenue } from '@/testing/fixtures';
import { mockApi, type MockReply, type MockRequest } from '@/testing/mock-api';
import { renderDashboard } from '@/testing/render-dashboard';

beforeAll(async () => {
  await import('./activity');
}, 30_000);

const place = makeClaim('approved').restaurant;
const activityPath = `/places/${place.id}/activity`;
type Route = (request: MockRequest) => MockReply;

let sequence = 0;
function entry(overrides: Partial<ActivityEntry>): ActivityEntry {
  sequence += 1;
  return {
    id: `60000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    created_at: '2026-03-04T18:30:00.000Z',
    kind: 'reviews',
    action: 'reply.written',
    actor: { kind: 'person', id: 'marco', name: 'Marco Rossi', email: 'marco@example.test' },
    subject: { type: 'review', id: '70000000-0000-4000-8000-000000000001' },
    details: { excerpt: 'Thank you, come back soon!' },
    ...overrides,
  };
}

const reply = entry({});
const redeemed = entry({
  kind: 'redemptions',
  action: 'pass.redeemed',
  actor: { kind: 'counter_link', id: 'link-1', name: 'Bar phone', email: null },
  subject: { type: 'pass', id: 'p1' },
  details: { pass_code: 'K7M2Q9XA', mission_title: 'Spritz on us', bill_cents: 2400, spend_cents: 2400 },
});
const roleChanged = entry({
  kind: 'team',
  action: 'team.role_changed',
  actor: { kind: 'person', id: 'anna', name: 'Anna Neri', email: 'anna@example.test' },
  subject: { type: 'person', id: 'luca' },
  details: { person_name: 'Luca Bianchi', email: 'luca@example.test', from: 'team', to: 'manager' },
});
const hidden = entry({
  action: 'review.hidden',
  actor: { kind: 'staff', id: null, name: null, email: null },
  details: { reason: 'offensive' },
});

let server: ReturnType<typeof mockApi>;
function serve(routes: Record<string, Route> = {}) {
  server = mockApi({
    [`GET ${activityPath}`]: ({ params }) =>
      params.cursor
        ? { body: { data: [hidden], next_cursor: null } }
        : { body: { data: [reply, redeemed, roleChanged], next_cursor: 'page-2' } },
    [`GET /places/${place.id}/team`]: () => ({
      body: {
        data: {
          people: [
            {
              uid: 'anna',
              display_name: 'Anna Neri',
              email: 'anna@example.test',
              role: 'owner',
              joined_at: '2026-01-01T00:00:00.000Z',
              last_used_at: null,
              is_you: true,
            },
            {
              uid: 'giorgio',
              display_name: 'Giorgio Blu',
              email: 'giorgio@example.test',
              role: 'team',
              joined_at: '2026-01-01T00:00:00.000Z',
              last_used_at: null,
              is_you: false,
            },
          ],
          invitations: [],
          access_requests: [],
          seats: { used: 2, limit: 5, plan: 'starter' },
        },
      },
    }),
    ...routes,
  });
}

function renderActivity(role: 'owner' | 'manager' = 'owner') {
  const user = userEvent.setup();
  renderDashboard('/dashboard/profile/activity', { claims: [], venues: [makeVenue(place, role)] });
  return user;
}

const list = () => screen.findByRole('list', { name: 'Activity entries' });
const activityCalls = () => server.calls.filter((call) => call.path === activityPath);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-05T09:00:00Z'));
});
afterEach(async () => {
  server.restore();
  vi.useRealTimers();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('the activity log', () => {
  it('says who did what and when, on the venue clock, and opens the review a reply was about', async () => {
    serve();
    renderActivity();
    const items = within(await list()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('4 Mar, 19:30');
    expect(items[0]).toHaveTextContent('Marco Rossi · marco@example.test');
    expect(items[0]).toHaveTextContent('Replied to a review: “Thank you, come back soon!”');
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Open the review' })).toHaveAttribute(
      'href',
      '/dashboard/reviews?review=70000000-0000-4000-8000-000000000001',
    );
    expect(items[1]).toHaveTextContent('Counter link “Bar phone”');
    expect(items[1]).toHaveTextContent('Redeemed the pass K7M2Q9XA of “Spritz on us”');
    expect(items[2]).toHaveTextContent('Changed the role of Luca Bianchi from team member to manager');
    expect(activityCalls()[0]?.params).toEqual({});
  });

  it('loads older entries on demand, by cursor, until there are none', async () => {
    serve();
    const user = renderActivity();
    await list();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Hid a reported review')).toBeInTheDocument();
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[3]).toHaveTextContent(/^.*Venues staffHid a reported review/);
    expect(activityCalls()[1]?.params).toEqual({ cursor: 'page-2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('That is everything for these filters.')).toBeInTheDocument();
  });

  it('filters by person, kind and period, the people of the team and of the entries both offered', async () => {
    serve();
    const user = renderActivity();
    await list();
    const who = screen.getByLabelText('Who');
    const names = within(who)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual([
      'Everyone',
      'Anna Neri',
      'Giorgio Blu',
      'Marco Rossi',
      'Counter links',
      'Guests',
      'Venues staff',
    ]);
    await user.selectOptions(who, 'Marco Rossi');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Reviews and replies');
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    await waitFor(() =>
      expect(activityCalls().at(-1)?.params).toEqual({
        person: 'marco',
        kind: 'reviews',
        from: '2026-02-27',
        to: '2026-03-05',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Period'), 'Dates…');
    await user.type(screen.getByLabelText('From'), '2026-01-15');
    await waitFor(() =>
      expect(activityCalls().at(-1)?.params).toEqual({
        person: 'marco',
        kind: 'reviews',
        from: '2026-01-15',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(activityCalls().at(-1)?.params).toEqual({}));
  });

  it('offers a manager the people seen in the entries, without reading the team', async () => {
    serve();
    renderActivity('manager');
    await list();
    const options = within(screen.getByLabelText('Who'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toContain('Anna Neri');
    expect(options).not.toContain('Giorgio Blu');
    expect(server.calls.some((call) => call.path.endsWith('/team'))).toBe(false);
  });

  it('exports the filtered log as CSV in the UI language', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    URL.createObjectURL = vi.fn(() => 'blob:activity');
    URL.revokeObjectURL = vi.fn();
    serve({ [`GET ${activityPath}.csv`]: () => ({ body: new Blob(['Date,Who\n'], { type: 'text/csv' }) }) });
    const user = renderActivity();
    await list();
    await user.selectOptions(screen.getByLabelText('Kind'), 'Team');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^activity-trattoria-\d+-2026-03-05\.csv blob:activity$/);
    expect(server.calls.find((call) => call.path.endsWith('.csv'))?.params).toEqual({
      kind: 'team',
      lang: 'en',
    });
  });

  it('shows skeletons while loading, then a retry after a failure, and says when nothing matches', async () => {
    let answer: MockReply = { status: 500, body: { error: { code: 'internal', message: 'down' } } };
    serve({ [`GET ${activityPath}`]: () => answer });
    const user = renderActivity();
    expect(await screen.findByRole('status', { name: 'Loading the activity…' })).toBeInTheDocument();
    expect(await screen.findByText('We could not load the activity.')).toBeInTheDocument();
    answer = { body: { data: [], next_cursor: null } };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No activity yet.')).toBeInTheDocument();
  });

  it('speaks Italian', async () => {
    await i18n.changeLanguage('it');
    serve();
    renderActivity();
    const items = within(await screen.findByRole('list', { name: 'Voci delle attività' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('Ha risposto a una recensione: «Thank you, come back soon!»');
    expect(items[1]).toHaveTextContent('Link cassa «Bar phone»');
    expect(items[2]).toHaveTextContent(
      'Ha cambiato il ruolo di Luca Bianchi da membro del team a responsabile',
    );
    expect(screen.getByRole('button', { name: 'Carica altre' })).toBeInTheDocument();
  });
});
