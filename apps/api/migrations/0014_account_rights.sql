CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uid" text NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"content" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "billing_customers" DROP CONSTRAINT "billing_customers_user_uid_users_uid_fk";
--> statement-breakpoint
ALTER TABLE "claims" DROP CONSTRAINT "claims_user_uid_users_uid_fk";
--> statement-breakpoint
ALTER TABLE "claims" DROP CONSTRAINT "claims_decided_by_users_uid_fk";
--> statement-breakpoint
ALTER TABLE "counter_links" DROP CONSTRAINT "counter_links_created_by_users_uid_fk";
--> statement-breakpoint
ALTER TABLE "mission_passes" DROP CONSTRAINT "mission_passes_redeemed_by_users_uid_fk";
--> statement-breakpoint
ALTER TABLE "missions" DROP CONSTRAINT "missions_paused_by_users_uid_fk";
--> statement-breakpoint
ALTER TABLE "missions" DROP CONSTRAINT "missions_created_by_users_uid_fk";
--> statement-breakpoint
ALTER TABLE "review_codes" DROP CONSTRAINT "review_codes_created_by_users_uid_fk";
--> statement-breakpoint
ALTER TABLE "review_replies" DROP CONSTRAINT "review_replies_author_uid_users_uid_fk";
--> statement-breakpoint
ALTER TABLE "review_replies" DROP CONSTRAINT "review_replies_hidden_by_users_uid_fk";
--> statement-breakpoint
ALTER TABLE "review_reports" DROP CONSTRAINT "review_reports_reported_by_users_uid_fk";
--> statement-breakpoint
ALTER TABLE "review_reports" DROP CONSTRAINT "review_reports_resolved_by_users_uid_fk";
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_hidden_by_users_uid_fk";
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_created_by_users_uid_fk";
--> statement-breakpoint
ALTER TABLE "claims" ALTER COLUMN "user_uid" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "review_reports" ALTER COLUMN "reported_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_uid","created_at");--> statement-breakpoint
CREATE INDEX "data_exports_created_idx" ON "data_exports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_preparing_idx" ON "data_exports" USING btree ("user_uid") WHERE "data_exports"."status" = 'preparing';--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_decided_by_users_uid_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_links" ADD CONSTRAINT "counter_links_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_passes" ADD CONSTRAINT "mission_passes_redeemed_by_users_uid_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_paused_by_users_uid_fk" FOREIGN KEY ("paused_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_codes" ADD CONSTRAINT "review_codes_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_author_uid_users_uid_fk" FOREIGN KEY ("author_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_hidden_by_users_uid_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reported_by_users_uid_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_resolved_by_users_uid_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_uid_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- The activity log stays append-only, with one exception: a person who deletes their account is unlinked
-- from its entries. An update may only clear the actor or the subject (to null) and drop detail keys;
-- anything else is refused as before.
CREATE OR REPLACE FUNCTION "activity_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."id" = OLD."id" AND NEW."place_id" = OLD."place_id" AND NEW."actor_kind" = OLD."actor_kind"
    AND NEW."kind" = OLD."kind" AND NEW."action" = OLD."action" AND NEW."created_at" = OLD."created_at"
    AND NEW."subject_type" IS NOT DISTINCT FROM OLD."subject_type"
    AND (NEW."actor_id" IS NULL OR NEW."actor_id" IS NOT DISTINCT FROM OLD."actor_id")
    AND (NEW."subject_id" IS NULL OR NEW."subject_id" IS NOT DISTINCT FROM OLD."subject_id")
    AND NEW."details" <@ OLD."details" THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'activity_log is append-only';
END
$$;
