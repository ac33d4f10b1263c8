import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/testing/render-app';
import { UnsubscribeRoute } from './unsubscribe';

type Reply = { status: number; body: unknown };

/** Answers the page's fetch with `reply` (or throws, for a network failure) and records every call. */
function serve(...replies: (Reply | 'network')[]) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => {
    const reply = replies.length > 1 ? replies.shift() : replies[0];
    if (!reply || reply === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(
      new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const done = (kind: string, placeName = 'Osteria del Porto'): Reply => ({
  status: 200,
  body: { data: { kind, place_name: placeName } },
});
const badToken: Reply = {
  status: 403,
  body: { error: { code: 'notifications/bad-token', message: 'bad token' } },
};

/** The page as the app shows it, with StrictMode's double effects on. */
function renderStrict(path: string) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/unsubscribe" element={<UnsubscribeRoute />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('unsubscribe page', () => {
  it('posts the token once, without signing in, and says what was turned off', async () => {
    const fetchMock = serve(done('new_reviews'));
    renderStrict('/unsubscribe?token=tok%2Bone');
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribing…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeInTheDocument();
    expect(
      screen.getByText('You will no longer receive new-review emails for Osteria del Porto.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage notifications' })).toHaveAttribute(
      'href',
      '/dashboard/profile/notifications',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/notifications/unsubscribe?token=tok%2Bone');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
  });

  it.each([
    ['weekly_digest', 'You will no longer receive the weekly digest for Corte Antica.'],
    ['monthly_report', 'You will no longer receive the monthly PDF report for Corte Antica.'],
  ])('names %s', async (kind, sentence) => {
    serve(done(kind, 'Corte Antica'));
    renderStrict(`/unsubscribe?token=tok-${kind}`);
    expect(await screen.findByText(sentence)).toBeInTheDocument();
  });

  it('says the link is not valid when the API refuses the token, with the link to the settings', async () => {
    const fetchMock = serve(badToken);
    renderApp('/unsubscribe?token=forged', { user: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage notifications' })).toHaveAttribute(
      'href',
      '/dashboard/profile/notifications',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says the link is not valid without posting when there is no token', async () => {
    const fetchMock = serve(done('new_reviews'));
    renderStrict('/unsubscribe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers Retry after a network or server failure, and posts again', async () => {
    const fetchMock = serve(
      'network',
      { status: 503, body: { error: { code: 'service/unavailable', message: 'down' } } },
      done('weekly_digest'),
    );
    renderStrict('/unsubscribe?token=tok-retry');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not unsubscribe you' }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('You will no longer receive the weekly digest for Osteria del Porto.'),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('speaks Italian', async () => {
    await act(() => i18n.changeLanguage('it'));
    serve(done('new_reviews'));
    renderStrict('/unsubscribe?token=tok-it');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Disiscrizione completata' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Non riceverai più le email sulle nuove recensioni di Osteria del Porto.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gestisci le notifiche' })).toBeInTheDocument();
  });
});
