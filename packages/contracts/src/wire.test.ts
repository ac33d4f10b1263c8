import { describe, expect, expectTypeOf, it } from 'vitest';
import { camelize, camelKey, snakeize, snakeKey, type Camelized, type Snakeized } from './wire';

describe('wire keys', () => {
  it.each([
    ['created_at', 'createdAt'],
    ['place_id', 'placeId'],
    ['estimated_value_30d', 'estimatedValue30d'],
    ['already_verified', 'alreadyVerified'],
    ['id', 'id'],
    ['rating', 'rating'],
    ['createdAt', 'createdAt'],
  ])('%s is %s in the client', (wire, client) => {
    expect(camelKey(wire)).toBe(client);
  });

  it.each([
    ['createdAt', 'created_at'],
    ['placeIds', 'place_ids'],
    ['ownershipConfirmed', 'ownership_confirmed'],
    ['lowRatingMax', 'low_rating_max'],
    ['id', 'id'],
    ['created_at', 'created_at'],
  ])('%s is %s on the wire', (client, wire) => {
    expect(snakeKey(client)).toBe(wire);
  });
});

describe('camelize', () => {
  it.each([
    ['a flat object', { created_at: 'x', place_id: 'p' }, { createdAt: 'x', placeId: 'p' }],
    [
      'nested objects and arrays',
      { reviewer: { display_name: 'Anna' }, sub_ratings: [{ rating_overall: 4 }] },
      { reviewer: { displayName: 'Anna' }, subRatings: [{ ratingOverall: 4 }] },
    ],
    ['an array at the top', [{ place_id: 'a' }, { place_id: 'b' }], [{ placeId: 'a' }, { placeId: 'b' }]],
    [
      'values, snake_case strings included',
      { new_reviews: 'low_rating', list: ['a_b'], none: null, n: 0, ok: false },
      { newReviews: 'low_rating', list: ['a_b'], none: null, n: 0, ok: false },
    ],
    ['a primitive', 'created_at', 'created_at'],
    ['null', null, null],
  ])('maps %s', (_, wire, client) => {
    expect(camelize(wire)).toEqual(client);
  });

  it('leaves the values of the kept keys untouched (records whose keys are data)', () => {
    const wire = {
      upload: { endpoint: '/u', metadata: { review_id: 'r', file_name: 'f' } },
      withdraw_url: 'w',
    };
    expect(camelize(wire, { keep: ['metadata'] })).toEqual({
      upload: { endpoint: '/u', metadata: { review_id: 'r', file_name: 'f' } },
      withdrawUrl: 'w',
    });
  });

  it('does not walk into class instances, and does not change its input', () => {
    const date = new Date(0);
    const wire = { created_at: date, nested: { place_id: 'p' } };
    const client = camelize(wire);
    expect(client.createdAt).toBe(date);
    expect(wire).toEqual({ created_at: date, nested: { place_id: 'p' } });
  });

  it('types the client shape precisely', () => {
    type Wire = {
      id: string;
      created_at: string;
      estimated_value_30d: number;
      reviewer: { photo_url: string | null };
      sub_ratings: { rating_overall: number | null }[];
      headers: Record<string, string>;
    };
    expectTypeOf<Camelized<Wire, 'headers'>>().toEqualTypeOf<{
      id: string;
      createdAt: string;
      estimatedValue30d: number;
      reviewer: { photoUrl: string | null };
      subRatings: { ratingOverall: number | null }[];
      headers: Record<string, string>;
    }>();
  });
});

describe('snakeize', () => {
  it.each([
    [
      'a request body',
      { displayName: 'Anna', placeIds: ['a'], ownershipConfirmed: true },
      { display_name: 'Anna', place_ids: ['a'], ownership_confirmed: true },
    ],
    ['nested objects', { venue: { lowRatingMax: 2 } }, { venue: { low_rating_max: 2 } }],
  ])('maps %s', (_, client, wire) => {
    expect(snakeize(client)).toEqual(wire);
  });

  it('undoes camelize for keys without a digit after an underscore', () => {
    const wire = { new_reviews: 'all', low_rating_max: 2, weekly_digest: true, nested: [{ place_id: 'p' }] };
    expect(snakeize(camelize(wire))).toEqual(wire);
  });

  it('types the wire shape precisely', () => {
    expectTypeOf<Snakeized<{ lowRatingMax: number; venue: { placeId: string } }>>().toEqualTypeOf<{
      low_rating_max: number;
      venue: { place_id: string };
    }>();
  });
});
