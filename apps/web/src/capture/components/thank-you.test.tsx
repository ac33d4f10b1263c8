import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/i18n';
import type { Language } from '../i18n/messages';
import { statusView } from '../lib/review-status';
import { mockFetch } from '../testing/mock-fetch';
import { ThankYou } from './thank-you';

vi.mock('../lib/guest-auth', () => ({ guestToken: vi.fn(() => Promise.resolve('guest-token')) }));

const review = {
  id: '9b2f6c1e-0d1a-4c55-9a43-3b1d2f6a7c80',
  withdrawUrl: 'https://venues.test/r/withdraw?x=1',
};

function renderThankYou(language: Language = 'en', onTryAgain = vi.fn()) {
  render(
    <I18nProvider language={language}>
      <ThankYou review={review} onTryAgain={onTryAgain} pollMs={10} />
    </I18nProvider>,
  );
  return onTryAgain;
}

afterEach(() => vi.unstubAllGlobals());

describe('review status', () => {
  it('maps each status and failure reason to what the guest reads', () => {
    expect(statusView('uploading', null)).toEqual({
      tone: 'progress',
      message: 'thanks.processing',
      final: false,
    });
    expect(statusView('processing', null)).toEqual({
      tone: 'progress',
      message: 'thanks.processing',
      final: false,
    });
    expect(statusView('published', null)).toEqual({
      tone: 'success',
      message: 'thanks.published',
      final: true,
    });
    expect(statusView('failed', 'too-long')).toMatchObject({
      reason: 'thanks.reasons.too-long',
      final: true,
    });
    expect(statusView('failed', null)).toMatchObject({ reason: 'thanks.reasons.processing-error' });
  });

  it('follows processing until the review is published, then stops asking', async () => {
    const answers = ['processing', 'processing', 'published'];
    const { calls } = mockFetch({
      'GET /api/capture/reviews/:id': () => ({
        body: { data: { id: review.id, status: answers.shift() ?? 'published', failure_reason: null } },
      }),
    });
    renderThankYou();
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(screen.getByText(/^Processing your video/)).toBeVisible();
    expect(await screen.findByText('Your review is published: it is live now.')).toBeVisible();
    const asked = calls.length;
    expect(asked).toBe(3);
    expect(calls[0]?.authorization).toBe('Bearer guest-token');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(asked);
    expect(screen.getByLabelText('Private link to remove your review')).toHaveValue(review.withdrawUrl);
    expect(screen.getByText(/Keep this link/)).toBeVisible();
  });

  it('says a file that is not a video is not a video, and offers to try again', async () => {
    mockFetch({
      'GET /api/capture/reviews/:id': () => ({
        body: { data: { id: review.id, status: 'failed', failure_reason: 'not-a-video' } },
      }),
    });
    const onTryAgain = renderThankYou();
    expect(await screen.findByText('The file you sent is not a video.')).toBeVisible();
    expect(screen.getByText('We could not publish your review.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onTryAgain).toHaveBeenCalled();
  });

  it('speaks Italian', async () => {
    mockFetch({
      'GET /api/capture/reviews/:id': () => ({
        body: { data: { id: review.id, status: 'failed', failure_reason: 'too-short' } },
      }),
    });
    renderThankYou('it');
    expect(screen.getByRole('heading', { name: 'Grazie!' })).toBeVisible();
    expect(await screen.findByText('Il video è troppo corto: deve durare almeno 1 secondo.')).toBeVisible();
  });
});
