import { z } from 'zod';
import { validationMessage } from './validation-messages';

/*
 * A venue's public reviews, as its wall, its embed and the public data route show them: only reviews whose
 * guest chose public display, with the guest's first name and initial, public media URLs, and the venue's
 * public reply. The venue's rating is over all its published reviews, private ones included.
 */

export const PUBLIC_REVIEWS_PAGE_DEFAULT = 12;
export const PUBLIC_REVIEWS_PAGE_MAX = 24;
/** The owner's pinned reviews that come first; further pins count as ordinary reviews. */
export const PUBLIC_HIGHLIGHTS_MAX = 6;

/**
 * Where a page of public reviews ends: the review's group (0 for the highlights, 1 for the others), the time
 * it sorts by (microseconds, UTC) and its id. Readable, and made only of characters a URL keeps as they are.
 */
const CURSOR =
  /^([01])_(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export type PublicReviewsCursor = { group: 0 | 1; at: string; id: string };

export function parsePublicReviewsCursor(cursor: string): PublicReviewsCursor | undefined {
  const match = CURSOR.exec(cursor);
  if (!match) return undefined;
  // A real instant: a day the month does not have (30 February) is refused, not rolled over.
  const at = new Date(match[2]!);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 19) !== match[2]!.slice(0, 19))
    return undefined;
  return { group: match[1] === '0' ? 0 : 1, at: match[2]!, id: match[3]! };
}

export const formatPublicReviewsCursor = ({ group, at, id }: PublicReviewsCursor) => `${group}_${at}_${id}`;

export const publicVenueParamsSchema = z.object({ slug: z.string().min(1).max(200) });

export const publicReviewsCursorSchema = z
  .string()
  .max(120, validationMessage('maxLength', 120))
  .refine((value) => parsePublicReviewsCursor(value) !== undefined, 'badCursor');

export const publicReviewsQuerySchema = z.object({
  cursor: publicReviewsCursorSchema.optional(),
  limit: z.coerce
    .number(validationMessage('required'))
    .int(validationMessage('required'))
    .min(1, validationMessage('min', 1))
    .max(PUBLIC_REVIEWS_PAGE_MAX, validationMessage('max', PUBLIC_REVIEWS_PAGE_MAX))
    .default(PUBLIC_REVIEWS_PAGE_DEFAULT),
});

export const publicReviewSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  /** The overall rating, 1 to 5; null when the guest gave none. */
  rating: z.number().int().min(1).max(5).nullable(),
  /** The guest's first name and the initial of the last name: "Giulia R.". */
  author: z.string(),
  published_at: z.string(),
  highlighted: z.boolean(),
  poster_url: z.string().nullable(),
  video_url: z.string().nullable(),
  share_url: z.string(),
  /** The venue's public reply, absent while it has none or staff hid it. */
  reply: z.object({ body: z.string(), replied_at: z.string() }).nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const publicVenueSchema = z.object({
  name: z.string(),
  slug: z.string(),
  address: z.string(),
  wall_url: z.string(),
  /** Over every published review of the venue, private ones included. */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
export type PublicVenue = z.infer<typeof publicVenueSchema>;

export const publicReviewsResponseSchema = z.object({
  data: z.object({
    venue: publicVenueSchema,
    reviews: z.array(publicReviewSchema),
    /** The cursor of the next page, null on the last. */
    next_cursor: z.string().nullable(),
  }),
});
export type PublicReviewsPage = z.infer<typeof publicReviewsResponseSchema>['data'];

/** The embed's options, each defaulting as webPaths.embed says. */
export const EMBED_COUNT_MAX = 12;
export const embedQuerySchema = z.object({
  layout: z.enum(['carousel', 'grid']).default('carousel'),
  lang: z.enum(['it', 'en', 'auto']).default('auto'),
  count: z.coerce
    .number(validationMessage('required'))
    .int(validationMessage('required'))
    .min(1, validationMessage('min', 1))
    .max(EMBED_COUNT_MAX, validationMessage('max', EMBED_COUNT_MAX))
    .default(6),
  theme: z.enum(['light', 'dark']).default('light'),
});
export type EmbedQuery = z.infer<typeof embedQuerySchema>;

/** The wall's query: its language, and the page that "more" opens. */
export const wallQuerySchema = z.object({
  lang: z.enum(['it', 'en']).optional(),
  cursor: publicReviewsCursorSchema.optional(),
});

/** The public name of a guest: the first name and the initial of the last name, never more. */
export function publicAuthorName(displayName: string): string {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = last ? Array.from(last)[0]?.toLocaleUpperCase('it') : undefined;
  return initial ? `${first} ${initial}.` : first;
}
