import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../testing/mock-fetch';
import { renderCapture } from '../testing/render-capture';

const link = '/r/withdraw?review=9b2f6c1e-0d1a-4c55-9a43-3b1d2f6a7c80&expires=1900000000&signature=sig';
const preview = {
  venue_name: 'Trattoria Da Mario',
  title: 'Great carbonara',
  created_at: '2026-03-01T12:00:00Z',
  public_consent: false,
  reply: null,
};
const signedQuery = '?review=9b2f6c1e-0d1a-4c55-9a43-3b1d2f6a7c80&expires=1900000000&signature=sig';

afterEach(() => vi.unstubAllGlobals());

describe('withdrawal page', () => {
  it('shows the review, and removes it when the guest confirms', async () => {
    const { calls } = mockFetch({
      'GET /api/capture/withdraw': () => ({ body: { data: preview } }),
      'DELETE /api/capture/withdraw': () => ({ body: { data: { withdrawn: true } } }),
    });
    renderCapture(link);
    expect(await screen.findByText(/Your review “Great carbonara” of Trattoria Da Mario/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove my review' }));
    expect(await screen.findByRole('heading', { name: 'Your review has been removed' })).toBeVisible();
    const removal = calls.find((c) => c.method === 'DELETE');
    expect(removal?.search).toBe(signedQuery);
  });

  it('shows what we hold about the guest at every venue, and erases everything once confirmed', async () => {
    const { calls } = mockFetch({
      'GET /api/capture/withdraw': () => ({ body: { data: preview } }),
      'GET /api/capture/guest-data': () => ({
        body: {
          data: {
            name: 'Marta C.',
            reviews: [
              {
                id: '9b2f6c1e-0d1a-4c55-9a43-3b1d2f6a7c80',
                private_url: `http://localhost/r/withdraw${signedQuery}`,
                venue_name: 'Trattoria Da Mario',
                title: 'Great carbonara',
                status: 'published',
                created_at: '2026-03-01T12:00:00Z',
                consent: {
                  version: 2,
                  language: 'en',
                  consented_at: '2026-03-01T12:00:00Z',
                  public_display: false,
                  public_display_at: null,
                },
              },
            ],
            passes: [
              {
                code: 'PASS1234',
                venue_name: 'Bar Centrale',
                mission_title: 'Free coffee',
                created_at: '2026-03-02T12:00:00Z',
                redeemed_at: null,
              },
            ],
            visits: [{ venue_name: 'Trattoria Da Mario', visited_at: '2026-03-01T12:00:00Z' }],
          },
        },
      }),
      'DELETE /api/capture/guest-data': () => ({
        body: { data: { reviews_deleted: 1, passes_deleted: 1, visits_unlinked: 1 } },
      }),
    });
    renderCapture(link);
    const card = await screen.findByRole('region', { name: 'What we hold about you' });
    await userEvent.click(within(card).getByRole('button', { name: 'Show what we hold' }));
    expect(await within(card).findByText(/Pass PASS1234 for “Free coffee” at Bar Centrale/)).toBeVisible();
    // This review's page is the one open: its own link is not offered again.
    expect(within(card).queryByRole('link', { name: 'Manage this review' })).not.toBeInTheDocument();
    expect(within(card).getByText(/Consent version 2 \(en\)/)).toBeVisible();
    expect(within(card).getByText('Visits: 1')).toBeVisible();

    await userEvent.click(within(card).getByRole('button', { name: 'Erase everything' }));
    expect(within(card).getByText(/^Erase everything\? Your reviews/)).toHaveFocus();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await userEvent.click(within(card).getByRole('button', { name: 'Yes, erase everything' }));
    expect(await screen.findByRole('heading', { name: 'Everything has been erased' })).toBeVisible();
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({ search: signedQuery });
  });

  it('offers no public control for a private review', async () => {
    mockFetch({ 'GET /api/capture/withdraw': () => ({ body: { data: preview } }) });
    renderCapture(link);
    expect(await screen.findByRole('heading', { name: 'Your review', level: 1 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Stop showing it publicly' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Reply from/ })).not.toBeInTheDocument();
  });

  it('stops public display after the guest confirms, and then says the review is private', async () => {
    const { calls } = mockFetch({
      'GET /api/capture/withdraw': () => ({ body: { data: { ...preview, public_consent: true } } }),
      'DELETE /api/capture/public-consent': () => ({ body: { data: { public_consent: false } } }),
    });
    renderCapture(link);
    const card = await screen.findByRole('region', { name: 'Shown publicly' });
    await userEvent.click(within(card).getByRole('button', { name: 'Stop showing it publicly' }));
    // A first tap only asks; Cancel leaves everything as it was.
    expect(
      within(card).getByText(/^Stop showing your review publicly\? Trattoria Da Mario keeps it/),
    ).toHaveFocus();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await userEvent.click(within(card).getByRole('button', { name: 'Stop showing it publicly' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Yes, make it private' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your review is now private.');
    expect(screen.queryByRole('region', { name: 'Shown publicly' })).not.toBeInTheDocument();
    const stop = calls.find((c) => c.method === 'DELETE');
    expect(stop).toMatchObject({ path: '/api/capture/public-consent', search: signedQuery });
    // The review itself is still there, and can still be removed.
    expect(screen.getByRole('button', { name: 'Remove my review' })).toBeEnabled();
  });

  it("shows the venue's reply, signed and dated, in Italian too", async () => {
    mockFetch({
      'GET /api/capture/withdraw': () => ({
        body: {
          data: {
            ...preview,
            public_consent: true,
            reply: { body: 'Grazie mille, a presto!', replied_at: '2026-03-02T18:30:00Z' },
          },
        },
      }),
    });
    renderCapture(link, 'it');
    const reply = await screen.findByRole('region', { name: 'Risposta di Trattoria Da Mario' });
    expect(reply).toHaveTextContent('Grazie mille, a presto!');
    expect(within(reply).getByText(/2026|mar/)).toHaveAttribute('datetime', '2026-03-02T18:30:00Z');
    expect(screen.getByRole('button', { name: 'Non mostrarla più pubblicamente' })).toBeVisible();
  });

  it('says when the link has expired', async () => {
    mockFetch({
      'GET /api/capture/withdraw': () => ({
        status: 403,
        body: { error: { code: 'capture/withdraw-expired', message: 'expired' } },
      }),
    });
    renderCapture(link);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired.');
    expect(screen.queryByRole('button', { name: 'Remove my review' })).not.toBeInTheDocument();
  });

  it('says when the review is already gone', async () => {
    mockFetch({});
    renderCapture(link);
    expect(await screen.findByRole('alert')).toHaveTextContent('This review has already been removed.');
  });

  it('refuses a link with a part missing without asking the server', async () => {
    const { calls } = mockFetch({});
    renderCapture('/r/withdraw?review=9b2f');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(calls).toEqual([]);
  });
});
