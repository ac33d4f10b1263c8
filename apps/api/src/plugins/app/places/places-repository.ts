import { and, eq, inArray, like, sql } from 'drizzle-orm';
import {
  SEARCH_RESULTS_MAX,
  type Category,
  type Place,
  type PlaceWithVerification,
} from '@venues/contracts/places';
import type { Db } from '../../../db/client';
import { categories, placeCategories, places, searchWords } from '../../../db/schema';

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
     * Name and address, best first, in at most three short index reads whose cost does not grow with the
     * number of matches of a common word:
     * 1. prefix: when 20 places begin with the query ('pizzeria', 'trattoria da'), they are the answer,
     *    read in order from the byte-order index on search_text;
     * 2. each query word that appears in no catalogue word (a typo) is replaced by the catalogue word
     *    most similar to it by trigrams ('osterai' -> 'osteria'); a word with no similar word means no match;
     * 3. every (corrected) word must occur in search_text (GIN trigram index), the places where the words
     *    occur as one phrase, earliest, come first ('luna' in the name before 'luna' in the address).
     */
    async search(query: string): Promise<PlaceWithVerification[]> {
      const text = query.trim().toLowerCase().replace(/\s+/g, ' ');
      const byPrefix = await db
        .select({ place: places, alreadyVerified })
        .from(places)
        .where(sql`${places.searchText} collate "C" like ${`${likeEscape(text)}%`}`)
        .orderBy(sql`${places.searchText} collate "C"`, places.id)
        .limit(SEARCH_RESULTS_MAX);
      if (byPrefix.length === SEARCH_RESULTS_MAX) return withCategories(byPrefix);

      const words = [...new Set(text.split(/[\s,]+/).filter(Boolean))];
      if (words.length === 0) return [];
      const corrected = await db.execute(sql`
        select case
          when exists (select 1 from ${searchWords} where ${searchWords.word} like q.pattern) then q.word
          else (select ${searchWords.word} from ${searchWords} where ${searchWords.word} % q.word
                order by ${searchWords.word} <-> q.word limit 1)
        end as fixed
        from rows from (jsonb_to_recordset(${JSON.stringify(words.map((word) => ({ word, pattern: `%${likeEscape(word)}%` })))}::jsonb)
          as (word text, pattern text)) with ordinality as q(word, pattern, n)
        order by q.n`);
      // Both drivers answer { rows }; Drizzle types the two differently.
      const fixedWords = (corrected as { rows: { fixed: string | null }[] }).rows.map((row) => row.fixed);
      if (fixedWords.some((word) => word === null)) return [];
      const terms = fixedWords as string[];

      const phrase = terms.join(' ');
      const rows = await db
        .select({ place: places, alreadyVerified })
        .from(places)
        .where(and(...terms.map((word) => like(places.searchText, `%${likeEscape(word)}%`))))
        .orderBy(
          sql`nullif(position(${phrase} in ${places.searchText}), 0) nulls last`,
          sql`${places.searchText} collate "C"`,
          places.id,
        )
        .limit(SEARCH_RESULTS_MAX);
      return withCategories(rows);
    },

    async findById(id: string): Promise<PlaceWithVerification | undefined> {
      const rows = await db.select({ place: places, alreadyVerified }).from(places).where(eq(places.id, id));
      const [place] = await withCategories(rows);
      return place;
    },
  };
}

export type PlacesRepository = ReturnType<typeof createPlacesRepository>;
