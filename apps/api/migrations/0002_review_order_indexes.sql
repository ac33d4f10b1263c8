DROP INDEX "missions_place_deadline_idx";--> statement-breakpoint
DROP INDEX "reviews_place_created_idx";--> statement-breakpoint
CREATE INDEX "missions_place_deadline_idx" ON "missions" USING btree ("place_id","deadline" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_place_created_idx" ON "reviews" USING btree ("place_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);