import type { AdminReply } from '@venues/contracts/replies';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { clearTestSession, saveTestSession } from '@/testing/saved-session';
import { mockApi, type MockReply, type MockRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

function makeReply(overrides: Partial<AdminReply> = {}): AdminReply {
  return {
    review_id: '60000000-0000-4000-8000-000000000001',
    body: 'Non torni più, grazie.',
    created_at: '2026-03-06T10:00:00.000Z',
    updated_at: '2026-03-06T10:00:00.000Z',
    hidden: false,
    hidden_reason: null,
    hidden_at: null,
    place: { id: '40000000-0000-4000-8000-000000000001', name: 'Osteria del Porto' },
    review: { title: 'Slow service', display_name: 'Marco B.', rating_overall: 2 },
    ...overrides,
  };
}

let server: ReturnType<typeof mockApi>;
type Route = (request: MockRequest, match: Record<string, string>) => MockReply;

function serve(routes: Record<string, Route>) {
  server = mockApi({
    'GET /admin/claims': () => ({ body: { data: [], total: 0 } }),
    'GET /admin/missions': () => ({ body: { data: [] } }),
    'GET /admin/review-reports': () => ({ body: { data: [] } }),
    ...routes,
  });
}

function renderAdmin() {
  render(<ToastContainer />);
  renderApp('/admin', { user: makeUser(), claims: [] });
  return userEvent.setup();
}

const findSection = () => screen.findByRole('region', { name: 'Public replies' });

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

describe('public replies in the back office', () => {
  it('hides a reply with a required reason, then shows it again', async () => {
    let reply = makeReply();
    serve({
      'GET /admin/replies': () => ({ body: { data: [reply] } }),
      'POST /admin/replies/:reviewId/hide': (request) => {
        reply = { ...reply, hidden: true, hidden_reason: (request.body as { reason: string }).reason };
        return { body: { data: reply } };
      },
      'POST /admin/replies/:reviewId/unhide': () => {
        reply = { ...reply, hidden: false, hidden_reason: null };
        return { body: { data: reply } };
      },
    });
    const user = renderAdmin();
    const section = await findSection();
    expect(await within(section).findByText('Non torni più, grazie.')).toBeInTheDocument();
    expect(within(section).getByText('On “Slow service” by Marco B., rated 2 out of 5')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === '/admin/replies')?.params).toEqual({ status: 'all' });

    await user.click(within(section).getByRole('button', { name: 'Hide reply of Osteria del Porto' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide the reply of Osteria del Porto' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide reply' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Insults the guest');
    await user.click(within(dialog).getByRole('button', { name: 'Hide reply' }));

    expect(await screen.findByText('Reply hidden.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: `/admin/replies/${reply.review_id}/hide`,
      body: { reason: 'Insults the guest' },
    });
    expect(await within(section).findByText('Reason: Insults the guest')).toBeInTheDocument();
    await user.click(
      within(section).getByRole('button', { name: 'Show again the reply of Osteria del Porto' }),
    );
    expect(await screen.findByText('Reply shown again.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(section).queryByText('Reason: Insults the guest')).not.toBeInTheDocument(),
    );
  });

  it('filters by status, and shows an error with Retry', async () => {
    let fail = true;
    serve({
      'GET /admin/replies': (request) =>
        fail
          ? { status: 500, body: { error: { code: 'internal', message: 'boom' } } }
          : { body: { data: request.params.status === 'hidden' ? [] : [makeReply()] } },
    });
    const user = renderAdmin();
    const section = await findSection();
    expect(await within(section).findByText('We could not load the replies.')).toBeInTheDocument();
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('Non torni più, grazie.')).toBeInTheDocument();
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Show' }), 'hidden');
    expect(await within(section).findByText('No replies match this filter.')).toBeInTheDocument();
  });
});
