import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { makePlans } from '@/testing/dashboard-fixtures';
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

type Route = (request: MockRequest, match: Record<string, string>) => MockReply;

const bar = {
  id: '20000000-0000-4000-8000-000000000001',
  label: 'Bar',
  created_at: '2026-03-02T10:00:00.000Z',
  last_used_at: null,
};

function serve(extra: Record<string, Route> = {}) {
  let links = [bar];
  server = mockApi({
    'GET /places/missions': () => ({ body: { data: [] } }),
    'GET /billing/plans': () => ({ body: { data: makePlans() } }),
    'GET /places/counter-links': () => ({ body: { data: links } }),
    'POST /places/counter-links': (request) => {
      const { label } = request.body as { label: string };
      const link = { ...bar, id: '20000000-0000-4000-8000-000000000002', label };
      links = [...links, link];
      return { status: 201, body: { data: { ...link, url: 'https://venues.test/counter/s3cr3t' } } };
    },
    'DELETE /places/counter-links/:linkId': (_request, match) => {
      links = links.filter((link) => link.id !== match.linkId);
      return { status: 204, body: null };
    },
    ...extra,
  });
}

function renderMissions() {
  const user = userEvent.setup();
  renderDashboard('/dashboard/missions', { claims: [claim] });
  render(<ToastContainer />);
  return user;
}

const section = () => screen.findByRole('region', { name: 'Counter links' });

describe('counter links', () => {
  it('lists the links with when they were last used', async () => {
    serve();
    renderMissions();
    const links = await section();
    expect(await within(links).findByRole('heading', { name: 'Bar' })).toBeInTheDocument();
    expect(within(links).getByText(/Never used/)).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === '/places/counter-links')?.params).toEqual({
      id: placeId,
    });
  });

  it('shows a new link once, with its QR code and a copy button', async () => {
    serve();
    const user = renderMissions();
    const links = await section();
    await user.type(within(links).getByLabelText(/^Name/), 'Giulia');
    await user.click(within(links).getByRole('button', { name: 'Create link' }));
    const reveal = await within(links).findByRole('group', { name: 'Counter link for “Giulia”' });
    expect(within(reveal).getByText('https://venues.test/counter/s3cr3t')).toBeInTheDocument();
    expect(within(reveal).getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(
      await within(reveal).findByRole('img', { name: 'QR code of the counter link for Giulia' }),
    ).toBeInTheDocument();
    expect(within(reveal).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ label: 'Giulia' });
    await user.click(within(reveal).getByRole('button', { name: 'Done, I have it' }));
    expect(screen.queryByText('https://venues.test/counter/s3cr3t')).not.toBeInTheDocument();
    expect(await within(links).findByRole('heading', { name: 'Giulia' })).toBeInTheDocument();
  });

  it('asks for a name before creating', async () => {
    serve();
    const user = renderMissions();
    const links = await section();
    await user.click(within(links).getByRole('button', { name: 'Create link' }));
    expect(await within(links).findByText('This field is required')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('revokes a link after a confirmation', async () => {
    serve();
    const user = renderMissions();
    const links = await section();
    await user.click(await within(links).findByRole('button', { name: 'Revoke Bar' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke “Bar”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke the link' }));
    expect(await screen.findByText('“Bar” is revoked.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'DELETE')?.path).toBe(
      `/places/counter-links/${bar.id}`,
    );
    await waitFor(() => expect(within(links).getByText('No counter link yet.')).toBeInTheDocument());
  });

  it('says when the links cannot be loaded and retries', async () => {
    let fail = true;
    serve({
      'GET /places/counter-links': () =>
        fail
          ? { status: 500, body: { error: { code: 'internal', message: 'boom' } } }
          : { body: { data: [] } },
    });
    const user = renderMissions();
    const links = await section();
    expect(
      await within(links).findByText('We could not load the counter links.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(links).getByRole('button', { name: 'Try again' }));
    expect(await within(links).findByText('No counter link yet.')).toBeInTheDocument();
  });

  it('speaks Italian', async () => {
    await i18n.changeLanguage('it');
    serve();
    renderMissions();
    const links = await screen.findByRole('region', { name: 'Link per la cassa' });
    expect(await within(links).findByText(/Mai usato/)).toBeInTheDocument();
    expect(within(links).getByText(/Creato il 2 mar/)).toBeInTheDocument();
  });
});
