-- The report reads a venue's reviews and visits over up to two years: with these columns in the indexes it
-- is an index-only scan. Drizzle cannot declare INCLUDE, so schema.ts keeps the plain definitions.
DROP INDEX "reviews_place_created_idx";--> statement-breakpoint
CREATE INDEX "reviews_place_created_idx" ON "reviews" USING btree ("place_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("rating_overall","rating_food","rating_price","rating_atmosphere","rating_service","code_id") WHERE "reviews"."status" = 'published' and "reviews"."hidden_at" is null;--> statement-breakpoint
DROP INDEX "visits_place_time_idx";--> statement-breakpoint
CREATE INDEX "visits_place_time_idx" ON "visits" USING btree ("place_id","visited_at") INCLUDE ("reviewer_id","estimated_spend_cents","mission_id");
