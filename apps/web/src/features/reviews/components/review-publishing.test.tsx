import type { Review } from '@venues/contracts/dashboard';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCustomer, makePlans, makeReview } from '@/testing/dashboard-fixtures';
import { makeClaim } from '@/testing/fixtures';
import { FakeIntersectionObserver } from '@/testing/intersection-observer';
import { mockApi, type MockReply, type MockRequest } from '@/testing/mock-api';
import { renderDashboard } from '@/testing/render-dashboard';
import { findReviewDetail } from '@/testing/review-detail';

const claim = makeClaim('approved');
const placeId = claim.restaurant.id;
const venue = claim.restaurant.name;
let server: ReturnType<typeof mockApi>;
type Route = (request: MockRequest, match: Record<string, string>) => MockReply;

const reply = (body: string, overrides: object = {}) => ({
  body,
  created_at: '2026-03-06T10:00:00.000Z',
  updated_at: '2026-03-06T10:00:00.000Z',
  hidden: false,
  hidden_reason: null,
  ...overrides,
});

function serve(review: Review, routes: Record<string, Route> = {}) {
  server = mockApi({
    'GET /billing/plans': () => ({ body: { data: makePlans() } }),
    'GET /places/:id/reviews': () => ({ body: { data: [review], next_cursor: null } }),
    'PUT /places/:id/reviews/:reviewId/reply': (request) => ({
      status: 201,
      body: { data: reply((request.body as { body: string }).body.trim()) },
    }),
    'DELETE /places/:id/reviews/:reviewId/reply': () => ({ status: 204, body: null }),
    ...routes,
  });
}

async function open(review: Review, routes: Record<string, Route> = {}) {
  serve(review, routes);
  render(<ToastContainer />);
  renderDashboard('/dashboard/reviews', {
    claims: [claim],
    customer: makeCustomer({ [placeId]: 'starter' }),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Details' }));
  return { user, dialog: await findReviewDetail(review.title) };
}

const writes = () => server.calls.filter((call) => call.method !== 'GET');

// The reviews screen is large to transform: load it once before the tests' timeouts start.
beforeAll(async () => {
  await import('./reviews-grid');
}, 30_000);
beforeEach(() => FakeIntersectionObserver.install());
afterEach(() => server.restore());

describe('the review modal: audience, reply and highlight', () => {
  it('says a private review stays in the dashboard, with no share link and no highlight', async () => {
    const { dialog } = await open(makeReview({ public_consent: false }));
    expect(within(dialog).getByText('Private')).toBeInTheDocument();
    expect(within(dialog).getByText(/never appears outside your dashboard/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  // A whole reply's life, typed key by key: longer than the default timeout on a busy machine.
  it('writes a reply with a counter, shows it from the venue, edits it and deletes it after a confirmation', async () => {
    const review = makeReview({
      public_consent: true,
      is_public: true,
      share_url: 'https://venues.test/v/trattoria/1',
    });
    const { user, dialog } = await open(review);
    expect(within(dialog).getByText('Public')).toBeInTheDocument();
    expect(within(dialog).getByText('https://venues.test/v/trattoria/1')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Reply' }));
    const field = within(dialog).getByRole('textbox', { name: 'Your reply' });
    expect(field).toHaveAttribute('maxlength', '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Publish reply' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    await user.type(field, 'Grazie!');
    expect(within(dialog).getByText('7 of 1000 characters used')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByText('Reply published.')).toBeInTheDocument();
    expect(within(dialog).getByText(`Reply from ${venue}`)).toBeInTheDocument();
    expect(within(dialog).getByText('Grazie!')).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      path: `/places/${placeId}/reviews/${review.id}/reply`,
      body: { body: 'Grazie!' },
    });

    await user.click(within(dialog).getByRole('button', { name: 'Edit reply' }));
    const editor = within(dialog).getByRole('textbox', { name: 'Your reply' });
    expect(editor).toHaveValue('Grazie!');
    await user.type(editor, ' A presto.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Grazie! A presto.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete reply' }));
    expect(within(dialog).getByText(/Delete your reply\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(writes().filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete reply' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Reply deleted.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Grazie! A presto.')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reply' })).toBeInTheDocument();
  }, 20_000);

  it("opens the device's share sheet with the share page's link, where the browser has one", async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { configurable: true, writable: true, value: share });
    try {
      const url = 'https://venues.test/v/trattoria/2';
      const { user, dialog } = await open(
        makeReview({ public_consent: true, is_public: true, share_url: url }),
      );
      await user.click(within(dialog).getByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({ url, title: `A review of ${venue}` });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('keeps the text after a failed save and sends it again', async () => {
    let fail = true;
    const { user, dialog } = await open(makeReview(), {
      'PUT /places/:id/reviews/:reviewId/reply': (request) =>
        fail
          ? { status: 500, body: { error: { code: 'internal', message: 'boom' } } }
          : { status: 201, body: { data: reply((request.body as { body: string }).body) } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reply' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Your reply' }), 'Grazie');
    await user.click(within(dialog).getByRole('button', { name: 'Publish reply' }));
    expect(await within(dialog).findByText(/We could not save your reply/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Your reply' })).toHaveValue('Grazie');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText(`Reply from ${venue}`)).toBeInTheDocument();
  });

  it('says staff hid the reply, with the reason, and offers no edit', async () => {
    const { dialog } = await open(
      makeReview({
        reply: reply('Non torni più', { hidden: true, hidden_reason: 'Offensive to the guest' }),
      }),
    );
    expect(
      within(dialog).getByText(/Staff hid this reply.*Reason: Offensive to the guest/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Edit reply' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete reply' })).not.toBeInTheDocument();
  });

  it('highlights a public review and explains the limit when it is reached', async () => {
    let full = false;
    const { user, dialog } = await open(
      makeReview({ public_consent: true, is_public: true, share_url: 'https://v.test/v/x/1' }),
      {
        'PUT /places/:id/reviews/:reviewId/highlight': () =>
          full
            ? { status: 409, body: { error: { code: 'highlights/limit', message: 'limit' } } }
            : { body: { data: { highlighted: true, highlights: 3 } } },
        'DELETE /places/:id/reviews/:reviewId/highlight': () => ({
          body: { data: { highlighted: false, highlights: 2 } },
        }),
      },
    );
    const toggle = within(dialog).getByRole('switch', { name: 'Highlight on the wall' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(within(dialog).getByText(/3 of 6 highlighted/)).toBeInTheDocument();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    full = true;
    await user.click(toggle);
    expect(await within(dialog).findByText(/You already highlight 6 reviews/)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });
});
