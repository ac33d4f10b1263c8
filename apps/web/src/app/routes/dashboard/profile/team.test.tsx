import type { Team } from '@venues/contracts/team';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { makeClaim, makeVenue, venueWire } from '@/testing/fixtures';
import { mockApi, type MockReply, type MockRequest } from '@/testing/mock-api';
import { renderDashboard } from '@/testing/render-dashboard';

beforeAll(async () => {
  await import('./team');
}, 30_000);

let server: ReturnType<typeof mockApi>;
afterEach(async () => {
  server.restore();
  await i18n.changeLanguage('en');
});

const place = makeClaim('approved').restaurant;
const teamPath = `/places/${place.id}/team`;
type Route = (request: MockRequest, match: Record<string, string>) => MockReply;

const person = (uid: string, name: string, role: 'owner' | 'manager' | 'team', extra = {}) => ({
  uid,
  display_name: name,
  email: `${uid}@example.test`,
  role,
  joined_at: '2026-01-10T09:00:00.000Z',
  last_used_at: '2026-03-02T18:30:00.000Z',
  is_you: false,
  ...extra,
});

function makeTeam(overrides: Partial<Team> = {}): Team {
  return {
    people: [
      person('anna', 'Anna Neri', 'owner', { is_you: true }),
      person('marco', 'Marco Rossi', 'manager'),
      person('luca', 'Luca Bianchi', 'team', { last_used_at: null }),
    ],
    invitations: [
      {
        id: '20000000-0000-4000-8000-000000000001',
        email: 'giulia@example.test',
        role: 'manager',
        created_at: '2026-03-01T10:00:00.000Z',
        expires_at: '2026-03-08T10:00:00.000Z',
        expired: false,
        invited_by: { uid: 'anna', display_name: 'Anna Neri', email: 'anna@example.test' },
      },
    ],
    access_requests: [
      {
        id: '30000000-0000-4000-8000-000000000001',
        asker: { uid: 'sara', display_name: 'Sara Verdi', email: 'sara@example.test' },
        message: 'I work the evening shift.',
        created_at: '2026-03-03T20:00:00.000Z',
      },
    ],
    seats: { used: 4, limit: 5, plan: 'starter' },
    ...overrides,
  };
}

const owned = makeVenue(place, 'owner', { pendingAccessRequests: 1 });

function serve(routes: Record<string, Route> = {}, team: Team = makeTeam()) {
  server = mockApi({
    [`GET ${teamPath}`]: () => ({ body: { data: team } }),
    // A change of the team reads the user's venues again (the tab's count).
    'GET /users/places': () => ({ body: { data: [venueWire(owned)] } }),
    ...routes,
  });
}

function renderTeam() {
  const user = userEvent.setup();
  renderDashboard('/dashboard/profile/team', {
    claims: [],
    venues: [owned],
  });
  render(<ToastContainer />);
  return user;
}

const region = (name: string) => screen.findByRole('region', { name });
const item = async (section: string, text: string) =>
  within(await region(section))
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(text)) as HTMLElement;
const callsTo = (method: string) => server.calls.filter((call) => call.method === method);

