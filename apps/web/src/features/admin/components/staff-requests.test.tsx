import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { clearTestSession, saveTestSession } from '@/testing/saved-session';
import { mockApi, type MockReply, type MockRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const REVIEW_ID = '6a1f0c2e-7b3d-4e59-9a10-2c4b8d6e0f11';
const account = (disabled: boolean) => ({
  uid: 'anna-uid',
  email: 'anna@demo.test',
  display_name: 'Anna Neri',
  disabled,
  is_staff: false,
  created_at: '2026-03-01T10:00:00.000Z',
  last_sign_in_at: null,
  venues: [{ id: '40000000-0000-4000-8000-000000000001', name: 'Osteria del Porto', role: 'owner' }],
});
const guestData = {
  name: 'Marta C.',
  reviews: [],
  passes: [
    {
      code: 'LOST2345',
      venue_name: 'Osteria del Porto',
      mission_title: 'Uno spritz',
      created_at: '2026-03-02T10:00:00.000Z',
      redeemed_at: null,
    },
  ],
  visits: [
    { venue_name: 'Osteria del Porto', visited_at: '2026-03-03T10:00:00.000Z' },
    { venue_name: 'Osteria del Porto', visited_at: '2026-03-04T10:00:00.000Z' },
  ],
};

let server: ReturnType<typeof mockApi>;
type Route = (request: MockRequest, match: Record<string, string>) => MockReply;

function serve(routes: Record<string, Route> = {}) {
  let disabled = false;
  server = mockApi({
    'GET /admin/claims': () => ({ body: { data: [], total: 0 } }),
    'GET /admin/missions': () => ({ body: { data: [] } }),
    'GET /admin/review-reports': () => ({ body: { data: [] } }),
    'GET /admin/replies': () => ({ body: { data: [] } }),
    'GET /admin/accounts': (request) =>
      request.params.email === 'anna@demo.test'
        ? { body: { data: account(disabled) } }
        : { status: 404, body: { error: { code: 'not-found', message: 'Account not found.' } } },
    'POST /admin/accounts/:uid/disable': () => {
      disabled = true;
      return { body: { data: account(true) } };
    },
    'POST /admin/accounts/:uid/enable': () => {
      disabled = false;
      return { body: { data: account(false) } };
    },
    'POST /admin/guests/export': () => ({ body: { data: guestData } }),
    'POST /admin/guests/erase': () => ({
      body: { data: { reviews_deleted: 2, passes_deleted: 1, visits_unlinked: 3 } },
    }),
    ...routes,
  });
}

function renderAdmin() {
  render(<ToastContainer />);
  renderApp('/admin', { user: makeUser(), claims: [] });
  return userEvent.setup();
}

async function giveReason(user: ReturnType<typeof userEvent.setup>, name: RegExp, reason: string) {
  const dialog = screen.getByRole('dialog', { name });
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), reason);
  return dialog;
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

