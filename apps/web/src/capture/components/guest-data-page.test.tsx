import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnGuestData } from '@venues/contracts/guest-data';
import { storedPass, storePass } from '../lib/pass-store';
import { mockFetch } from '../testing/mock-fetch';
import { renderCapture } from '../testing/render-capture';

const signedQuery = '?guest=5d0c7a52-8f3e-4a8b-9c1d-2e6f7a8b9c0d&expires=1900000000&signature=sig';
const link = `/r/withdraw${signedQuery}`;
const reviewUrl =
  'http://localhost/r/withdraw?review=9b2f6c1e-0d1a-4c55-9a43-3b1d2f6a7c80&expires=1&signature=s';

const held: OwnGuestData = {
  name: 'Giulia',
  reviews: [],
  passes: [
    {
      code: 'ACDEFHJK',
      venue_name: 'Osteria del Porto',
      mission_title: 'Aperitivo del giovedì',
      created_at: '2026-03-02T12:00:00Z',
      redeemed_at: null,
    },
  ],
  visits: [],
};
const withReview: OwnGuestData = {
  ...held,
  reviews: [
    {
      id: '9b2f6c1e-0d1a-4c55-9a43-3b1d2f6a7c80',
      private_url: reviewUrl,
      venue_name: 'Trattoria Da Mario',
      title: 'Great carbonara',
      status: 'published',
      created_at: '2026-03-01T12:00:00Z',
      consent: {
        version: 2,
        language: 'en',
        consented_at: '2026-03-01T12:00:00Z',
        public_display: true,
        public_display_at: '2026-03-01T12:00:00Z',
      },
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe("the guest's data page, from the link a pass offers", () => {
  it('shows what we hold at once, without any review, and erases everything once confirmed', async () => {
    storePass('APERITIVO', 'ACDEFHJK');
    const { calls } = mockFetch({
      'GET /api/capture/guest-data': () => ({ body: { data: held } }),
      'DELETE /api/capture/guest-data': () => ({
        body: { data: { reviews_deleted: 0, passes_deleted: 1, visits_unlinked: 0 } },
      }),
    });
    renderCapture(link);
    const page = await screen.findByRole('region', { name: 'What we hold about you' });
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('What we hold about you');
    expect(
      within(page).getByText(/Pass ACDEFHJK for “Aperitivo del giovedì” at Osteria del Porto/),
    ).toBeVisible();
    expect(within(page).getByText('Reviews: 0')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove my review' })).not.toBeInTheDocument();
    expect(calls.map((call) => [call.method, call.path, call.search])).toEqual([
      ['GET', '/api/capture/guest-data', signedQuery],
    ]);

    await userEvent.click(within(page).getByRole('button', { name: 'Erase everything' }));
    expect(within(page).getByText(/^Erase everything\? Your reviews/)).toHaveFocus();
    await userEvent.click(within(page).getByRole('button', { name: 'Yes, erase everything' }));
    expect(await screen.findByRole('heading', { name: 'Everything has been erased' })).toBeVisible();
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({ search: signedQuery });
    // The phone forgets the erased pass: its mission page will not show the code again.
    expect(storedPass('APERITIVO')).toBeUndefined();
  });

  it("links each of the guest's reviews to its own page, where it is removed or made private, in Italian too", async () => {
    mockFetch({ 'GET /api/capture/guest-data': () => ({ body: { data: withReview } }) });
    renderCapture(link, 'it');
    const page = await screen.findByRole('region', { name: 'Cosa conserviamo su di te' });
    const review = within(page).getByText(/«Great carbonara» da Trattoria Da Mario/);
    expect(within(review).getByRole('link', { name: 'Gestisci questa recensione' })).toHaveAttribute(
      'href',
      reviewUrl,
    );
  });

  it('says that nothing is left once the guest has been erased', async () => {
    mockFetch({});
    renderCapture(link);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is nothing left to show: your data has been erased.',
    );
    expect(screen.queryByRole('button', { name: 'Erase everything' })).not.toBeInTheDocument();
  });

  it.each([
    ['capture/withdraw-expired', 'This link has expired.'],
    ['capture/withdraw-invalid', 'This link is not valid.'],
  ])('refuses a link the server refuses (%s)', async (code, text) => {
    mockFetch({
      'GET /api/capture/guest-data': () => ({ status: 403, body: { error: { code, message: code } } }),
    });
    renderCapture(link);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('refuses a link with a part missing without asking the server', async () => {
    const { calls } = mockFetch({});
    renderCapture('/r/withdraw?guest=5d0c7a52&expires=1900000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(calls).toEqual([]);
  });
});
