import type { Claim } from '@venues/contracts/claims';
import type { Review } from '@venues/contracts/dashboard';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';
import { makeCustomer, makePlans, makeReview } from '@/testing/dashboard-fixtures';
import { makeClaim } from '@/testing/fixtures';
import { FakeIntersectionObserver } from '@/testing/intersection-observer';
import { mockApi, type MockReply } from '@/testing/mock-api';
import { renderDashboard } from '@/testing/render-dashboard';
import { findReviewDetail } from '@/testing/review-detail';

const first = makeClaim('approved');
const second = makeClaim('approved');
let server: ReturnType<typeof mockApi>;

/** Each venue lists a full first page; `detail` answers GET /reviews/:id. */
function serve(detail: (reviewId: string) => MockReply) {
  const pages = new Map(
    [first, second].map((claim) => [claim.restaurant.id, Array.from({ length: 10 }, () => makeReview())]),
  );
  server = mockApi({
    'GET /billing/plans': () => ({ body: { data: makePlans() } }),
    'GET /places/:id/reviews': (_request, { id = '' }) => ({
      body: { data: pages.get(id) ?? [], next_cursor: null },
    }),
    'GET /reviews/:reviewId': (_request, { reviewId = '' }) => detail(reviewId),
  });
}

function openLink(
  review: Review | string,
  { claims = [first], current }: { claims?: Claim[]; current?: string } = {},
) {
  render(<ToastContainer />);
  const id = typeof review === 'string' ? review : review.id;
  renderDashboard(`/dashboard/reviews?review=${id}`, {
    claims,
    current,
    customer: makeCustomer(Object.fromEntries(claims.map((claim) => [claim.restaurant.id, 'starter']))),
  });
}

const location = () => screen.getByRole('status', { name: 'current location' });
const listCalls = (claim: Claim) =>
  server.calls.filter((call) => call.path === `/places/${claim.restaurant.id}/reviews`);

beforeEach(() => FakeIntersectionObserver.install());
afterEach(() => server.restore());

describe('link to a review', () => {
  it('opens a review that is not on the first page, and drops the parameter on close', async () => {
    const review = makeReview({ title: 'Deep in the list' });
    serve(() => ({ body: { data: { ...review, place_id: first.restaurant.id } } }));
    openLink(review);

    const dialog = await findReviewDetail('Deep in the list');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Video reviews' })).getAllByRole('article'),
      ).toHaveLength(10),
    );
    expect(screen.queryByRole('article', { name: 'Deep in the list' })).not.toBeInTheDocument();
    expect(server.calls.find((call) => call.path === `/reviews/${review.id}`)).toBeDefined();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/dashboard\/reviews$/);
  });

  it("switches to the review's venue when it is another of the user's", async () => {
    const review = makeReview({ title: 'At the other venue' });
    serve(() => ({ body: { data: { ...review, place_id: second.restaurant.id } } }));
    openLink(review, { claims: [first, second], current: first.id });

    const dialog = await findReviewDetail('At the other venue');
    expect(useSessionStore.getState().currentPlaceId).toBe(second.id);
    await waitFor(() => expect(listCalls(second)).toHaveLength(1));
    expect(location()).toHaveTextContent(`/dashboard/reviews?review=${review.id}`);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(location()).toHaveTextContent(/^\/dashboard\/reviews$/);
    expect(useSessionStore.getState().currentPlaceId).toBe(second.id);
  });

  it("lists only the review's venue, once, when the link switches the venue", async () => {
    const review = makeReview({ title: 'Listed once' });
    serve(() => ({ body: { data: { ...review, place_id: second.restaurant.id } } }));
    openLink(review, { claims: [first, second], current: first.id });

    await findReviewDetail('Listed once');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Video reviews' })).getAllByRole('article'),
      ).toHaveLength(10),
    );
    expect(listCalls(second)).toHaveLength(1);
    expect(listCalls(first)).toHaveLength(0);
  });

  it.each([
    [404, 'not-found'],
    [403, 'auth/forbidden'],
  ])(
    'says a review answered with %i is no longer available, and drops the parameter',
    async (status, code) => {
      serve(() => ({ status, body: { error: { code, message: code } } }));
      openLink('10000000-0000-4000-8000-999999999999');
      expect(await screen.findByText('This review is no longer available.')).toBeInTheDocument();
      await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\/reviews$/));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(useSessionStore.getState().currentPlaceId).toBe(first.id);
    },
  );

  it('says so in Italian', async () => {
    await i18n.changeLanguage('it');
    serve(() => ({ status: 404, body: { error: { code: 'not-found', message: 'gone' } } }));
    openLink('10000000-0000-4000-8000-999999999998');
    expect(await screen.findByText('Questa recensione non è più disponibile.')).toBeInTheDocument();
  });
});
