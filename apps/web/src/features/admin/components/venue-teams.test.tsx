import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { clearTestSession, saveTestSession } from '@/testing/saved-session';
import { mockApi, type MockReply, type MockRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const PORTO = '40000000-0000-4000-8000-000000000001';
const place = (id: string, name: string, verified: boolean) => ({
  id,
  name,
  address: 'Via del Porto 3, Genova',
  phone_number: null,
  website: null,
  menu_url: null,
  categories: [],
  already_verified: verified,
});
const person = (uid: string, name: string, role: 'owner' | 'manager' | 'team') => ({
  uid,
  display_name: name,
  email: `${uid}@demo.test`,
  role,
  joined_at: '2026-03-01T10:00:00.000Z',
  last_used_at: null,
});

let server: ReturnType<typeof mockApi>;
type Route = (request: MockRequest, match: Record<string, string>) => MockReply;

function serve(routes: Record<string, Route> = {}) {
  let people = [person('anna', 'Anna Neri', 'owner'), person('luca', 'Luca Bruni', 'team')];
  server = mockApi({
    'GET /admin/claims': () => ({ body: { data: [], total: 0 } }),
    'GET /admin/missions': () => ({ body: { data: [] } }),
    'GET /admin/review-reports': () => ({ body: { data: [] } }),
    'GET /admin/replies': () => ({ body: { data: [] } }),
    'GET /places/search': () => ({
      body: {
        data: [
          place(PORTO, 'Osteria del Porto', true),
          place('40000000-0000-4000-8000-000000000002', 'Porto Nuovo', false),
        ],
      },
    }),
    'GET /admin/places/:id/team': () => ({
      body: { data: { place: { id: PORTO, name: 'Osteria del Porto' }, people } },
    }),
    'POST /admin/places/:id/team/:uid/remove': (_request, { uid }) => {
      people = people.filter((item) => item.uid !== uid);
      return { status: 204, body: null };
    },
    ...routes,
  });
}

function renderAdmin() {
  render(<ToastContainer />);
  renderApp('/admin', { user: makeUser(), claims: [] });
  return userEvent.setup();
}

// The back office is large to transform: load it once before the tests' timeouts start.
beforeAll(async () => {
  await import('./admin-page');
}, 30_000);
beforeEach(() => {
  saveTestSession({ admin: true });
});
afterEach(() => {
  server.restore();
  clearTestSession();
});

async function openPorto(user: ReturnType<typeof userEvent.setup>) {
  const section = await screen.findByRole('region', { name: 'Venue teams' });
  await user.type(within(section).getByRole('searchbox', { name: 'Venue name' }), 'porto');
  await user.click(within(section).getByRole('button', { name: 'Find' }));
  // Only verified venues have people to show.
  await user.click(await within(section).findByRole('button', { name: /^Osteria del Porto/ }));
  expect(within(section).queryByRole('button', { name: /^Porto Nuovo/ })).not.toBeInTheDocument();
  return section;
}

describe("a venue's people in the back office", () => {
  it('finds a verified venue, lists its people, and removes one with a reason mailed to the owners', async () => {
    serve();
    const user = renderAdmin();
    const section = await openPorto(user);
    expect(await within(section).findByText('Luca Bruni')).toBeInTheDocument();
    expect(within(section).getByText('Team member')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Remove Luca Bruni' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Luca Bruni from Osteria del Porto' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Left in March; the owner lost access.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Luca Bruni was removed from Osteria del Porto.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: `/admin/places/${PORTO}/team/luca/remove`,
      body: { reason: 'Left in March; the owner lost access.' },
    });
    await waitFor(() => expect(within(section).queryByText('Luca Bruni')).not.toBeInTheDocument());
  });

  it("says why the venue's last owner stays", async () => {
    serve({
      'POST /admin/places/:id/team/:uid/remove': () => ({
        status: 409,
        body: { error: { code: 'team/last-owner', message: 'last owner' } },
      }),
    });
    const user = renderAdmin();
    const section = await openPorto(user);
    await user.click(await within(section).findByRole('button', { name: 'Remove Anna Neri' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Asked by the owner.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText("This is the venue's last owner: the venue always keeps one."),
    ).toBeInTheDocument();
    expect(within(section).getByText('Anna Neri')).toBeInTheDocument();
  });
});
