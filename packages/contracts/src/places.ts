import { z } from 'zod';
import type { Camelized } from './wire';

export const categoryTypeSchema = z.enum(['location', 'cuisine', 'mood']);
export type CategoryType = z.infer<typeof categoryTypeSchema>;

export const categorySchema = z.object({
  type: categoryTypeSchema,
  name: z.string(),
  image_emoji: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const placeSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  address: z.string(),
  phone_number: z.string().nullable(),
  website: z.string().nullable(),
  menu_url: z.string().nullable(),
  categories: z.array(categorySchema),
});
export type Place = z.infer<typeof placeSchema>;

/** The picture of a place is the emoji of its first category in this priority order. */
export const CATEGORY_PRIORITY: readonly CategoryType[] = ['location', 'cuisine', 'mood'];

export function placeEmoji(categories: readonly Camelized<Category>[]): string | null {
  for (const type of CATEGORY_PRIORITY) {
    const match = categories.find((c) => c.type === type && c.imageEmoji);
    if (match?.imageEmoji) return match.imageEmoji;
  }
  return null;
}

export const placeWithVerificationSchema = placeSchema.extend({
  /** The place has an approved claim: it shows 'Already verified' and cannot be selected. */
  already_verified: z.boolean(),
});
export type PlaceWithVerification = z.infer<typeof placeWithVerificationSchema>;

export const SEARCH_QUERY_MAX = 100;
export const SEARCH_RESULTS_MAX = 20;

export const placeSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(SEARCH_QUERY_MAX),
});
export const placeSearchResponseSchema = z.object({ data: z.array(placeWithVerificationSchema) });
export const placeResponseSchema = z.object({ data: placeWithVerificationSchema });
