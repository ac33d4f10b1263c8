-- The report sums up to two years of a venue's days. A venue's days lie one per page of the table, among
-- every other venue's days of the same date, so reading them from the heap touched a page per day. With
-- the summed columns in the key's index, the days are read in key order from the index alone. A unique
-- index with INCLUDE columns is still unique on (place_id, day) alone, so ON CONFLICT (place_id, day)
-- keeps working. Drizzle cannot declare INCLUDE, so schema.ts keeps the plain primary key.
ALTER TABLE "venue_days" DROP CONSTRAINT "venue_days_place_id_day_pk";--> statement-breakpoint
ALTER TABLE "venue_days" ADD CONSTRAINT "venue_days_place_id_day_pk" PRIMARY KEY ("place_id", "day")
  INCLUDE ("reviews", "rated", "rating_sum", "stars_1", "stars_2", "stars_3", "stars_4", "stars_5",
    "food_rated", "food_sum", "price_rated", "price_sum", "atmosphere_rated", "atmosphere_sum",
    "service_rated", "service_sum", "captured", "visits", "spend_cents", "first_visits", "scans");
