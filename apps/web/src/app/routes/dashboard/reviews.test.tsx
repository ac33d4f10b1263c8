import type { Review } from '@venues/contracts/dashboard';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeCustomer, makePlans, makeReview } from '@/testing/dashboard-fixtures';
import { makeClaim } from '@/testing/fixtures';
import { FakeIntersectionObserver } from '@/testing/intersection-observer';
import { mockApi } from '@/testing/mock-api';
import { renderDashboard } from '@/testing/render-dashboard';

const claim = makeClaim('approved');
const placeId = claim.restaurant.id;
let server: ReturnType<typeof mockApi>;

function serve(reviews: Review[], { plans = true }: { plans?: boolean } = {}) {
  server = mockApi({
    'GET /billing/plans': () => (plans ? { body: { data: makePlans() } } : new Promise(() => undefined)),
    'GET /places/:id/reviews': ({ params }) => {
      const skip = Number(params.skip);
      return { body: { data: reviews.slice(skip, skip + Number(params.take)) } };
    },
  });
}

const reviewCalls = () => server.calls.filter((call) => call.path === `/places/${placeId}/reviews`);
const cards = () => within(screen.getByRole('list', { name: 'Video reviews' })).queryAllByRole('article');

beforeEach(() => FakeIntersectionObserver.install());
afterEach(() => server.restore());

describe('reviews grid', () => {
  it('loads pages of 10 when the marker below the list is fully visible, until a short page', async () => {
    serve(Array.from({ length: 23 }, () => makeReview()));
    renderDashboard('/dashboard/reviews', {
      claims: [claim],
      customer: makeCustomer({ [placeId]: 'starter' }),
    });
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(reviewCalls()[0]?.params).toEqual({ skip: 0, take: 10 });
    expect(FakeIntersectionObserver.instances.at(-1)?.options.threshold).toBe(1);

    act(() => FakeIntersectionObserver.show(0.6));
    expect(reviewCalls()).toHaveLength(1);

    act(() => FakeIntersectionObserver.show(1));
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(reviewCalls()[1]?.params).toEqual({ skip: 10, take: 10 });

    act(() => FakeIntersectionObserver.show(1));
    await waitFor(() => expect(cards()).toHaveLength(23));
    act(() => FakeIntersectionObserver.show(1));
    expect(reviewCalls()).toHaveLength(3);
  });

  it('shows the empty state with a title and two paragraphs', async () => {
    serve([]);
    renderDashboard('/dashboard/reviews', {
      claims: [claim],
      customer: makeCustomer({ [placeId]: 'starter' }),
    });
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
    expect(
      screen.getByText('Video reviews recorded by your customers will appear here.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Put your QR code on the tables/)).toBeInTheDocument();
  });

  it.each([
    ['starter', true],
    ['pro', true],
    ['free', false],
  ] as const)('offers Download video on the %s plan: %s', async (plan, offered) => {
    serve([makeReview(), makeReview({ video_url: null, download_url: null })]);
    renderDashboard('/dashboard/reviews', { claims: [claim], customer: makeCustomer({ [placeId]: plan }) });
    await waitFor(() => expect(cards()).toHaveLength(2));
    await waitFor(() => expect(server.calls.some((call) => call.path === '/billing/plans')).toBe(true));
    const links = () => screen.queryAllByRole('link', { name: 'Download video' });
    if (offered) await waitFor(() => expect(links()).toHaveLength(1));
    else expect(links()).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Details' })).toHaveLength(2);
  });

  it('offers no download while the plans are still loading', async () => {
    serve([makeReview()], { plans: false });
    renderDashboard('/dashboard/reviews', { claims: [claim], customer: makeCustomer({ [placeId]: 'pro' }) });
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Download video' })).not.toBeInTheDocument();
  });
});

describe('review detail modal', () => {
  async function openModal(review: Review, plan: 'free' | 'starter' = 'starter') {
    serve([review]);
    renderDashboard('/dashboard/reviews', { claims: [claim], customer: makeCustomer({ [placeId]: plan }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Details' }));
    return screen.getByRole('dialog', { name: review.title });
  }

  it('plays the video without native download or context menu', async () => {
    const review = makeReview();
    const dialog = await openModal(review);
    const video = within(dialog).getByLabelText('Video of the review');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', review.video_url);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('controlslist', 'nodownload');
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    video.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(true);
  });

  it('shows who, the stars, title, description and the date on a 24-hour clock', async () => {
    const review = makeReview({
      title: 'Best carbonara',
      reviewer: { display_name: 'Luca', photo_url: null },
    });
    const dialog = await openModal(review);
    expect(within(dialog).getByText('Luca')).toBeInTheDocument();
    expect(within(dialog).getByText('Best carbonara')).toBeInTheDocument();
    expect(within(dialog).getByText(review.description)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('img', { name: 'Rated 4 out of 5' }).length).toBeGreaterThan(0);
    const expected = new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(review.created_at));
    expect(within(dialog).getByText(`Posted on ${expected}`)).toBeInTheDocument();
    expect(expected).toMatch(/^05 March.*\d{2}:07$/);
  });

  it('lists food, atmosphere and service as five circles, skipping overall and price', async () => {
    const dialog = await openModal(
      makeReview({ rating: { overall: 4, food: 5, price: 3, atmosphere: 2, service: 4 } }),
    );
    const table = within(dialog).getByRole('table', { name: 'Ratings' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Food', 'Atmosphere', 'Service']);
    const cells = within(table).getAllByRole('cell');
    expect(
      within(cells[0] as HTMLElement).getByRole('img', { name: 'Rated 5 out of 5' }),
    ).toBeInTheDocument();
    expect(
      within(cells[1] as HTMLElement).getByRole('img', { name: 'Rated 2 out of 5' }),
    ).toBeInTheDocument();
    expect((cells[1] as HTMLElement).querySelectorAll('[data-filled]')).toHaveLength(5);
  });

  it('skips empty sub-ratings and shows 0 stars without an overall rating', async () => {
    const dialog = await openModal(
      makeReview({ rating: { overall: null, food: null, price: 5, atmosphere: null, service: 3 } }),
    );
    const headers = within(within(dialog).getByRole('table')).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual(['Service']);
    expect(within(dialog).getByRole('img', { name: 'Rated 0 out of 5' })).toBeInTheDocument();
  });

  it('offers Download in a new tab on a paid plan', async () => {
    const review = makeReview();
    const dialog = await openModal(review, 'starter');
    const download = await within(dialog).findByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', review.download_url);
    expect(download).toHaveAttribute('target', '_blank');
    expect(download).toHaveAttribute('download', 'review-video.mp4');
  });

  it('offers no Download on the free plan', async () => {
    const dialog = await openModal(makeReview(), 'free');
    await waitFor(() => expect(server.calls.some((call) => call.path === '/billing/plans')).toBe(true));
    expect(within(dialog).queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('shows a placeholder and no Download when the review has no video', async () => {
    const dialog = await openModal(makeReview({ video_url: null, download_url: null }), 'starter');
    expect(within(dialog).getByText('This review has no video.')).toBeInTheDocument();
    expect(dialog.querySelector('video')).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('closes with the close button, Escape and a click on the backdrop', async () => {
    await openModal(makeReview());
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Open the review/ }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
