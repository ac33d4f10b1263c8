-- The 30-day stats read only these columns of a venue's recent visits: an index-only scan.
-- Drizzle cannot declare INCLUDE, so schema.ts keeps the plain definition of the same index.
DROP INDEX "visits_place_time_idx";--> statement-breakpoint
CREATE INDEX "visits_place_time_idx" ON "visits" USING btree ("place_id","visited_at") INCLUDE ("reviewer_id","estimated_spend_cents");