describe('accounts in the back office', () => {
  it('finds an account by email, disables it with a reason, and enables it again', async () => {
    serve();
    const user = renderAdmin();
    const section = await screen.findByRole('region', { name: 'Accounts' });
    const email = within(section).getByRole('textbox', { name: 'Sign-in email' });
    await user.type(email, 'nobody@demo.test');
    await user.click(within(section).getByRole('button', { name: 'Find' }));
    expect(await within(section).findByText('No account signs in with this email.')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'anna@demo.test');
    await user.click(within(section).getByRole('button', { name: 'Find' }));
    expect(await within(section).findByText('Anna Neri')).toBeInTheDocument();
    expect(within(section).getByText('Active')).toBeInTheDocument();
    expect(within(within(section).getByRole('list', { name: 'Venues and roles' })).getByText('Owner'));

    await user.click(within(section).getByRole('button', { name: 'Disable account' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable the account of Anna Neri' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
    await giveReason(user, /Disable the account/, 'Password stolen, reported by phone.');
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));

    expect(
      await screen.findByText('The account of Anna Neri is disabled: their sessions are ending.'),
    ).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/admin/accounts/anna-uid/disable',
      body: { reason: 'Password stolen, reported by phone.' },
    });
    expect(within(section).getByText('Disabled')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Enable account' }));
    await giveReason(user, /Enable the account/, 'Identity confirmed.');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enable account' }));
    expect(await screen.findByText('The account of Anna Neri is enabled again.')).toBeInTheDocument();
    await waitFor(() => expect(within(section).getByText('Active')).toBeInTheDocument());
  });

  it('says that staff cannot disable their own account', async () => {
    serve({
      'POST /admin/accounts/:uid/disable': () => ({
        status: 409,
        body: { error: { code: 'accounts/self', message: 'self' } },
      }),
    });
    const user = renderAdmin();
    const section = await screen.findByRole('region', { name: 'Accounts' });
    await user.type(within(section).getByRole('textbox', { name: 'Sign-in email' }), 'anna@demo.test');
    await user.click(within(section).getByRole('button', { name: 'Find' }));
    await user.click(await within(section).findByRole('button', { name: 'Disable account' }));
    await giveReason(user, /Disable the account/, 'Testing.');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText('You cannot disable or enable your own account.')).toBeInTheDocument();
  });
});

describe("guests' data requests in the back office", () => {
  it('exports by pass code into a file, and erases by review id, each with a reason', async () => {
    serve();
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:guest';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = renderAdmin();
    const section = await screen.findByRole('region', { name: "Guests' data requests" });
    const subject = within(section).getByRole('textbox', { name: 'Review id or pass code' });

    await user.click(within(section).getByRole('button', { name: 'Export their data' }));
    expect(
      within(section).getByText('Enter the review id or the pass code that the guest gave you.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(subject, ' lost2345 ');
    await user.click(within(section).getByRole('button', { name: 'Export their data' }));
    await giveReason(user, /Export this guest/, 'Mail of 3 March.');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Export their data' }));
    expect(
      await within(section).findByText('Data of Marta C.: 0 reviews, 1 pass and 2 visits.'),
    ).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === '/admin/guests/export')?.body).toEqual({
      pass_code: 'lost2345',
      reason: 'Mail of 3 March.',
    });
    await user.click(within(section).getByRole('button', { name: 'Download the file (JSON)' }));
    expect(JSON.parse(await saved[0]!.text())).toMatchObject({ name: 'Marta C.' });
    expect(click.mock.contexts[0]).toMatchObject({ download: 'guest-data-lost2345.json' });
    click.mockRestore();

    await user.clear(subject);
    await user.type(subject, REVIEW_ID.toUpperCase());
    await user.click(within(section).getByRole('button', { name: 'Erase everything' }));
    await giveReason(user, /Erase everything about this guest/, 'Mail of 4 March.');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Erase everything' }));
    expect(
      await within(section).findByText(
        "Erased: 2 reviews and 1 pass deleted; 3 visits kept for the venues' counts, unlinked from the guest.",
      ),
    ).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === '/admin/guests/erase')?.body).toEqual({
      review_id: REVIEW_ID,
      reason: 'Mail of 4 March.',
    });
  });

  it('says when no guest has the code', async () => {
    serve({
      'POST /admin/guests/export': () => ({
        status: 404,
        body: { error: { code: 'not-found', message: 'Guest not found.' } },
      }),
    });
    const user = renderAdmin();
    const section = await screen.findByRole('region', { name: "Guests' data requests" });
    await user.type(within(section).getByRole('textbox', { name: 'Review id or pass code' }), 'NOSUCH99');
    await user.click(within(section).getByRole('button', { name: 'Export their data' }));
    await giveReason(user, /Export this guest/, 'Mail of 3 March.');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Export their data' }));
    expect(await screen.findByText('No guest has this review id or pass code.')).toBeInTheDocument();
  });
});
