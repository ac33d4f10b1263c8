import { eq, inArray } from 'drizzle-orm';
import type { Category, Place } from '@venues/contracts/places';
import type { Db } from '../../../db/client';
import type { places } from '../../../db/schema';
import { categories, placeCategories } from '../../../db/schema';

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

export function createPlacesRepository(db: Db) {
  return {
    /** Categories of many places in one query, keyed by place id. */
    async categoriesFor(placeIds: readonly string[]): Promise<Map<string, Category[]>> {
      const byPlace = new Map<string, Category[]>();
      if (placeIds.length === 0) return byPlace;
      const rows = await db
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
    },
  };
}

export type PlacesRepository = ReturnType<typeof createPlacesRepository>;
