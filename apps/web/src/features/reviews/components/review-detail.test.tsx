import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { camelize } from '@venues/contracts/wire';
import { makeReview } from '@/testing/dashboard-fixtures';
import { preloadReviewDetail, ReviewDetail } from './review-detail';

// The detail's code fails to download once, then loads.
let attempts = 0;
vi.mock('./review-detail-modal', () => {
  attempts += 1;
  if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
  return {
    ReviewDetailModal: ({ review }: { review: { title: string } }) => <p>Detail of {review.title}</p>,
  };
});

describe('a review detail whose code is not loaded yet', () => {
  it('opens with the title and a spinner, says when its code fails to load, closes, and loads it again on Try again, not on a preload', async () => {
    const review = camelize(makeReview({ title: 'Lovely dinner' }));
    const onClose = vi.fn();
    render(<ReviewDetail review={review} canDownload={false} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Lovely dinner' });
    expect(dialog).toHaveTextContent('Opening the review…');

    expect(await screen.findByText('We could not open this review.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    // Pointing at the list again does not ask again: only an opening does.
    preloadReviewDetail();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(attempts).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Detail of Lovely dinner')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
