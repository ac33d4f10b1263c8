import type { Review } from '@venues/contracts/dashboard';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '@venues/contracts/format';
import { makeCustomer, makePlans, makeReview } from '@/testing/dashboard-fixtures';
import { makeClaim, makeVenue } from '@/testing/fixtures';
import { LOAD_MORE_ROOT_MARGIN } from '@/features/reviews/utils/load-more';
import { FakeIntersectionObserver } from '@/testing/intersection-observer';
import { clearTestSession, saveTestSession } from '@/testing/saved-session';
import { mockApi } from '@/testing/mock-api';
import { renderDashboard } from '@/testing/render-dashboard';
import { findReviewDetail } from '@/testing/review-detail';

const claim = makeClaim('approved');
const placeId = claim.restaurant.id;
let server: ReturnType<typeof mockApi>;

type Reply = { status?: number; body: unknown };

function serve(
  reviews: Review[],
  {
    report,
    page,
  }: {
    report?: () => Reply | Promise<Reply>;
    /** An answer in place of the page after `cursor`, when it gives one. */
    page?: (cursor: string | undefined) => Reply | Promise<Reply> | undefined;
  } = {},
) {
  server = mockApi({
    'POST /places/:id/reviews/:reviewId/reports': () =>
      report?.() ?? { status: 201, body: { data: { id: '20000000-0000-4000-8000-000000000001' } } },
    'GET /billing/plans': () => ({ body: { data: makePlans() } }),
    // The cursor is the index of the next review, as the mock writes it.
    'GET /places/:id/reviews': ({ params }) => {
      const instead = page?.(typeof params.cursor === 'string' ? params.cursor : undefined);
      if (instead) return instead;
      const start = Number(params.cursor ?? 0);
      const end = start + Number(params.take);
      const data = reviews.slice(start, end);
      return { body: { data, next_cursor: data.length === Number(params.take) ? String(end) : null } };
    },
  });
}

const reviewCalls = () => server.calls.filter((call) => call.path === `/places/${placeId}/reviews`);
const cards = () => within(screen.getByRole('list', { name: 'Video reviews' })).queryAllByRole('article');
/** The hidden skeleton cards that hold a page's place in the list. */
const placeholders = () =>
  screen.getByRole('list', { name: 'Video reviews' }).querySelectorAll('li[aria-hidden="true"]');

/** The signed-in Firebase user as the admin check and the API client see it. */
function signInWithAdminClaim(admin: boolean) {
  saveTestSession({ admin });
}

beforeEach(() => FakeIntersectionObserver.install());
afterEach(() => {
  server.restore();
  clearTestSession();
});

