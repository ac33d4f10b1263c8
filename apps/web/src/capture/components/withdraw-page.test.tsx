import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../testing/mock-fetch';
import { renderCapture } from '../testing/render-capture';

const link = '/r/withdraw?review=9b2f6c1e-0d1a-4c55-9a43-3b1d2f6a7c80&expires=1900000000&signature=sig';
const preview = {
  venue_name: 'Trattoria Da Mario',
  title: 'Great carbonara',
  created_at: '2026-03-01T12:00:00Z',
};

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
    expect(removal?.search).toBe(
      '?review=9b2f6c1e-0d1a-4c55-9a43-3b1d2f6a7c80&expires=1900000000&signature=sig',
    );
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
