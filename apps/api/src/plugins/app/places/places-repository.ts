import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  SEARCH_RESULTS_MAX,
  type Category,
  type Place,
  type PlaceWithVerification,
} from '@venues/contracts/places';
import type { Db } from '../../../db/client';
import { categories, placeCategories, places } from '../../../db/schema';

export type PlaceRow = typeof places.$inferSelect;

export function toPlace(row: PlaceRow, placeCategoryList: Category[]): Place {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    phone_number: row.phoneNumber,
    website: row.website,
    menu_url: row.menuUrl,
    categories: placeCategoryList,
  };
}

/** Escapes LIKE wildcards so that a user's % or _ matches itself. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createPlacesRepository(db: Db) {
  // Spelled out: Drizzle leaves columns unqualified in single-table selects, which would bind "id" to claims.
  const alreadyVerified = sql<boolean>`exists (
    select 1 from "claims" c where c."place_id" = "places"."id" and c."status" = 'approved'
  )`;
  async function withCategories(
    rows: { place: PlaceRow; alreadyVerified: boolean }[],
  ): Promise<PlaceWithVerification[]> {
    const byPlace = await categoriesFor(rows.map((r) => r.place.id));
    return rows.map((r) => ({
      ...toPlace(r.place, byPlace.get(r.place.id) ?? []),
      already_verified: r.alreadyVerified,
    }));
  }

  async function categoriesFor(placeIds: readonly string[], tx: Db = db): Promise<Map<string, Category[]>> {
    const byPlace = new Map<string, Category[]>();
    if (placeIds.length === 0) return byPlace;
    const rows = await tx
      .select({
        placeId: placeCategories.placeId,
        type: categories.type,
        name: categories.name,
        imageEmoji: categories.imageEmoji,
      })
      .from(placeCategories)
      .innerJoin(categories, eq(categories.id, placeCategories.categoryId))
      .where(inArray(placeCategories.placeId, [...placeIds]));
    for (const row of rows) {
      const list = byPlace.get(row.placeId) ?? [];
      list.push({ type: row.type, name: row.name, image_emoji: row.imageEmoji });
      byPlace.set(row.placeId, list);
    }
    return byPlace;
  }

  return {
    categoriesFor,

    /**
     * Business name and address by trigram similarity, plus plain substring matches; all use the
     * GIN trigram indexes. Best match first.
     */
    async search(query: string): Promise<PlaceWithVerification[]> {
      const pattern = `%${likeEscape(query)}%`;
      const score = sql<number>`greatest(word_similarity(${query}, ${places.name}), similarity(${query}, ${places.name}), word_similarity(${query}, ${places.address}) * 0.8)`;
      const rows = await db
        .select({ place: places, alreadyVerified })
        .from(places)
        .where(
          or(
            ilike(places.name, pattern),
            ilike(places.address, pattern),
            sql`${query} <% ${places.name}`,
            // Whole-name similarity forgives typos spread over several words.
            sql`${query} % ${places.name}`,
            sql`${query} <% ${places.address}`,
          ),
        )
        .orderBy(desc(score), places.name, places.id)
        .limit(SEARCH_RESULTS_MAX);
      return withCategories(rows);
    },

    async findById(id: string): Promise<PlaceWithVerification | undefined> {
      const rows = await db.select({ place: places, alreadyVerified }).from(places).where(eq(places.id, id));
      const [place] = await withCategories(rows);
      return place;
    },

    async existingIds(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: places.id })
        .from(places)
        .where(and(inArray(places.id, [...ids])));
      return new Set(rows.map((r) => r.id));
    },
  };
}

export type PlacesRepository = ReturnType<typeof createPlacesRepository>;
