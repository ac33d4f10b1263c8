import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge, statusBadgeTone, statusBadgeVariants, type StatusBadgeVariant } from './status-badge';

const expected: Record<StatusBadgeVariant, string> = {
  default: 'grey',
  ended: 'grey',
  white: 'white',
  success: 'green',
  completed: 'green',
  active: 'green',
  warning: 'amber',
  pending: 'amber',
  error: 'red',
  rejected: 'red',
  failed: 'red',
};

describe('status badge', () => {
  it('has exactly these eleven variants, in five tones', () => {
    expect([...statusBadgeVariants].sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('colours %s %s', (variant, tone) => {
    render(<StatusBadge variant={variant as StatusBadgeVariant}>{variant}</StatusBadge>);
    const badge = screen.getByText(variant);
    expect(statusBadgeTone(variant as StatusBadgeVariant)).toBe(tone);
    expect(badge).toHaveAttribute('data-tone', tone);
    const colour =
      { grey: 'slate', white: 'white', green: 'emerald', amber: 'amber', red: 'red' }[tone] ?? '';
    expect(badge.className).toContain(`bg-${colour}`);
  });

  it('is grey by default', () => {
    render(<StatusBadge>Draft</StatusBadge>);
    expect(screen.getByText('Draft')).toHaveAttribute('data-tone', 'grey');
  });
});
