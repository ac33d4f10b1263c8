import { describe, expect, it } from 'vitest';
import { placeEmoji, type Category } from './places';
import type { Camelized } from './wire';

const category = (type: Category['type'], emoji: string | null): Camelized<Category> => ({
  type,
  name: type,
  imageEmoji: emoji,
});

describe('the place picture', () => {
  it('uses the first category in the priority location, cuisine, mood', () => {
    expect(placeEmoji([category('mood', '✨'), category('cuisine', '🍕'), category('location', '🌊')])).toBe(
      '🌊',
    );
    expect(placeEmoji([category('mood', '✨'), category('cuisine', '🍕')])).toBe('🍕');
    expect(placeEmoji([category('mood', '✨')])).toBe('✨');
  });

  it('skips categories without an image and falls back to none', () => {
    expect(placeEmoji([category('location', null), category('mood', '✨')])).toBe('✨');
    expect(placeEmoji([])).toBeNull();
  });
});
