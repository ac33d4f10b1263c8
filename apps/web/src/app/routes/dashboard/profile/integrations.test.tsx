import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makePlans } from '@/testing/dashboard-fixtures';
import { makeClaim } from '@/testing/fixtures';
import { mockApi, type MockReply, type MockRequest } from '@/testing/mock-api';
import { renderDashboard } from '@/testing/render-dashboard';

beforeAll(async () => {
  await import('./integrations');
}, 30_000);

let server: ReturnType<typeof mockApi>;
afterEach(() => server.restore());
const claim = makeClaim('approved');
const placeId = claim.restaurant.id;
type Route = (request: MockRequest, match: Record<string, string>) => MockReply;

const publishing = {
  slug: 'osteria-del-porto-genova',
  wall_url: 'https://venues.test/v/osteria-del-porto-genova',
  origin: 'https://venues.test',
  credit_hidden: false,
  can_hide_credit: true,
};
const endpoint = {
  id: '30000000-0000-4000-8000-000000000001',
  url: 'https://crm.example.com/hooks',
  events: ['review.published'],
  description: 'CRM',
  status: 'failing',
  failing_since: '2026-03-02T10:00:00.000Z',
  disabled_at: null,
  disabled_reason: null,
  secret_hint: 'a1b2',
  created_at: '2026-03-01T10:00:00.000Z',
};

function serve(extra: Record<string, Route> = {}) {
  server = mockApi({
    'GET /billing/plans': () => ({ body: { data: makePlans() } }),
    'GET /places/publishing': () => ({ body: { data: publishing } }),
    'GET /places/webhooks': () => ({ body: { data: [endpoint] } }),
    ...extra,
  });
}

function renderIntegrations(plan: 'free' | 'starter' = 'starter') {
  const user = userEvent.setup();
  renderDashboard('/dashboard/profile/integrations', {
    claims: [claim],
    customer: makeCustomer({ [placeId]: plan }),
  });
  render(<ToastContainer />);
  return user;
}

const webhooks = () => screen.findByRole('region', { name: 'Webhooks' });

describe('the Integrations tab', () => {
  it("shows the wall's link and the embed's code for the venue", async () => {
    serve();
    renderIntegrations();
    const wall = await screen.findByRole('region', { name: 'Review wall' });
    expect(within(wall).getByText(publishing.wall_url)).toBeInTheDocument();
    const embed = screen.getByRole('region', { name: 'Reviews on your website' });
    await userEvent.setup().click(within(embed).getByText('Grid'));
    expect(
      within(embed).getByText(
        /<iframe src="https:\/\/venues\.test\/embed\/osteria-del-porto-genova\?layout=grid/,
      ),
    ).toBeInTheDocument();
    expect(within(embed).getByTitle('Preview of the reviews on your website')).toHaveAttribute(
      'src',
      'https://venues.test/embed/osteria-del-porto-genova?layout=grid&count=6&theme=light',
    );
    expect(server.calls.find((call) => call.path === '/places/publishing')?.params).toEqual({ id: placeId });
  });

  it('lists the webhooks with their state, and shows a new secret once', async () => {
    serve({
      'POST /places/webhooks': (request) => ({
        status: 201,
        body: {
          data: {
            ...endpoint,
            id: '30000000-0000-4000-8000-000000000002',
            url: (request.body as { url: string }).url,
            status: 'active',
            failing_since: null,
            secret: 'whsec_s3cr3t',
          },
        },
      }),
    });
    const user = renderIntegrations();
    const section = await webhooks();
    expect(await within(section).findByText(endpoint.url)).toBeInTheDocument();
    expect(within(section).getByText(/^Failing since/)).toBeInTheDocument();
    await user.type(await within(section).findByLabelText(/^Endpoint URL/), 'https://new.example.com/in');
    await user.click(within(section).getByRole('button', { name: 'Add webhook' }));
    const reveal = await within(section).findByRole('group', {
      name: 'Signing secret for https://new.example.com/in',
    });
    expect(within(reveal).getByText('whsec_s3cr3t')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      url: 'https://new.example.com/in',
      events: ['review.published', 'review.withdrawn', 'review.replied', 'review.unpublished'],
      description: '',
    });
    await user.click(within(reveal).getByRole('button', { name: "I've saved it" }));
    expect(screen.queryByText('whsec_s3cr3t')).not.toBeInTheDocument();
  });

  it('says why the API refused the address, in the URL field', async () => {
    serve({
      'POST /places/webhooks': () => ({
        status: 400,
        body: {
          error: {
            code: 'webhooks/url-refused',
            message: 'This address cannot receive webhooks.',
            fields: { url: ['privateAddress'] },
          },
        },
      }),
    });
    const user = renderIntegrations();
    const section = await webhooks();
    await user.type(await within(section).findByLabelText(/^Endpoint URL/), 'https://10.0.0.1/hook');
    await user.click(within(section).getByRole('button', { name: 'Add webhook' }));
    expect(
      await within(section).findByText(
        'This address is on a private network: webhooks only reach public addresses.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByLabelText(/^Endpoint URL/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a test event and shows how the endpoint answered', async () => {
    serve({
      'POST /places/webhooks/:endpointId/test': () => ({
        body: {
          data: {
            id: '40000000-0000-4000-8000-000000000001',
            event_id: '40000000-0000-4000-8000-000000000002',
            event_type: 'test',
            test: true,
            status: 'failed',
            attempts: 1,
            response_status: 404,
            response_ms: 12,
            error: 'HTTP 404',
            last_attempt_at: '2026-03-02T10:00:00.000Z',
            delivered_at: null,
            created_at: '2026-03-02T10:00:00.000Z',
          },
        },
      }),
    });
    const user = renderIntegrations();
    const section = await webhooks();
    await user.click(
      await within(section).findByRole('button', { name: `Send a test event to ${endpoint.url}` }),
    );
    expect(await within(section).findByText('Test event not delivered: HTTP 404')).toBeInTheDocument();
  });

  it('offers the plans instead of the form on free, keeps deletion, and explains the credit line', async () => {
    serve({
      'GET /places/publishing': () => ({ body: { data: { ...publishing, can_hide_credit: false } } }),
    });
    renderIntegrations('free');
    const section = await webhooks();
    expect(
      await within(section).findByText('Webhooks come with the Starter and Pro plans'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Add webhook' })).not.toBeInTheDocument();
    // An endpoint kept from a paid plan can still be deleted, not tested.
    expect(
      await within(section).findByRole('button', { name: `Delete ${endpoint.url}` }),
    ).toBeInTheDocument();
    expect(
      within(section).queryByRole('button', { name: `Send a test event to ${endpoint.url}` }),
    ).not.toBeInTheDocument();
    const credit = screen.getByRole('region', { name: 'Credit line' });
    expect(within(credit).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(credit).getByText(/On the free plan the credit line always shows/)).toBeInTheDocument();
  });

  it('says when the public pages cannot be loaded and retries', async () => {
    let fail = true;
    serve({
      'GET /places/publishing': () =>
        fail
          ? { status: 500, body: { error: { code: 'internal', message: 'boom' } } }
          : { body: { data: publishing } },
    });
    const user = renderIntegrations();
    expect(await screen.findByText("We couldn't load your public pages.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Review wall' })).toBeInTheDocument());
  });
});
