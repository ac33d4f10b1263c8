import type { AdminReviewReport } from '@venues/contracts/review-reports';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeMission } from '@/testing/dashboard-fixtures';
import { makeUser } from '@/testing/fixtures';
import { clearTestSession, saveTestSession } from '@/testing/saved-session';
import { mockApi, type MockReply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

let sequence = 0;
function makeReport(overrides: Partial<AdminReviewReport> = {}): AdminReviewReport {
  sequence += 1;
  const n = String(sequence).padStart(12, '0');
  return {
    id: `30000000-0000-4000-8000-${n}`,
    reason: 'offensive',
    note: 'Insults our waiter by name.',
    created_at: '2026-03-06T09:15:00.000Z',
    reporter_email: 'owner@demo.test',
    place: { id: `40000000-0000-4000-8000-${n}`, name: `Osteria ${sequence}` },
    review: {
      id: `50000000-0000-4000-8000-${n}`,
      title: `Review ${sequence}`,
      description: 'Terrible, the waiter is a …',
      created_at: '2026-03-05T19:07:00.000Z',
      display_name: 'Marco',
      rating_overall: 1,
      video_url: `/api/media/${n}.mp4?sig=x`,
      poster_url: `/api/media/${n}.jpg?sig=x`,
    },
    ...overrides,
  };
}

let server: ReturnType<typeof mockApi>;

function serve(
  reports: () => MockReply | Promise<MockReply>,
  resolve?: () => MockReply,
  missions: () => MockReply = () => ({ body: { data: [] } }),
) {
  server = mockApi({
    'GET /admin/claims': () => ({ body: { data: [], total: 0 } }),
    'GET /admin/missions': missions,
    'POST /admin/places/:id/missions/:missionId/pause': () => ({
      body: { data: makeMission('2099-01-01T00:00:00Z') },
    }),
    'POST /admin/places/:id/missions/:missionId/resume': () => ({
      body: { data: makeMission('2099-01-01T00:00:00Z') },
    }),
    'GET /admin/review-reports': reports,
    'POST /admin/review-reports/:id/hide': (_request, { id = '' }) =>
      resolve?.() ?? { body: { data: { id, resolution: 'hidden' } } },
    'POST /admin/review-reports/:id/dismiss': (_request, { id = '' }) =>
      resolve?.() ?? { body: { data: { id, resolution: 'dismissed' } } },
  });
}

function renderAdmin() {
  render(<ToastContainer />);
  renderApp('/admin', { user: makeUser(), claims: [] });
  return userEvent.setup();
}

const section = () => screen.getByRole('region', { name: 'Reported reviews' });
const findSection = () => screen.findByRole('region', { name: 'Reported reviews' });
const posts = () => server.calls.filter((call) => call.method === 'POST');

beforeEach(() => {
  saveTestSession({ admin: true });
});

afterEach(() => {
  server.restore();
  clearTestSession();
});

describe('reported reviews in the back office', () => {
  it('lists each open report with the venue, the report and the review', async () => {
    const withVideo = makeReport({ reason: 'spam', note: 'Same text on every venue.' });
    const withoutVideo = makeReport({
      reporter_email: null,
      note: '',
      review: {
        ...makeReport().review,
        title: 'No clip',
        video_url: null,
        poster_url: null,
        rating_overall: null,
      },
    });
    serve(() => ({ body: { data: [withVideo, withoutVideo] } }));
    renderAdmin();

    expect(await screen.findByRole('heading', { level: 1, name: 'Back office' })).toBeInTheDocument();
    const first = await within(await findSection()).findByRole('article', {
      name: `Place: ${withVideo.place.name}`,
    });
    expect(within(section()).getByText('2 open reports')).toBeInTheDocument();
    expect(within(first).getAllByText('Spam')).not.toHaveLength(0);
    expect(within(first).getByText('Same text on every venue.')).toBeInTheDocument();
    expect(within(first).getByText('owner@demo.test')).toBeInTheDocument();
    expect(
      within(first).getByRole('heading', { level: 4, name: `Review: ${withVideo.review.title}` }),
    ).toBeInTheDocument();
    expect(within(first).getByText(withVideo.review.description)).toBeInTheDocument();
    expect(within(first).getByText('Marco')).toBeInTheDocument();
    expect(within(first).getByText('1 out of 5')).toBeInTheDocument();
    const video = within(first).getByLabelText(`Video of the review ${withVideo.review.title}`);
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', withVideo.review.poster_url);
    expect(video).toHaveAttribute('src', withVideo.review.video_url);

    const second = within(section()).getByRole('article', { name: `Place: ${withoutVideo.place.name}` });
    expect(second.querySelector('video')).toBeNull();
    expect(within(second).getByText('This review has no video.')).toBeInTheDocument();
    expect(within(second).getAllByText('—')).toHaveLength(3);

    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1));
  });

  it('hides a review with a required reason, then refetches the list and moves focus to the heading', async () => {
    const report = makeReport();
    let open = [report];
    serve(() => ({ body: { data: open } }));
    const user = renderAdmin();
    const card = await within(await findSection()).findByRole('article', {
      name: `Place: ${report.place.name}`,
    });

    await user.click(within(card).getByRole('button', { name: `Hide review: ${report.review.title}` }));
    const dialog = screen.getByRole('dialog', { name: `Hide the review “${report.review.title}”` });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(reason, 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await within(dialog).findByText('Minimum length: 3 characters')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    open = [];
    await user.clear(reason);
    await user.type(reason, 'Insults a named employee');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));

    expect(await screen.findByText('Review hidden.')).toBeInTheDocument();
    expect(posts()).toEqual([
      expect.objectContaining({
        path: `/admin/review-reports/${report.id}/hide`,
        body: { reason: 'Insults a named employee' },
      }),
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(section()).getByText('No reported reviews')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path === '/admin/review-reports')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Reported reviews' })).toHaveFocus();
  });

  it('cancels the hide dialog and gives focus back to its button', async () => {
    const report = makeReport();
    serve(() => ({ body: { data: [report] } }));
    const user = renderAdmin();
    const hide = await within(await findSection()).findByRole('button', {
      name: `Hide review: ${report.review.title}`,
    });
    await user.click(hide);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hide).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });

  it('dismisses a report', async () => {
    const report = makeReport();
    let open = [report];
    serve(() => ({ body: { data: open } }));
    const user = renderAdmin();
    const dismiss = await within(await findSection()).findByRole('button', {
      name: `Dismiss report: ${report.review.title}`,
    });
    open = [];
    await user.click(dismiss);
    expect(await screen.findByText('Report dismissed.')).toBeInTheDocument();
    expect(posts()).toEqual([
      expect.objectContaining({ path: `/admin/review-reports/${report.id}/dismiss` }),
    ]);
    expect(within(section()).getByText('No reported reviews')).toBeInTheDocument();
  });

  it('toasts a failure and refetches the list', async () => {
    const report = makeReport();
    serve(
      () => ({ body: { data: [report] } }),
      () => ({ status: 404, body: { error: { code: 'not-found', message: 'gone' } } }),
    );
    const user = renderAdmin();
    await user.click(
      await within(await findSection()).findByRole('button', {
        name: `Dismiss report: ${report.review.title}`,
      }),
    );
    expect(
      await screen.findByText(
        'The report could not be resolved: This report no longer exists or has already been resolved.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(server.calls.filter((call) => call.path === '/admin/review-reports')).toHaveLength(2),
    );
  });

  it('shows the empty state', async () => {
    serve(() => ({ body: { data: [] } }));
    renderAdmin();
    expect(await within(await findSection()).findByText('No reported reviews')).toBeInTheDocument();
  });

  it('shows skeletons while loading, then an error with Retry', async () => {
    let fail = true;
    let answer: (reply: MockReply) => void = () => undefined;
    serve(() =>
      fail
        ? new Promise<MockReply>((resolve) => (answer = resolve))
        : {
            body: {
              data: [makeReport({ place: { id: '40000000-0000-4000-8000-999999999999', name: 'Da Gino' } })],
            },
          },
    );
    const user = renderAdmin();
    expect(await within(await findSection()).findByText('Loading the reported reviews…')).toBeInTheDocument();
    answer({ status: 500, body: { error: { code: 'internal', message: 'boom' } } });
    expect(
      await within(await findSection()).findByText('We could not load the reported reviews.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(section()).getByRole('button', { name: 'Try again' }));
    expect(
      await within(await findSection()).findByRole('article', { name: 'Place: Da Gino' }),
    ).toBeInTheDocument();
  });
});

describe('missions in the back office', () => {
  it('pauses a mission with a reason that the owner will read, then lists it again', async () => {
    const place = { id: '40000000-0000-4000-8000-000000000001', name: 'Osteria del Porto' };
    const live = { ...makeMission('2099-01-01T00:00:00Z', { title: 'Una recensione, un dolce' }), place };
    let listed = [live];
    serve(
      () => ({ body: { data: [] } }),
      undefined,
      () => ({ body: { data: listed } }),
    );
    const user = renderAdmin();
    const missions = await screen.findByRole('region', { name: 'Missions' });
    await user.click(
      await within(missions).findByRole('button', { name: 'Pause the mission Una recensione, un dolce' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Pause “Una recensione, un dolce”' });
    listed = [{ ...live, status: 'paused', paused_by_staff: true, pause_reason: 'It rewards a review' }];
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'It rewards a review');
    await user.click(within(dialog).getByRole('button', { name: 'Pause the mission' }));

    expect(await screen.findByText('Mission paused')).toBeInTheDocument();
    expect(posts()).toEqual([
      expect.objectContaining({
        path: `/admin/places/${place.id}/missions/${live.id}/pause`,
        body: { reason: 'It rewards a review' },
      }),
    ]);
    expect(await within(missions).findByText('Paused — It rewards a review')).toBeInTheDocument();
    expect(
      within(missions).getByRole('button', { name: 'Resume the mission Una recensione, un dolce' }),
    ).toBeVisible();
  });
});