describe('the Team tab', () => {
  it('shows the people, the pending invitations and requests, and the seats with the upgrade', async () => {
    serve();
    renderTeam();
    const anna = await item('People', 'Anna Neri');
    expect(within(anna).getByText('Owner')).toBeInTheDocument();
    expect(within(anna).getByText('You')).toBeInTheDocument();
    expect(anna).toHaveTextContent(/Joined on 10 Jan( 2026)? · Last used on 2 Mar( 2026)?/);
    // The only owner can neither leave nor change their own role.
    expect(within(anna).getByText(/You are the only owner/)).toBeInTheDocument();
    expect(within(anna).getByRole('button', { name: 'Leave the venue' })).toBeDisabled();
    const luca = await item('People', 'Luca Bianchi');
    expect(within(luca).getByText('Team member')).toBeInTheDocument();
    expect(luca).toHaveTextContent('Not used yet');

    const invitation = await item('Pending invitations', 'giulia@example.test');
    expect(within(invitation).getByText('Manager')).toBeInTheDocument();
    expect(invitation).toHaveTextContent(/Sent on 1 Mar( 2026)? · Expires on 8 Mar( 2026)?/);

    const request = await item('Access requests', 'Sara Verdi');
    expect(within(request).getByText('I work the evening shift.')).toBeInTheDocument();
    expect(within(request).getByText('sara@example.test')).toBeInTheDocument();

    const seats = await region('Seats');
    expect(within(seats).getByText('4 of 5 seats in use')).toBeInTheDocument();
    expect(within(seats).getByText('Need more seats? The Pro plan has 20.')).toBeInTheDocument();
    expect(within(seats).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/dashboard/profile/plans',
    );
  });

  it("changes a person's role after naming them, and says so", async () => {
    serve({
      [`PATCH ${teamPath}/:uid`]: (request, { uid }) => ({
        body: { data: { ...person(uid ?? '', 'Marco Rossi', 'team'), ...(request.body as object) } },
      }),
    });
    const user = renderTeam();
    const marco = await item('People', 'Marco Rossi');
    await user.click(within(marco).getByRole('button', { name: 'Change role for Marco Rossi' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the role of Marco Rossi' });
    expect(within(dialog).getByRole('radio', { name: /^Manager \(current role\)/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /^Owner/ }));
    expect(within(dialog).getByText(/An owner can do everything you can/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /^Team member/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the role' }));
    expect(await screen.findByText('The role of Marco Rossi is now team member.')).toBeInTheDocument();
    expect(callsTo('PATCH')[0]).toMatchObject({ path: `${teamPath}/marco`, body: { role: 'team' } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('removes a person after a confirmation that names them', async () => {
    serve({ [`DELETE ${teamPath}/:uid`]: () => ({ status: 204, body: null }) });
    const user = renderTeam();
    const luca = await item('People', 'Luca Bianchi');
    await user.click(within(luca).getByRole('button', { name: 'Remove Luca Bianchi' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Luca Bianchi?' });
    expect(dialog).toHaveTextContent(
      'Luca Bianchi (luca@example.test) can no longer use ' + place.name + ', from their very next request.',
    );
    expect(callsTo('DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Luca Bianchi is no longer on the team.')).toBeInTheDocument();
    expect(callsTo('DELETE')[0]?.path).toBe(`${teamPath}/luca`);
  });

  it('says why the API refused, inside the dialog, and keeps it open', async () => {
    serve(
      {
        [`DELETE ${teamPath}/:uid`]: () => ({
          status: 409,
          body: { error: { code: 'team/last-owner', message: 'A venue keeps at least one owner.' } },
        }),
      },
      makeTeam({
        people: [person('anna', 'Anna Neri', 'owner', { is_you: true }), person('piero', 'Piero', 'owner')],
      }),
    );
    const user = renderTeam();
    const piero = await item('People', 'Piero');
    await user.click(within(piero).getByRole('button', { name: 'Remove Piero' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Piero?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await within(dialog).findByText('A venue always keeps an owner: make someone else owner first.'),
    ).toBeInTheDocument();
  });

  it('lets one of two owners leave, and reads the venues again', async () => {
    serve(
      { [`POST ${teamPath}/leave`]: () => ({ status: 204, body: null }) },
      makeTeam({
        people: [person('anna', 'Anna Neri', 'owner', { is_you: true }), person('piero', 'Piero', 'owner')],
      }),
    );
    const user = renderTeam();
    const anna = await item('People', 'Anna Neri');
    await user.click(within(anna).getByRole('button', { name: 'Leave the venue' }));
    const dialog = screen.getByRole('dialog', { name: `Leave ${place.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(callsTo('POST')[0]?.path).toBe(`${teamPath}/leave`));
    await waitFor(() => expect(server.calls.some((call) => call.path === '/users/places')).toBe(true));
  });

  it('invites an address with a role, and puts the refusals in words', async () => {
    let answer: MockReply = {
      status: 201,
      body: {
        data: {
          ...makeTeam().invitations[0],
          id: '20000000-0000-4000-8000-000000000002',
          email: 'new@example.test',
          role: 'team',
        },
      },
    };
    serve({ [`POST /places/${place.id}/invitations`]: () => answer });
    const user = renderTeam();
    const section = await region('Pending invitations');
    const form = within(within(section).getByRole('form', { name: 'Invite someone' }));
    await user.click(form.getByRole('button', { name: 'Send the invitation' }));
    expect(form.getByText('This field is required')).toBeInTheDocument();

    await user.type(form.getByLabelText(/^Email/), 'New@Example.test');
    await user.selectOptions(form.getByLabelText('Role'), 'Team member');
    await user.click(form.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Invitation sent to new@example.test.')).toBeInTheDocument();
    expect(callsTo('POST')[0]?.body).toEqual({ email: 'new@example.test', role: 'team' });

    answer = {
      status: 403,
      body: { error: { code: 'team/seat-limit', message: 'This plan has 5 seats.' } },
    };
    await user.type(form.getByLabelText(/^Email/), 'one.more@example.test');
    await user.click(form.getByRole('button', { name: 'Send the invitation' }));
    expect(await form.findByText('Every seat of your plan is taken.')).toBeInTheDocument();

    answer = {
      status: 400,
      body: { error: { code: 'validation/invalid-input', message: 'Bad', fields: { email: ['badEmail'] } } },
    };
    await user.click(form.getByRole('button', { name: 'Send the invitation' }));
    expect(await form.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(form.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('resends an invitation, and revokes it after a confirmation that names the address', async () => {
    const invitation = makeTeam().invitations[0];
    serve({
      [`POST /places/${place.id}/invitations/:invitationId/resend`]: () => ({ body: { data: invitation } }),
      [`DELETE /places/${place.id}/invitations/:invitationId`]: () => ({ status: 204, body: null }),
    });
    const user = renderTeam();
    const row = await item('Pending invitations', 'giulia@example.test');
    await user.click(
      within(row).getByRole('button', { name: 'Resend the invitation to giulia@example.test' }),
    );
    expect(await screen.findByText('Invitation sent again to giulia@example.test.')).toBeInTheDocument();

    await user.click(
      within(row).getByRole('button', { name: 'Revoke the invitation to giulia@example.test' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Revoke the invitation to giulia@example.test?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The invitation to giulia@example.test was revoked.')).toBeInTheDocument();
    expect(callsTo('DELETE')[0]?.path).toBe(`/places/${place.id}/invitations/${invitation?.id}`);
  });

  it('accepts an access request with a role, and declines one after a confirmation', async () => {
    const requestPath = `/places/${place.id}/access-requests/:requestId`;
    const decided = (state: string, role: string | null) => () => ({
      body: { data: { id: '30000000-0000-4000-8000-000000000001', state, role } },
    });
    serve({
      [`POST ${requestPath}/accept`]: decided('accepted', 'team'),
      [`POST ${requestPath}/decline`]: decided('declined', null),
    });
    const user = renderTeam();
    const request = await item('Access requests', 'Sara Verdi');
    expect(within(request).getByLabelText('Role for Sara Verdi')).toHaveValue('team');
    await user.selectOptions(within(request).getByLabelText('Role for Sara Verdi'), 'Manager');
    await user.click(within(request).getByRole('button', { name: 'Accept Sara Verdi' }));
    expect(await screen.findByText('Sara Verdi joined the team as manager.')).toBeInTheDocument();
    expect(callsTo('POST')[0]).toMatchObject({
      path: `/places/${place.id}/access-requests/30000000-0000-4000-8000-000000000001/accept`,
      body: { role: 'manager' },
    });

    await user.click(within(request).getByRole('button', { name: 'Decline Sara Verdi' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline the request of Sara Verdi?' });
    expect(dialog).toHaveTextContent('Sara Verdi (sara@example.test) gets a mail');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('The request of Sara Verdi was declined.')).toBeInTheDocument();
    expect(callsTo('POST')[1]?.path).toMatch(/\/decline$/);
  });

  it('shows skeletons while loading, then a retry after a failure', async () => {
    let fail = true;
    server = mockApi({
      [`GET ${teamPath}`]: () =>
        fail
          ? { status: 500, body: { error: { code: 'internal', message: 'down' } } }
          : { body: { data: makeTeam() } },
    });
    const user = renderTeam();
    expect(await screen.findByRole('status', { name: 'Loading the team…' })).toBeInTheDocument();
    expect(await screen.findByText('We could not load the team.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await region('People')).toBeInTheDocument();
  });

  it('speaks Italian', async () => {
    await i18n.changeLanguage('it');
    serve();
    renderTeam();
    const seats = await region('Posti');
    expect(within(seats).getByText('4 posti occupati su 5')).toBeInTheDocument();
    const marco = await item('Persone', 'Marco Rossi');
    expect(within(marco).getByText('Responsabile')).toBeInTheDocument();
    expect(within(marco).getByRole('button', { name: 'Rimuovi Marco Rossi' })).toBeInTheDocument();
    expect(await region('Richieste di accesso')).toBeInTheDocument();
  });
});
