import type { FastifyInstance } from 'fastify';
import {
  formatPublicReviewsCursor,
  parsePublicReviewsCursor,
  publicAuthorName,
  type PublicReview,
  type PublicReviewsPage,
  type PublicVenue,
} from '@venues/contracts/public-reviews';
import { webPaths } from '@venues/contracts/web-paths';
import { publicUrl } from '../../../config/env';
import type { PublicReviewRow, PublicVenueRow } from './public-reviews-repository';

/** A venue's active mission, as its wall links to it. */
export type PublicMissionLink = { title: string; reward: string; url: string };

export type PublicVenueRecord = PublicVenueRow & { public: PublicVenue };

const origin = (app: FastifyInstance) => publicUrl(app.env).replace(/\/$/, '');

export function toPublicVenue(app: FastifyInstance, row: PublicVenueRow): PublicVenue {
  return {
    name: row.name,
    slug: row.slug,
    address: row.address,
    wall_url: `${origin(app)}${webPaths.wall(row.slug)}`,
    rating: { average: row.average === null ? null : Math.round(row.average * 10) / 10, count: row.count },
  };
}

/** A review as it leaves the API: the guest's first name and initial, and public media URLs only. */
export function toPublicReview(app: FastifyInstance, slug: string, row: PublicReviewRow): PublicReview {
  const base = origin(app);
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    rating: row.rating,
    author: publicAuthorName(row.displayName),
    published_at: row.publishedAt.toISOString(),
    highlighted: row.highlighted,
    poster_url: row.hasPoster ? `${base}${webPaths.publicPoster(row.id)}` : null,
    video_url: row.hasVideo ? `${base}${webPaths.publicVideo(row.id)}` : null,
    share_url: `${base}${webPaths.reviewShare(slug, row.id)}`,
    reply: row.reply ? { body: row.reply.body, replied_at: row.reply.at.toISOString() } : null,
  };
}

/** The venue of a public page by its slug; undefined for an unknown one. */
export async function openPublicVenue(
  app: FastifyInstance,
  slug: string,
): Promise<PublicVenueRecord | undefined> {
  const row = await app.publicReviewsRepository.findVenue(slug);
  return row && { ...row, public: toPublicVenue(app, row) };
}

/** A page of a venue's public reviews, after `cursor` (already validated by the route's schema). */
export async function publicReviewsPage(
  app: FastifyInstance,
  venue: PublicVenueRecord,
  cursor: string | undefined,
  limit: number,
): Promise<PublicReviewsPage> {
  const { reviews, more } = await app.publicReviewsRepository.page(
    venue.id,
    cursor === undefined ? undefined : parsePublicReviewsCursor(cursor),
    limit,
  );
  const last = reviews[reviews.length - 1];
  return {
    venue: venue.public,
    reviews: reviews.map((row) => toPublicReview(app, venue.slug, row)),
    next_cursor: more && last ? formatPublicReviewsCursor(last.cursor) : null,
  };
}

/** The missions a guest can take part in today, as links to their public pages. */
export async function activeMissionLinks(
  app: FastifyInstance,
  placeId: string,
): Promise<PublicMissionLink[]> {
  const rows = await app.missionsRepository.activeForPlace(placeId);
  return rows.map((row) => ({
    title: row.title,
    reward: row.reward,
    url: `${origin(app)}${webPaths.mission(row.code)}`,
  }));
}
