import { describe, expect, it } from 'vitest';
import { categoryName } from './category-name';

describe('categoryName', () => {
  it('shows a seeded category in the UI language', () => {
    expect(categoryName({ name: 'Countryside' }, 'it')).toBe('In campagna');
    expect(categoryName({ name: 'Burger' }, 'it')).toBe('Hamburger');
    expect(categoryName({ name: 'Countryside' }, 'en')).toBe('Countryside');
    expect(categoryName({ name: 'City centre' }, 'en-GB')).toBe('City centre');
  });

  it('shows a name it does not know as stored, even one with separators', () => {
    expect(categoryName({ name: 'Lungomare' }, 'it')).toBe('Lungomare');
    expect(categoryName({ name: 'Cucina: tipica. Toscana' }, 'en')).toBe('Cucina: tipica. Toscana');
    expect(categoryName({ name: 'Pizza' }, undefined)).toBe('Pizza');
  });
});
