import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeClaim, makeUser } from '@/testing/fixtures';
import { useSessionStore } from '@/stores/session-store';
import { renderApp } from '@/testing/render-app';

// The claims query must be answered from the seeded cache; a real request would mean a guard misbehaved.
vi.mock('@/lib/api-client', () => ({
  api: { get: vi.fn(() => Promise.reject(new Error('unexpected API call in a route test'))) },
}));

const location = () => screen.getByRole('status', { name: 'current location' });
const approved = () => [makeClaim('approved')];

describe('route access', () => {
  it('renders nothing while the auth state is unknown', async () => {
    renderApp('/dashboard/summary', { user: undefined });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /login|logout/i })).not.toBeInTheDocument();
    expect(location()).toHaveTextContent('/dashboard/summary');
  });

  it.each(['/dashboard/summary', '/onboarding/claim-restaurant', '/verify-email', '/admin', '/'])(
    'sends a signed-out user from %s to /login',
    async (path) => {
      renderApp(path, { user: null });
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
      expect(location()).toHaveTextContent(/^\/login$/);
    },
  );

  it('goes back to the page that asked for sign-in, with its query, once signed in', async () => {
    renderApp('/dashboard/reviews?review=r-1', { user: null, claims: approved() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    act(() => useSessionStore.getState().setUser(makeUser()));
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard/reviews?review=r-1'));
  });

  it.each(['/login', '/forgot-password'])('sends a signed-in user on %s on to the summary', async (path) => {
    renderApp(path, { user: makeUser(), claims: approved() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Summary' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/dashboard/summary');
  });

  it('redirects an unknown dashboard path to the summary', async () => {
    renderApp('/dashboard/does-not-exist/deeper', { user: makeUser(), claims: approved() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Summary' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/dashboard/summary');
  });

  it('redirects an unknown onboarding path to claim-restaurant', async () => {
    renderApp('/onboarding/nope', { user: makeUser(), claims: [] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search for your profile' }),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent('/onboarding/claim-restaurant');
  });

  it('routes a user without an approved claim by their claim set', async () => {
    renderApp('/dashboard/reviews', {
      user: makeUser(),
      claims: [makeClaim('pending'), makeClaim('rejected')],
    });
    await waitFor(() => expect(location()).toHaveTextContent('/onboarding/pending-claim'));
  });

  it('sends a user with only rejected claims to claim-restaurant', async () => {
    renderApp('/dashboard/summary', { user: makeUser(), claims: [makeClaim('rejected')] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search for your profile' }),
    ).toBeInTheDocument();
  });

  it('shows the dashboard with its sidebar in order: summary, reviews, missions, QR code, report', async () => {
    renderApp('/dashboard', { user: makeUser(), claims: approved() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Summary' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    const labels = Array.from(nav.querySelectorAll('a')).map((link) => link.textContent);
    expect(labels.slice(0, 5)).toEqual(['Summary', 'Reviews', 'Missions', 'QR code', 'Report']);
  });

  it('sends an unverified password account to /verify-email', async () => {
    renderApp('/dashboard/summary', { user: makeUser({ emailVerified: false }), claims: approved() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your email' })).toBeInTheDocument();
    expect(screen.getByText('We sent a confirmation email to owner@demo.test.')).toBeInTheDocument();
  });

  it('lets an unverified Google account into onboarding', async () => {
    renderApp('/onboarding/claim-restaurant', {
      user: makeUser({ emailVerified: false, providerIds: ['google.com'] }),
      claims: [],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search for your profile' }),
    ).toBeInTheDocument();
  });

  it('has the mailbox only in local mode', async () => {
    renderApp('/dev/mailbox', { user: null, localMode: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('top bar', () => {
  it('links the logo, named by its text, to the summary for a user with an approved claim', async () => {
    renderApp('/dashboard/summary', { user: makeUser(), claims: approved() });
    await screen.findByRole('heading', { level: 1, name: 'Summary' });
    expect(screen.getByRole('link', { name: 'Venues' })).toHaveAttribute('href', '/dashboard/summary');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('links the logo to claim-restaurant otherwise and offers Login when signed out', async () => {
    renderApp('/login', { user: null });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.getByRole('link', { name: 'Venues' })).toHaveAttribute(
      'href',
      '/onboarding/claim-restaurant',
    );
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
