import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';
import { makeCustomer, makePlans, makeReview, makeStats } from '@/testing/dashboard-fixtures';
import { makeClaim, makeUser } from '@/testing/fixtures';
import { FakeIntersectionObserver } from '@/testing/intersection-observer';
import { mockApi, type MockReply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { renderDashboard } from '@/testing/render-dashboard';
import { findReviewDetail } from '@/testing/review-detail';

const porto = makeClaim('approved');
const napoli = makeClaim('approved');
let server: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  server?.restore();
  server = undefined;
});

function serve(overrides: Record<string, () => MockReply | Promise<MockReply>> = {}) {
  server = mockApi({
    'GET /places/stats': () => ({ body: { data: makeStats() } }),
    'GET /places/missions': () => ({ body: { data: [] } }),
    'GET /places/reviewers': () => ({ body: { data: [] } }),
    'GET /billing/plans': () => ({ body: { data: makePlans() } }),
    ...overrides,
  });
}

const summaryHeading = () => screen.findByRole('heading', { level: 1, name: 'Summary' });

describe('skip link', () => {
  it('is the first Tab stop of a dashboard page and moves focus to the content', async () => {
    serve();
    renderDashboard('/dashboard/summary', { claims: [porto] });
    await summaryHeading();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('document title', () => {
  it('names the page, the current venue and the app, in the current language', async () => {
    serve();
    renderDashboard('/dashboard/summary', { claims: [porto] });
    await summaryHeading();
    await waitFor(() => expect(document.title).toBe(`Summary · ${porto.restaurant.name} · Venues`));
    await act(() => i18n.changeLanguage('it'));
    await waitFor(() => expect(document.title).toBe(`Riepilogo · ${porto.restaurant.name} · Venues`));
  });

  it.each([
    ['/login', null, 'Sign in · Venues'],
    ['/somewhere/else', null, 'Page not found · Venues'],
    ['/dashboard/profile/plans', 'owner', `Plans · ${porto.restaurant.name} · Venues`],
  ])('titles %s', async (path, who, title) => {
    serve();
    if (who) renderDashboard(path, { claims: [porto] });
    else renderApp(path, { user: null });
    await waitFor(() => expect(document.title).toBe(title));
  });
});

describe('focus', () => {
  it('goes to the page heading after signing in, not to <body>', async () => {
    serve();
    renderApp('/login', { user: null, claims: [porto] });
    const submit = await screen.findByRole('button', { name: 'Sign in' });
    submit.focus();
    act(() => {
      useSessionStore.getState().setUser(makeUser());
    });
    const heading = await summaryHeading();
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('goes to the page heading after switching venue, and Tab out of the switcher closes it', async () => {
    serve();
    renderDashboard('/dashboard/summary', { claims: [porto, napoli], current: porto.id });
    const heading = await summaryHeading();
    const switcher = await screen.findByRole('button', {
      name: `Current restaurant: ${porto.restaurant.name}`,
    });

    await userEvent.click(switcher);
    expect(switcher).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('button', { name: new RegExp(porto.restaurant.name) });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(switcher).toHaveAttribute('aria-expanded', 'false');
    expect(options[1]).not.toBeInTheDocument();

    await userEvent.click(switcher);
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${napoli.restaurant.name}`) }));
    expect(heading).toHaveFocus();
    expect(document.body).not.toHaveFocus();
  });
});

describe('review modal', () => {
  it('closes with Escape pressed on the video, whose controls keep the key, and gives focus back to the card', async () => {
    FakeIntersectionObserver.install();
    serve({
      'GET /places/:id/reviews': () => ({
        body: { data: [makeReview({ title: 'Pizza night' })], next_cursor: null },
      }),
    });
    renderDashboard('/dashboard/reviews', { claims: [porto], customer: makeCustomer({}) });
    const details = await screen.findByRole('button', { name: 'Details' });
    await userEvent.click(details);
    const dialog = await findReviewDetail('Pizza night');
    const video = dialog.querySelector('video') as HTMLVideoElement;
    // What a browser's native controls do with the keys they handle: nothing bubbles out of the video.
    video.addEventListener('keydown', (event) => event.stopPropagation());
    video.focus();
    fireEvent.keyDown(video, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(details).toHaveFocus();
  });

  it('names a card without video by what it shows too', async () => {
    FakeIntersectionObserver.install();
    serve({
      'GET /places/:id/reviews': () => ({
        body: {
          data: [makeReview({ title: 'Quiet', video_url: null, download_url: null, poster_url: null })],
          next_cursor: null,
        },
      }),
    });
    renderDashboard('/dashboard/reviews', { claims: [porto] });
    const card = await screen.findByRole('article', { name: 'Quiet' });
    expect(
      within(card).getByRole('button', { name: /^Open the review Quiet\s*No video$/ }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 2, name: 'Quiet' })).toBeInTheDocument();
  });
});

describe('Your requests in the sidebar', () => {
  const nav = () => screen.getByRole('navigation', { name: 'Dashboard' });

  it('is left out with a single claim, whose requests page would send back to the summary', async () => {
    serve();
    renderDashboard('/dashboard/summary', { claims: [porto] });
    await summaryHeading();
    expect(within(nav()).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Your requests' })).not.toBeInTheDocument();
  });

  it('shows with more than one claim', async () => {
    serve();
    renderDashboard('/dashboard/summary', { claims: [porto, makeClaim('pending')] });
    await summaryHeading();
    expect(within(nav()).getByRole('link', { name: 'Your requests' })).toHaveAttribute(
      'href',
      '/dashboard/claims',
    );
  });
});

describe('slow and failing requests', () => {
  it('says within 2 s that it is still trying while a failed request is retried', async () => {
    serve({ 'GET /places/stats': () => ({ status: 500, body: {} }) });
    renderDashboard('/dashboard/summary', { claims: [porto], retry: { count: 3, delay: 60_000 } });
    await summaryHeading();
    expect(
      await screen.findByText('This is taking longer than expected. Still trying…', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('We could not load your figures.')).not.toBeInTheDocument();
  });

  it('offers a retry when the plans cannot be loaded', async () => {
    let fail = true;
    serve({
      'GET /billing/plans': () => (fail ? { status: 500, body: {} } : { body: { data: makePlans() } }),
    });
    renderDashboard('/dashboard/profile/plans', { claims: [porto] });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument());
    expect(server?.calls.filter((call) => call.path === '/billing/plans')).toHaveLength(2);
  });
});
