import { sql } from 'drizzle-orm';
import { PUBLIC_HIGHLIGHTS_MAX, type PublicReviewsCursor } from '@venues/contracts/public-reviews';
import { rowsOf, type Db, type Row } from '../../../db/client';
import { publicReviewSql, visibleReviewSql } from '../reviews/review-visibility';

/** A venue as its public pages name it, with its rating over every published review. */
export type PublicVenueRow = {
  id: string;
  name: string;
  slug: string;
  address: string;
  creditHidden: boolean;
  average: number | null;
  count: number;
};

/** A public review as stored; the guest's name is whole here and is cut down before it leaves the API. */
export type PublicReviewRow = {
  id: string;
  title: string;
  body: string;
  rating: number | null;
  displayName: string;
  publishedAt: Date;
  highlighted: boolean;
  hasVideo: boolean;
  hasPoster: boolean;
  reply: { body: string; at: Date } | null;
  cursor: PublicReviewsCursor;
};

/** Microseconds in UTC, so a cursor orders exactly as the database does. */
const cursorTime = (expression: string) =>
  sql.raw(`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

const after = (cursor: PublicReviewsCursor | undefined) =>
  cursor
    ? sql`and (grp > ${cursor.group} or (grp = ${cursor.group}
        and (sort_at, id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)))`
    : sql``;

const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const truthy = (value: unknown) => value === true || value === 't';

/** The reads behind a venue's wall, its embed, its share pages and its public data route. */
export function createPublicReviewsRepository(db: Db) {
  const toReview = (row: Row): PublicReviewRow => ({
    id: String(row.id),
    title: String(row.title),
    body: String(row.description),
    rating: row.rating_overall === null ? null : Number(row.rating_overall),
    displayName: String(row.display_name),
    publishedAt: date(row.published_at),
    highlighted: Number(row.grp) === 0,
    hasVideo: row.video_key !== null,
    hasPoster: row.poster_key !== null,
    reply: typeof row.reply_body === 'string' ? { body: row.reply_body, at: date(row.reply_at) } : null,
    cursor: { group: Number(row.grp) === 0 ? 0 : 1, at: String(row.cursor_at), id: String(row.id) },
  });

  return {
    /** A venue's public page by its slug; a closed venue (its last person left) has none until reclaimed. */
    async findVenue(slug: string): Promise<PublicVenueRow | undefined> {
      const result = await db.execute(sql`
        select p.id, p.name, p.slug, p.address, p.public_credit_hidden, a.average, a.count
        from places p
        cross join lateral (
          select avg(r.rating_overall)::float8 as average, count(*) as count
          from reviews r
          where r.place_id = p.id and ${visibleReviewSql('r')}
        ) a
        where p.slug = ${slug} and p.closed_at is null
      `);
      const [row] = rowsOf(result);
      if (!row) return undefined;
      return {
        id: String(row.id),
        name: String(row.name),
        slug: String(row.slug),
        address: String(row.address),
        creditHidden: truthy(row.public_credit_hidden),
        average: row.average === null ? null : Number(row.average),
        count: Number(row.count),
      };
    },

    /**
     * A page of the venue's public reviews: its highlights first (the latest pinned first, at most
     * PUBLIC_HIGHLIGHTS_MAX), then the newest; after `cursor`, by keyset. One row more than `limit` tells
     * the caller a further page exists.
     */
    async page(placeId: string, cursor: PublicReviewsCursor | undefined, limit: number) {
      const result = await db.execute(sql`
        with highlights as (
          select r.id from reviews r
          where r.place_id = ${placeId} and ${publicReviewSql('r')} and r.highlighted_at is not null
          order by r.highlighted_at desc, r.id desc
          limit ${PUBLIC_HIGHLIGHTS_MAX}
        ), ranked as (
          select r.id, r.reviewer_id, r.title, r.description, r.rating_overall, r.video_key, r.poster_key,
            coalesce(r.published_at, r.created_at) as published_at,
            case when h.id is null then 1 else 0 end as grp,
            case when h.id is null then coalesce(r.published_at, r.created_at) else r.highlighted_at end as sort_at
          from reviews r
          left join highlights h on h.id = r.id
          where r.place_id = ${placeId} and ${publicReviewSql('r')}
        ), shown as (
          select * from ranked
          where true ${after(cursor)}
          order by grp, sort_at desc, id desc
          limit ${limit + 1}
        )
        select s.id, s.title, s.description, s.rating_overall, s.video_key, s.poster_key, s.published_at,
          s.grp, ${cursorTime('s.sort_at')} as cursor_at, rv.display_name,
          rr.body as reply_body, rr.updated_at as reply_at
        from shown s
        join reviewers rv on rv.id = s.reviewer_id
        left join review_replies rr on rr.review_id = s.id and rr.hidden_at is null
        order by s.grp, s.sort_at desc, s.id desc
      `);
      const rows = rowsOf(result).map(toReview);
      return { reviews: rows.slice(0, limit), more: rows.length > limit };
    },

    /** One public review of the venue; undefined when it is not public, or not the venue's. */
    async findReview(placeId: string, reviewId: string): Promise<PublicReviewRow | undefined> {
      const result = await db.execute(sql`
        select r.id, r.title, r.description, r.rating_overall, r.video_key, r.poster_key,
          coalesce(r.published_at, r.created_at) as published_at,
          case when r.highlighted_at is null then 1 else 0 end as grp,
          ${cursorTime('coalesce(r.published_at, r.created_at)')} as cursor_at, rv.display_name,
          rr.body as reply_body, rr.updated_at as reply_at
        from reviews r
        join reviewers rv on rv.id = r.reviewer_id
        left join review_replies rr on rr.review_id = r.id and rr.hidden_at is null
        where r.id = ${reviewId} and r.place_id = ${placeId} and ${publicReviewSql('r')}
      `);
      const [row] = rowsOf(result);
      return row ? toReview(row) : undefined;
    },
  };
}

export type PublicReviewsRepository = ReturnType<typeof createPublicReviewsRepository>;
