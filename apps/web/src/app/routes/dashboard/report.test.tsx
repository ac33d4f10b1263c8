import type { Report } from '@venues/contracts/report';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { makeCustomer, makePlans } from '@/testing/dashboard-fixtures';
import { makeClaim } from '@/testing/fixtures';
import { mockApi, type MockReply, type MockRequest } from '@/testing/mock-api';
import { renderDashboard } from '@/testing/render-dashboard';
import { makeEmptyReport, makeReport, makeYearReport } from '@/testing/report-fixtures';
import { installChartLayout } from '@/testing/chart-layout';
import { FakeIntersectionObserver } from '@/testing/intersection-observer';

const claim = makeClaim('approved', {
  restaurant: { ...makeClaim('approved').restaurant, name: 'Caffè Città' },
});
const placeId = claim.restaurant.id;
const reportPath = `/places/${placeId}/report`;

type Handler = (request: MockRequest) => MockReply;
let server: ReturnType<typeof mockApi>;

function serve(report: Handler | Report = makeReport(), extra: Record<string, Handler> = {}) {
  server = mockApi({
    [`GET ${reportPath}`]: typeof report === 'function' ? report : () => ({ body: { data: report } }),
    'GET /billing/plans': () => ({ body: { data: makePlans() } }),
    ...extra,
  });
}

function renderReport(path = '/dashboard/report', plan: 'free' | 'starter' | 'pro' = 'starter') {
  const user = userEvent.setup();
  renderDashboard(path, { claims: [claim], customer: makeCustomer({ [placeId]: plan }) });
  render(<ToastContainer />);
  return user;
}

const reportCalls = () => server.calls.filter((call) => call.path === reportPath);
const tile = (name: string) => screen.getByRole('group', { name });
const figure = (name: string) => screen.getByRole('figure', { name });
const location = () => screen.getByRole('status', { name: 'current location' });

/** Saves what the page downloads instead of letting jsdom navigate. */
function captureDownloads() {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(`${this.download} ${this.href}`);
  });
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
  return saved;
}

