import { describe, expect, it } from 'vitest';
import { reportFileName } from './file-names';
import { formatChange, formatShare } from '@venues/contracts/format';

describe('report figures', () => {
  it('signs a change and leaves zero unsigned', () => {
    expect(formatChange(12, 'en')).toBe('+12%');
    expect(formatChange(-8, 'it')).toBe('-8%');
    expect(formatChange(0, 'en')).toBe('0%');
  });

  it('shows a share as a percentage', () => {
    expect(formatShare(0.24, 'en')).toBe('24%');
    expect(formatShare(0.075, 'it')).toBe('7,5%');
  });

  it('names the exports after the venue and the period', () => {
    expect(reportFileName('Caffè Città', 30, 'reviews')).toBe('report-caffe-citta-30d-reviews.csv');
    expect(reportFileName('Da Mario', 365, 'visits')).toBe('report-da-mario-365d-visits.csv');
    expect(reportFileName('!!!', 7, 'pdf')).toBe('report-venue-7d.pdf');
  });
});
