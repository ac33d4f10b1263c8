import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { makeStats } from '@/testing/dashboard-fixtures';
import { makeClaim } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderDashboard } from '@/testing/render-dashboard';

// A screen that throws while rendering, as a bug or a malformed answer would make it.
const crash = vi.hoisted(() => ({ on: true }));
vi.mock('@/features/summary/components/summary-welcome', () => ({
  SummaryWelcome: () => {
    if (crash.on) throw new Error('render failed');
    return <p>Welcome</p>;
  },
}));

let server: ReturnType<typeof mockApi>;
beforeEach(() => {
  crash.on = true;
  // React reports the caught error on the console; the test is about what the user sees.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server = mockApi({
    'GET /places/stats': () => ({ body: { data: makeStats() } }),
    'GET /places/missions': () => ({ body: { data: [] } }),
    'GET /places/reviewers': () => ({ body: { data: [] } }),
  });
});
afterEach(() => {
  server.restore();
  vi.restoreAllMocks();
});

describe('error boundary', () => {
  it('replaces a crashed page with a translated message, keeps the navigation and offers a way back', async () => {
    renderDashboard('/dashboard/summary', { claims: [makeClaim('approved')] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');

    crash.on = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Summary' })).toBeInTheDocument();
  });

  it('speaks Italian in the Italian UI', async () => {
    await i18n.changeLanguage('it');
    renderDashboard('/dashboard/summary', { claims: [makeClaim('approved')] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Qualcosa è andato storto' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });

  it('starts afresh on another page', async () => {
    renderDashboard('/dashboard/summary', { claims: [makeClaim('approved')] });
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    await userEvent.click(screen.getByRole('link', { name: 'Missions' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Missions' })).toBeInTheDocument();
  });
});
