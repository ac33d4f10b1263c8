import { sql } from 'drizzle-orm';
import type { ReportPeriod } from '@venues/contracts/report';
import { rowsOf, type Db } from '../../../db/client';
import { lastDaysBounds } from '../../../db/venue-days';
import { visibleReviewSql } from '../reviews/review-visibility';

export type ReviewExportRow = {
  id: string;
  /** The exact timestamp, as PostgreSQL wrote it: a JavaScript Date would drop the microseconds. */
  cursorAt: string;
  createdAt: string;
  reviewer: string;
  overall: number | null;
  food: number | null;
  price: number | null;
  atmosphere: number | null;
  service: number | null;
  title: string;
  description: string;
  table: string | null;
  reported: boolean;
};

export type VisitExportRow = {
  id: string;
  cursorAt: string;
  visitedAt: string;
  customer: string;
  isNew: boolean;
  spendCents: number;
  mission: string | null;
};

/** A page of an export: oldest first, after the (time, id) of the previous page's last row. */
type Cursor = { at: string; id: string } | null;
const after = (column: string, cursor: Cursor) =>
  cursor ? sql`and (${sql.raw(column)}, id) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;
const nullableInt = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * The rows of the CSV exports, read a page at a time by keyset, so an export of any length streams with
 * one page in memory and holds no transaction open.
 */
export function createReportExportsRepository(db: Db) {
  return {
    async reviewsPage(placeId: string, period: ReportPeriod, now: Date, cursor: Cursor, limit: number) {
      const { from, to } = lastDaysBounds(period, now);
      const result = await db.execute(sql`
        select r.id, r.created_at, r.created_at::text as cursor_at, rv.display_name, r.rating_overall, r.rating_food, r.rating_price,
          r.rating_atmosphere, r.rating_service, r.title, r.description, c.label,
          exists (select 1 from review_reports rr where rr.review_id = r.id and rr.resolved_at is null) as reported
        from (
          select * from reviews
          where place_id = ${placeId} and ${visibleReviewSql()} and created_at >= ${from} and created_at < ${to}
            ${after('created_at', cursor)}
          order by created_at, id
          limit ${limit}
        ) r
        join reviewers rv on rv.id = r.reviewer_id
        left join review_codes c on c.id = r.code_id
        order by r.created_at, r.id
      `);
      return rowsOf(result).map((row): ReviewExportRow => ({
        id: String(row.id),
        cursorAt: String(row.cursor_at),
        createdAt: new Date(row.created_at as string).toISOString(),
        reviewer: String(row.display_name),
        overall: nullableInt(row.rating_overall),
        food: nullableInt(row.rating_food),
        price: nullableInt(row.rating_price),
        atmosphere: nullableInt(row.rating_atmosphere),
        service: nullableInt(row.rating_service),
        title: String(row.title),
        description: String(row.description),
        table: typeof row.label === 'string' ? row.label : null,
        reported: row.reported === true || row.reported === 't',
      }));
    },

    async visitsPage(placeId: string, period: ReportPeriod, now: Date, cursor: Cursor, limit: number) {
      const { from, to } = lastDaysBounds(period, now);
      const result = await db.execute(sql`
        select v.id, v.visited_at, v.visited_at::text as cursor_at, rv.display_name, v.estimated_spend_cents, m.title as mission,
          not exists (
            select 1 from visits earlier
            where earlier.place_id = v.place_id and earlier.reviewer_id = v.reviewer_id
              and earlier.visited_at < v.visited_at
          ) as is_new
        from (
          select * from visits
          where place_id = ${placeId} and visited_at >= ${from} and visited_at < ${to}
            ${after('visited_at', cursor)}
          order by visited_at, id
          limit ${limit}
        ) v
        join reviewers rv on rv.id = v.reviewer_id
        left join missions m on m.id = v.mission_id
        order by v.visited_at, v.id
      `);
      return rowsOf(result).map((row): VisitExportRow => ({
        id: String(row.id),
        cursorAt: String(row.cursor_at),
        visitedAt: new Date(row.visited_at as string).toISOString(),
        customer: String(row.display_name),
        isNew: row.is_new === true || row.is_new === 't',
        spendCents: Number(row.estimated_spend_cents),
        mission: typeof row.mission === 'string' ? row.mission : null,
      }));
    },
  };
}

export type ReportExportsRepository = ReturnType<typeof createReportExportsRepository>;
