import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { pendingInvitation } from '@/lib/pending-invitation';
import { makeClaim, makeUser, makeVenue, venueWire } from '@/testing/fixtures';
import { mockApi, type MockReply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

beforeAll(async () => {
  await Promise.all([import('./invitation'), import('./dashboard/redeem')]);
}, 30_000);

const TOKEN = 'Abcdefghijklmnopqrstuvwx_-123456';
const place = makeClaim('approved').restaurant;
const preview = {
  place: { id: place.id, name: place.name, address: place.address },
  role: 'team',
  email: 'waiter@example.test',
  expires_at: '2026-03-08T10:00:00.000Z',
};

let server: ReturnType<typeof mockApi>;
let lookup: MockReply;
let accept: MockReply;

beforeEach(() => {
  localStorage.clear();
  lookup = { body: { data: preview } };
  accept = { body: { data: { place_id: place.id, role: 'team', home: 'redeem' } } };
  server = mockApi({
    'POST /invitations/lookup': () => lookup,
    'POST /invitations/accept': () => accept,
    'GET /users/places': () => ({ body: { data: [venueWire(makeVenue(place, 'team'))] } }),
  });
});
afterEach(async () => {
  server.restore();
  await i18n.changeLanguage('en');
});

const location = () => screen.getByRole('status', { name: 'current location' }).textContent;

describe('the invitation page', () => {
  it('shows the invitation signed out, with the invited address to register or sign in with', async () => {
    renderApp(`/invitation#${TOKEN}`, { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: `Join ${place.name}` })).toBeInTheDocument();
    expect(
      screen.getByText(
        `You are invited to join the team of ${place.name}, ${place.address}, as team member.`,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Redeems passes, reads the reviews and prints the QR codes.'),
    ).toBeInTheDocument();
    expect(server.calls[0]).toMatchObject({ path: '/invitations/lookup', body: { token: TOKEN } });
    expect(screen.getByRole('heading', { name: 'New here? Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('waiter@example.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign in to accept' })).toBeInTheDocument();
    // Kept for the way back from the verification mail.
    expect(pendingInvitation()).toBe(TOKEN);
  });

  it('accepts for the invited address and lands on the venue as the role opens it', async () => {
    renderApp(`/invitation#${TOKEN}`, {
      user: makeUser({ email: 'waiter@example.test' }),
      claims: [],
      venues: [],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept and open the dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Redeem a pass' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard/missions/redeem');
    expect(server.calls.find((call) => call.path === '/invitations/accept')?.body).toEqual({ token: TOKEN });
    expect(pendingInvitation()).toBeNull();
  });

  it('tells a person signed in with another address to sign out', async () => {
    renderApp(`/invitation#${TOKEN}`, {
      user: makeUser({ email: 'owner@demo.test' }),
      claims: [],
      venues: [],
    });
    expect(
      await screen.findByText(
        'You are signed in as owner@demo.test, but this invitation is for waiter@example.test. Sign out, then sign in or register with waiter@example.test.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept and open the dashboard' })).not.toBeInTheDocument();
  });

  it('asks an unverified password account to confirm its address first', async () => {
    renderApp(`/invitation#${TOKEN}`, {
      user: makeUser({ email: 'waiter@example.test', emailVerified: false }),
      claims: [],
      venues: [],
    });
    expect(await screen.findByRole('link', { name: 'Confirm your email' })).toHaveAttribute(
      'href',
      '/verify-email',
    );
  });

  it('says when the invitation is used, expired or gone, and forgets it', async () => {
    lookup = { status: 410, body: { error: { code: 'invitations/expired', message: 'Expired.' } } };
    renderApp(`/invitation#${TOKEN}`, { user: null });
    expect(
      await screen.findByText('This invitation has expired. Ask the venue for a new one.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(pendingInvitation()).toBeNull());
  });

  it('says why the acceptance was refused', async () => {
    accept = { status: 403, body: { error: { code: 'team/seat-limit', message: 'No seat.' } } };
    renderApp(`/invitation#${TOKEN}`, {
      user: makeUser({ email: 'waiter@example.test' }),
      claims: [],
      venues: [],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept and open the dashboard' }));
    expect(
      await screen.findByText('The venue has no seat left for you: ask its owners to free one.'),
    ).toBeInTheDocument();
  });

  it('speaks Italian', async () => {
    await i18n.changeLanguage('it');
    renderApp(`/invitation#${TOKEN}`, { user: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Entra nel team di ${place.name}` }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `Hai ricevuto un invito a far parte del team di ${place.name}, ${place.address}, come membro del team.`,
      ),
    ).toBeInTheDocument();
  });
});