// The route's chunk and the charts' drawings with recharts are slow to transform: load them once before the
// tests' timeouts start.
beforeAll(async () => {
  await Promise.all([import('./report'), import('@/features/report/components/charts/drawings')]);
}, 30_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-28T10:00:00Z'));
});
afterEach(() => {
  server.restore();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('report', () => {
  it('shows every figure of the past 30 days with its change from the period before', async () => {
    serve();
    renderReport();
    expect(await screen.findByRole('heading', { level: 1, name: 'Report' })).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Reviews' });
    expect(reportCalls().map((call) => call.params)).toEqual([{ period: 30 }]);
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
    expect(screen.getByText('26 Feb – 27 Mar, compared with 27 Jan – 25 Feb')).toBeInTheDocument();

    expect(tile('Reviews')).toHaveTextContent(/^Reviews48\+20%previous period: 40$/);
    expect(tile('Average rating')).toHaveTextContent('4.3 / 5+5%previous period: 4.1');
    expect(tile('Estimated value')).toHaveTextContent('€4,985.00-3%previous period: €5,120.00');
    expect(tile('Visits')).toHaveTextContent('120+20%');
    // No new customer in the period before: no percentage, rather than a made-up 0% or ∞.
    expect(tile('New customers')).toHaveTextContent('30—no comparisonprevious period: 0');
    expect(tile('Returning customers')).toHaveTextContent('18-10%previous period: 20');
    expect(tile('QR code scans')).toHaveTextContent('200+33%previous period: 150');
    expect(tile('Scans that became reviews')).toHaveTextContent('24%+20%previous period: 20%');
    expect(screen.getByRole('heading', { level: 2, name: 'Replies to reviews' })).toBeInTheDocument();
    expect(tile('Reviews with a reply')).toHaveTextContent('75%+50%previous period: 50%');
    // A shorter time to reply is the better change.
    expect(tile('Median time to reply')).toHaveTextContent('2.5 hours-95%previous period: 2 days');
    expect(within(tile('Median time to reply')).getByText('-95%')).toHaveClass('text-emerald-800');

    const figures = screen
      .getAllByRole('figure')
      .map((f) => within(f).getByRole('heading', { level: 3 }).textContent);
    expect(figures).toEqual([
      'Reviews and average rating',
      'Visits of new and returning customers',
      'Estimated value',
      'Reviews by rating',
      'Average ratings by aspect',
      'Visits brought by missions',
    ]);
    expect(within(figure('Reviews and average rating')).getByText('Per day')).toBeInTheDocument();
  });

  it('reads in Italian, with Italian numbers, money and dates', async () => {
    await i18n.changeLanguage('it');
    serve(makeYearReport());
    renderReport('/dashboard/report?period=365');
    await screen.findByRole('group', { name: 'Recensioni' });
    expect(screen.getByRole('group', { name: 'Periodo' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '12 mesi' })).toBeChecked();
    expect(
      screen.getByText(`Le prestazioni di ${claim.restaurant.name} a confronto con il periodo precedente.`),
    ).toBeInTheDocument();
    expect(tile('Valore stimato')).toHaveTextContent('4.985,00 €-3%periodo precedente: 5.120,00 €');
    expect(tile('Valutazione media')).toHaveTextContent('4,3 / 5');
    expect(tile('Clienti abituali')).toHaveTextContent('18');
    expect(tile('Nuovi clienti')).toHaveTextContent('nessun confronto');
    expect(tile('Recensioni con risposta')).toHaveTextContent('75%+50%periodo precedente: 50%');
    expect(tile('Tempo mediano di risposta')).toHaveTextContent('2,5 ore-95%periodo precedente: 2 giorni');

    const visits = figure('Visite di clienti nuovi e abituali');
    expect(within(visits).getByText('Per settimana, da lunedì')).toBeInTheDocument();
    const table = within(visits).getByRole('table', {
      name: 'Visite di clienti nuovi e abituali, Per settimana, da lunedì',
    });
    expect(within(table).getByRole('rowheader', { name: 'Settimana del 24 mar 2025' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: "Settimana dell'8 set 2025" })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Settimana del 23 mar' })).toBeInTheDocument();
    expect(within(visits).getByRole('button', { name: 'Mostra come tabella' })).toBeInTheDocument();
  });

  it('keeps the period in the URL, asks for it, and falls back to 30 days for anything else', async () => {
    serve(({ params }) => ({
      body: { data: params.period === 90 ? makeYearReport({ period: 90 }) : makeReport() },
    }));
    const user = renderReport('/dashboard/report?period=12');
    await screen.findByRole('group', { name: 'Reviews' });
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
    expect(reportCalls().map((call) => call.params)).toEqual([{ period: 30 }]);

    await user.click(screen.getByRole('radio', { name: '90 days' }));
    expect(location()).toHaveTextContent('/dashboard/report?period=90');
    expect(screen.getByRole('radio', { name: '90 days' })).toBeChecked();
    await waitFor(() =>
      expect(within(figure('Estimated value')).getByText('Per week, from Monday')).toBeInTheDocument(),
    );
    expect(reportCalls().map((call) => call.params)).toEqual([{ period: 30 }, { period: 90 }]);
    expect(
      within(figure('Estimated value')).getByRole('rowheader', { name: 'Week of 24 Mar 2025' }),
    ).toBeInTheDocument();
  });

  it('shows a chart as a table with "Show as table"', async () => {
    serve();
    const user = renderReport();
    await screen.findByRole('group', { name: 'Reviews' });
    const visits = figure('Visits of new and returning customers');
    const toggle = within(visits).getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // Screen readers already reach the figures: the table sits, visually hidden, beside the chart.
    expect(within(visits).getByRole('table').parentElement).toHaveClass('sr-only');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = within(visits).getByRole('table', {
      name: 'Visits of new and returning customers, Per day',
    });
    expect(table.parentElement).not.toHaveClass('sr-only');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', 'New customers', 'Returning customers', 'Total visits']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['3', '1', '4']);
    expect(within(rows[2] as HTMLElement).getByRole('rowheader')).toHaveTextContent('27 Feb');

    await user.click(
      within(figure('Average ratings by aspect')).getByRole('button', { name: 'Show as table' }),
    );
    const aspects = within(figure('Average ratings by aspect')).getByRole('table');
    expect(within(aspects).getByRole('row', { name: 'Food 4.5' })).toBeInTheDocument();
    expect(within(aspects).getByRole('row', { name: 'Service —' })).toBeInTheDocument();

    await user.click(toggle);
    expect(within(visits).getByRole('table').parentElement).toHaveClass('sr-only');
  });

  it('draws every chart once the page has a size', async () => {
    const restore = installChartLayout();
    try {
      serve();
      renderReport();
      await screen.findByRole('group', { name: 'Reviews' });
      for (const chart of screen.getAllByRole('figure')) {
        await waitFor(() =>
          expect(chart.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0),
        );
      }
      const reviews = figure('Reviews and average rating');
      expect(reviews.querySelector('.recharts-line-curve')).not.toBeNull();
      const ticks = [...reviews.querySelectorAll('.recharts-cartesian-axis-tick-labels')].map((axis) =>
        [...axis.querySelectorAll('.recharts-cartesian-axis-tick-value')].map((tick) => tick.textContent),
      );
      const [days, counts, ratings] = ticks;
      expect(days?.at(0)).toBe('26 Feb');
      expect(days?.at(-1)).toBe('27 Mar');
      expect(counts).toEqual(['0', '1', '2', '3', '4']);
      expect(ratings).toEqual(['1', '2', '3', '4', '5']);
    } finally {
      restore();
    }
  });

  it('draws the charts once they come near the screen', async () => {
    const restore = installChartLayout();
    FakeIntersectionObserver.install();
    const drawn = () =>
      screen.getAllByRole('figure').filter((chart) => chart.querySelector('.recharts-bar-rectangle'));
    try {
      serve();
      renderReport();
      await screen.findByRole('group', { name: 'Reviews' });
      await waitFor(() => expect(FakeIntersectionObserver.observing()).toBe(true));
      // Below the screen: each figure has its title and its table, and a grey block in place of its drawing.
      expect(screen.getAllByRole('figure')).toHaveLength(6);
      expect(within(figure('Estimated value')).getByRole('table')).toBeInTheDocument();
      expect(drawn()).toHaveLength(0);

      act(() => FakeIntersectionObserver.show(1));
      await waitFor(() => expect(drawn()).toHaveLength(6));
      expect(FakeIntersectionObserver.observing()).toBe(false);
    } finally {
      FakeIntersectionObserver.uninstall();
      restore();
    }
  });

  it('prints the table of a chart that is not drawn yet in its place', async () => {
    FakeIntersectionObserver.install();
    try {
      serve();
      renderReport();
      await screen.findByRole('group', { name: 'Reviews' });
      await waitFor(() => expect(FakeIntersectionObserver.observing()).toBe(true));
      const table = within(figure('Estimated value')).getByRole('table').parentElement;
      expect(table).toHaveClass('sr-only', 'print:not-sr-only');
      act(() => FakeIntersectionObserver.show(1));
      await waitFor(() => expect(table).not.toHaveClass('print:not-sr-only'));
      expect(table).toHaveClass('sr-only');
    } finally {
      FakeIntersectionObserver.uninstall();
    }
  });

  it('says so in a sentence when no mission brought visits', async () => {
    serve(makeReport({ missions: [] }));
    renderReport();
    const missions = await screen.findByRole('figure', { name: 'Visits brought by missions' });
    expect(within(missions).getByText('No mission brought any visits in this period.')).toBeInTheDocument();
    expect(within(missions).queryByRole('button')).not.toBeInTheDocument();
    expect(within(missions).queryByRole('table')).not.toBeInTheDocument();
  });

  it('explains an empty period and links to the QR code instead of drawing empty charts', async () => {
    serve(makeEmptyReport());
    renderReport();
    expect(
      await screen.findByRole('heading', { name: 'Nothing to report in the past 30 days' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your QR code' })).toHaveAttribute(
      'href',
      '/dashboard/qrcode',
    );
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Reviews' })).not.toBeInTheDocument();
    // The period can still be changed, to look further back.
    expect(screen.getByRole('radio', { name: '12 months' })).toBeEnabled();
  });

  it('shows skeletons while loading, and a retry after a failed load', async () => {
    let fail = true;
    serve(() =>
      fail
        ? { status: 500, body: { error: { code: 'internal', message: 'down' } } }
        : { body: { data: makeReport() } },
    );
    const user = renderReport();
    expect(await screen.findByRole('status', { name: 'Loading the report…' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the report.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Reviews' })).toBeInTheDocument();
  });

  it('offers the PDF report on pro', async () => {
    const saved = captureDownloads();
    serve(makeReport({ period: 7 }), {
      [`GET ${reportPath}.pdf`]: () => ({ body: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) }),
    });
    const user = renderReport('/dashboard/report?period=7', 'pro');
    const exports = await screen.findByRole('region', { name: 'Exports' });
    await user.click(await within(exports).findByRole('button', { name: 'PDF report' }));
    await waitFor(() => expect(saved).toEqual(['report-caffe-citta-7d.pdf blob:report']));
    expect(server.calls.find((call) => call.path === `${reportPath}.pdf`)?.params).toEqual({
      period: 7,
      lang: 'en',
    });
    expect(within(exports).queryByRole('link', { name: 'See the plans' })).not.toBeInTheDocument();
  });

  it('offers an upgrade instead of the PDF report on starter, and explains a refusal of the PDF', async () => {
    serve();
    renderReport('/dashboard/report', 'starter');
    const exports = await screen.findByRole('region', { name: 'Exports' });
    const offer = await within(exports).findByRole('group', { name: 'The PDF report comes with Pro' });
    expect(within(offer).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/dashboard/profile/plans',
    );
    expect(within(exports).queryByRole('button', { name: 'PDF report' })).not.toBeInTheDocument();
    expect(within(exports).getByRole('button', { name: 'Reviews (CSV)' })).toBeInTheDocument();
  });

  it('explains a refused PDF when the plan changed since the page loaded', async () => {
    captureDownloads();
    // A download's error body is JSON like any other: only a 2xx is read as a file.
    serve(makeReport(), {
      [`GET ${reportPath}.pdf`]: () => ({
        status: 403,
        body: { error: { code: 'billing/plan-required', message: 'pro only' } },
      }),
    });
    const user = renderReport('/dashboard/report', 'pro');
    await user.click(await screen.findByRole('button', { name: 'PDF report' }));
    expect(await screen.findByText('The PDF report is part of the Pro plan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('downloads the CSV of reviews and of visits for the period, with a retry after a failure', async () => {
    const saved = captureDownloads();
    let fail = true;
    serve(makeReport({ period: 90 }), {
      [`GET ${reportPath}/reviews.csv`]: () =>
        fail
          ? { status: 500, body: { error: { code: 'internal', message: 'down' } } }
          : { body: new Blob(['id,rating\n'], { type: 'text/csv' }) },
      [`GET ${reportPath}/visits.csv`]: () => ({ body: new Blob(['id,date\n'], { type: 'text/csv' }) }),
    });
    const user = renderReport('/dashboard/report?period=90', 'free');
    const exports = await screen.findByRole('region', { name: 'Exports' });

    await user.click(within(exports).getByRole('button', { name: 'Reviews (CSV)' }));
    expect(await screen.findByText('The download did not work.')).toBeInTheDocument();
    expect(saved).toEqual([]);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(saved).toEqual(['report-caffe-citta-90d-reviews.csv blob:report']));

    await user.click(within(exports).getByRole('button', { name: 'Visits (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe('report-caffe-citta-90d-visits.csv blob:report');
    const csvCalls = server.calls.filter((call) => call.path.endsWith('.csv'));
    expect(csvCalls.map((call) => `${call.path} ${JSON.stringify(call.params)}`)).toEqual([
      `${reportPath}/reviews.csv {"period":90,"lang":"en"}`,
      `${reportPath}/reviews.csv {"period":90,"lang":"en"}`,
      `${reportPath}/visits.csv {"period":90,"lang":"en"}`,
    ]);
  });
});