describe('reviews grid', () => {
  it("loads pages of 10 when the marker atop the next page's place is in view, until a short page", async () => {
    serve(Array.from({ length: 23 }, () => makeReview()));
    renderDashboard('/dashboard/reviews', {
      claims: [claim],
      customer: makeCustomer({ [placeId]: 'starter' }),
    });
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(reviewCalls()[0]?.params).toEqual({ sort: 'newest', take: 10 });
    // The cards draw in a deferred render, whose effects (the marker's observer) may run a moment later.
    await waitFor(() => expect(FakeIntersectionObserver.observing()).toBe(true));
    expect(FakeIntersectionObserver.instances.at(-1)?.options.threshold).toBe(1);
    // The next page's place is held below the cards, by as many skeletons as a page brings, the marker atop.
    expect(placeholders()).toHaveLength(10);
    expect(placeholders()[0]?.querySelector('[data-testid="reviews-load-more"]')).not.toBeNull();

    act(() => FakeIntersectionObserver.show(0.6));
    expect(reviewCalls()).toHaveLength(1);

    act(() => FakeIntersectionObserver.show(1));
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(reviewCalls()[1]?.params).toEqual({ sort: 'newest', take: 10, cursor: '10' });

    await waitFor(() => expect(FakeIntersectionObserver.observing()).toBe(true));
    act(() => FakeIntersectionObserver.show(1));
    await waitFor(() => expect(cards()).toHaveLength(23));
    // A short page was the last: no place is held any more, and nothing watches a marker.
    await waitFor(() => expect(FakeIntersectionObserver.observing()).toBe(false));
    expect(placeholders()).toHaveLength(0);
    act(() => FakeIntersectionObserver.show(1));
    expect(reviewCalls()).toHaveLength(3);
  });

  it("stands a failed page's retry button in its place, and its skeletons again while it asks", async () => {
    const reviews = Array.from({ length: 15 }, () => makeReview());
    let answerRetry: (reply: Reply) => void = () => undefined;
    let failures = 1;
    serve(reviews, {
      page: (cursor) => {
        if (!cursor) return undefined;
        if (failures-- > 0) return { status: 500, body: { error: { code: 'internal', message: 'boom' } } };
        return new Promise<Reply>((resolve) => (answerRetry = resolve));
      },
    });
    renderDashboard('/dashboard/reviews', {
      claims: [claim],
      customer: makeCustomer({ [placeId]: 'starter' }),
    });
    await waitFor(() => expect(FakeIntersectionObserver.observing()).toBe(true));
    expect(FakeIntersectionObserver.instances.at(-1)?.options.rootMargin).toBe(LOAD_MORE_ROOT_MARGIN);
    act(() => FakeIntersectionObserver.show(1));

    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(placeholders()).toHaveLength(0);
    await userEvent.click(retry);
    // Asked again: the next page's skeletons stand where the button was.
    await waitFor(() => expect(placeholders()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    act(() => answerRetry({ body: { data: reviews.slice(10), next_cursor: null } }));
    await waitFor(() => expect(cards()).toHaveLength(15));
    expect(placeholders()).toHaveLength(0);
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
    const links = () => screen.queryAllByRole('link', { name: 'Download video' });
    if (offered) await waitFor(() => expect(links()).toHaveLength(1));
    else expect(links()).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Details' })).toHaveLength(2);
  });

  it('shows the poster frame as the card image, and loads no video in the card', async () => {
    const review = makeReview({ title: 'With poster' });
    const later = Array.from({ length: 4 }, (_, index) => makeReview({ title: `Later ${index}` }));
    serve([
      review,
      makeReview({ title: 'Without video', video_url: null, download_url: null, poster_url: null }),
      ...later,
    ]);
    renderDashboard('/dashboard/reviews', {
      claims: [claim],
      customer: makeCustomer({ [placeId]: 'starter' }),
    });
    await waitFor(() => expect(cards()).toHaveLength(6));
    const [withPoster, withoutVideo] = cards() as [HTMLElement, HTMLElement];
    const image = withPoster.querySelector('img');
    expect(image).toHaveAttribute('src', review.poster_url);
    expect(image).toHaveAttribute('alt', '');
    // The first row loads at once, the first poster before anything else; a phone takes the small one.
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(withPoster.querySelector('source')).toHaveAttribute(
      'srcset',
      `${review.poster_small_url} 256w, ${review.poster_url} 360w`,
    );
    expect(cards()[4]?.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(cards()[5]?.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(withPoster.querySelector('video')).toBeNull();
    expect(
      within(withPoster).getByRole('button', { name: 'Open the review With poster' }),
    ).toBeInTheDocument();
    expect(withoutVideo.querySelector('img')).toBeNull();
    expect(within(withoutVideo).getByText('No video')).toBeInTheDocument();
  });

  it("offers Download to a manager under the venue's plan, though they pay for no plan themselves", async () => {
    serve([makeReview()]);
    renderDashboard('/dashboard/reviews', {
      claims: [],
      venues: [makeVenue(claim.restaurant, 'manager', { plan: 'pro' })],
      customer: makeCustomer({}),
    });
    expect(await screen.findByRole('link', { name: 'Download video' })).toBeInTheDocument();
  });
});

describe('filtering and sorting the grid', () => {
  const CODE_ID = '30000000-0000-4000-8000-000000000001';

  /** The API's answer: the reviews when no filter is set, none when one is. */
  function serveFiltered(reviews: Review[]) {
    server = mockApi({
      'GET /billing/plans': () => ({ body: { data: makePlans() } }),
      'GET /places/:id/review-codes': () => ({
        body: {
          data: [
            {
              id: CODE_ID,
              code: 'abc',
              label: 'Terrace',
              url: '/r/abc',
              created_at: '2026-01-01T00:00:00Z',
              revoked_at: null,
              scans_30d: 0,
              reviews_30d: 0,
            },
          ],
        },
      }),
      'GET /places/:id/reviews': ({ params }) => {
        const filtered = Object.keys(params).some((key) => !['sort', 'take', 'cursor'].includes(key));
        return { body: { data: filtered ? [] : reviews, next_cursor: null } };
      },
    });
  }
  const open = (path: string) =>
    renderDashboard(path, { claims: [claim], customer: makeCustomer({ [placeId]: 'starter' }) });
  const location = () => screen.getByRole('status', { name: 'current location' }).textContent;

  it('reads the filters and the sort from the URL and asks the API for them', async () => {
    serveFiltered([makeReview()]);
    open(`/dashboard/reviews?rating_min=1&rating_max=2&reply=without&code=${CODE_ID}&sort=lowest`);
    expect(
      await screen.findByRole('heading', { name: 'No reviews match these filters' }),
    ).toBeInTheDocument();
    expect(reviewCalls().at(-1)?.params).toEqual({
      rating_min: 1,
      rating_max: 2,
      code: CODE_ID,
      reply: 'without',
      sort: 'lowest',
      take: 10,
    });
    expect(screen.getByRole('combobox', { name: 'Rating' })).toHaveValue('1-2');
    expect(screen.getByRole('combobox', { name: 'Reply' })).toHaveValue('without');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('lowest');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Table' })).toHaveValue(CODE_ID));
    expect(screen.getByRole('option', { name: 'Terrace' })).toBeInTheDocument();
  });

  it('writes each choice into the URL, combines them, and clears them from the empty state', async () => {
    serveFiltered([makeReview(), makeReview()]);
    open('/dashboard/reviews');
    await waitFor(() => expect(cards()).toHaveLength(2));
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), '1–2 stars');
    expect(location()).toBe('/dashboard/reviews?rating_min=1&rating_max=2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reply' }), 'Without a reply');
    expect(location()).toBe('/dashboard/reviews?rating_min=1&rating_max=2&reply=without');
    expect(
      await screen.findByRole('heading', { name: 'No reviews match these filters' }),
    ).toBeInTheDocument();
    expect(reviewCalls().at(-1)?.params).toEqual({
      rating_min: 1,
      rating_max: 2,
      reply: 'without',
      sort: 'newest',
      take: 10,
    });

    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear.at(-1)!);
    expect(location()).toBe('/dashboard/reviews');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('shows two date fields for chosen dates, and drops the period for them', async () => {
    serveFiltered([makeReview()]);
    open('/dashboard/reviews?period=30');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('30'));
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Choose dates');
    expect(location()).toBe('/dashboard/reviews');
    const from = screen.getByLabelText('From');
    await user.type(from, '2026-03-01');
    expect(location()).toBe('/dashboard/reviews?from=2026-03-01');
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2026-03-01');
  });

  it('sorts without counting the sort as a filter', async () => {
    serveFiltered([makeReview()]);
    open('/dashboard/reviews');
    await waitFor(() => expect(cards()).toHaveLength(1));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest rating');
    expect(location()).toBe('/dashboard/reviews?sort=highest');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(reviewCalls().at(-1)?.params).toEqual({ sort: 'highest', take: 10 });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });
});

