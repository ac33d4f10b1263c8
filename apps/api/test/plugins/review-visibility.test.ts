import { describe, expect, it } from 'vitest';
import { isPublicReview } from '../../src/plugins/app/reviews/review-visibility';

describe('isPublicReview', () => {
  const review = {
    status: 'published' as const,
    hiddenAt: null,
    publicConsent: true,
    consentVersion: 2,
  };

  it('holds for a published, unhidden review with public consent under version 2', () => {
    expect(isPublicReview(review)).toBe(true);
  });

  it('fails when any part of the rule fails', () => {
    expect(isPublicReview({ ...review, status: 'processing' })).toBe(false);
    expect(isPublicReview({ ...review, hiddenAt: new Date() })).toBe(false);
    expect(isPublicReview({ ...review, publicConsent: false })).toBe(false);
    // A version 1 text never asked about public display, whatever the stored flag says.
    expect(isPublicReview({ ...review, consentVersion: 1 })).toBe(false);
    expect(isPublicReview({ ...review, consentVersion: null })).toBe(false);
  });
});
