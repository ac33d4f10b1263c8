import { describe, expect, it } from 'vitest';
import { placeEmoji, type Category } from './places';

const category = (type: Category['type'], emoji: string | null): Category => ({
  type,
  name: type,
  image_emoji: emoji,
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