describe('review detail modal', () => {
  async function openModal(review: Review, plan: 'free' | 'starter' = 'starter') {
    serve([review]);
    renderDashboard('/dashboard/reviews', { claims: [claim], customer: makeCustomer({ [placeId]: plan }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Details' }));
    return findReviewDetail(review.title);
  }

  it('plays the video without native download or context menu', async () => {
    const review = makeReview();
    const dialog = await openModal(review);
    const video = within(dialog).getByLabelText('Video of the review');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', review.video_url);
    expect(video).toHaveAttribute('poster', review.poster_url);
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
    const expected = formatDateTime(review.created_at, 'en');
    expect(within(dialog).getByText(`Posted on ${expected}`)).toBeInTheDocument();
    expect(expected).toMatch(/^5 Mar( \d{4})?, \d{2}:07$/);
  });

  it('shows the table the guest scanned, when known', async () => {
    const dialog = await openModal(makeReview({ table_label: 'Terrace' }));
    expect(within(dialog).getByText('Table: Terrace')).toBeInTheDocument();
  });

  it('shows no table line without a table label', async () => {
    const dialog = await openModal(makeReview({ table_label: null }));
    expect(within(dialog).queryByText(/^Table:/)).not.toBeInTheDocument();
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

describe('reporting a review to staff', () => {
  async function openReport(review: Review, report?: () => Reply | Promise<Reply>) {
    serve([review], { report });
    render(<ToastContainer />);
    renderDashboard('/dashboard/reviews', {
      claims: [claim],
      customer: makeCustomer({ [placeId]: 'starter' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Details' }));
    const opener = await screen.findByRole('button', { name: 'Report to staff' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Report this review to staff' });
    return { user, opener, dialog };
  }

  const reportCalls = () => server.calls.filter((call) => call.method === 'POST');

  it('explains that reviews stay, requires a reason and sends the reason and the note', async () => {
    const review = makeReview();
    const { user, opener, dialog } = await openReport(review);
    expect(
      within(dialog).getByText(
        'Reviews cannot be removed by the venue. Staff check reports and hide a review only if it breaks the rules.',
      ),
    ).toBeInTheDocument();
    const group = within(dialog).getByRole('group', { name: /Reason/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Offensive', 'Spam', 'Not about this venue', 'Other']);

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Choose a reason.')).toBeInTheDocument();
    expect(reportCalls()).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Not about this venue' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), '  Wrong restaurant  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Report sent. Staff will review it.')).toBeInTheDocument();
    expect(reportCalls()).toEqual([
      expect.objectContaining({
        path: `/places/${placeId}/reviews/${review.id}/reports`,
        body: { reason: 'not-about-venue', note: 'Wrong restaurant' },
      }),
    ]);
    expect(screen.queryByRole('dialog', { name: 'Report this review to staff' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: review.title })).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('shows Send as pending while the report is on its way', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const { user, dialog } = await openReport(
      makeReview(),
      () => new Promise<Reply>((resolve) => (answer = resolve)),
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    act(() => answer({ status: 201, body: { data: { id: '20000000-0000-4000-8000-000000000002' } } }));
    expect(await screen.findByText('Report sent. Staff will review it.')).toBeInTheDocument();
  });

  it('says so when the owner already reported the review', async () => {
    const { user, dialog } = await openReport(makeReview(), () => ({
      status: 409,
      body: { error: { code: 'reviews/already-reported', message: 'already reported' } },
    }));
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('You have already reported this review. Staff will review it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Report this review to staff' })).not.toBeInTheDocument();
  });

  it('keeps the dialog open with an error toast when sending fails', async () => {
    const { user, dialog } = await openReport(makeReview(), () => ({
      status: 500,
      body: { error: { code: 'internal', message: 'boom' } },
    }));
    await user.click(within(dialog).getByRole('radio', { name: 'Offensive' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('We could not send the report. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Report this review to staff' })).toBeInTheDocument();
  });

  it('closes only the report dialog on Escape and on Cancel', async () => {
    const review = makeReview();
    const { user, opener } = await openReport(review);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Report this review to staff' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: review.title })).toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Report this review to staff' })).not.toBeInTheDocument();
    expect(reportCalls()).toHaveLength(0);
  });

  it('offers no Report button to staff', async () => {
    signInWithAdminClaim(true);
    const review = makeReview();
    serve([review]);
    renderDashboard('/dashboard/reviews', {
      claims: [claim],
      customer: makeCustomer({ [placeId]: 'starter' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Details' }));
    const dialog = screen.getByRole('dialog', { name: review.title });
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'Download' })).toBeInTheDocument());
    expect(within(dialog).queryByRole('button', { name: 'Report to staff' })).not.toBeInTheDocument();
  });

  it('offers the Report button to an owner whose token has no admin claim', async () => {
    signInWithAdminClaim(false);
    const review = makeReview();
    serve([review]);
    renderDashboard('/dashboard/reviews', {
      claims: [claim],
      customer: makeCustomer({ [placeId]: 'starter' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Details' }));
    const dialog = screen.getByRole('dialog', { name: review.title });
    expect(await within(dialog).findByRole('button', { name: 'Report to staff' })).toBeInTheDocument();
  });
});
