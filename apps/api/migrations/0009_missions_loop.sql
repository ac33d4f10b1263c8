CREATE TYPE "public"."mission_audience" AS ENUM('everyone', 'first-visit', 'returning');--> statement-breakpoint
CREATE TYPE "public"."mission_frequency" AS ENUM('once', 'daily');--> statement-breakpoint
CREATE TABLE "counter_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"label" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "counter_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "mission_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mission_id" uuid NOT NULL,
	"place_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_by" text,
	"redeemed_by_link" uuid,
	"bill_cents" integer,
	"visit_id" uuid,
	CONSTRAINT "mission_passes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "code" text;--> statement-breakpoint
UPDATE "missions" SET "code" = substr(md5(random()::text || "id"::text), 1, 12);--> statement-breakpoint
ALTER TABLE "missions" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "reward" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "conditions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "starts_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "missions" SET "starts_at" = least("created_at", "deadline");--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "redeem_days" smallint[] DEFAULT '{1,2,3,4,5,6,7}' NOT NULL;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "redeem_from" text;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "redeem_until" text;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "cap" integer;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "audience" "mission_audience" DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "frequency" "mission_frequency" DEFAULT 'once' NOT NULL;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "paused_by" text;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "paused_by_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "counter_links" ADD CONSTRAINT "counter_links_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_links" ADD CONSTRAINT "counter_links_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_passes" ADD CONSTRAINT "mission_passes_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_passes" ADD CONSTRAINT "mission_passes_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_passes" ADD CONSTRAINT "mission_passes_reviewer_id_reviewers_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."reviewers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_passes" ADD CONSTRAINT "mission_passes_redeemed_by_users_uid_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_passes" ADD CONSTRAINT "mission_passes_redeemed_by_link_counter_links_id_fk" FOREIGN KEY ("redeemed_by_link") REFERENCES "public"."counter_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_passes" ADD CONSTRAINT "mission_passes_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counter_links_place_idx" ON "counter_links" USING btree ("place_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_passes_open_idx" ON "mission_passes" USING btree ("mission_id","reviewer_id") WHERE "mission_passes"."redeemed_at" is null;--> statement-breakpoint
CREATE INDEX "mission_passes_mission_redeemed_idx" ON "mission_passes" USING btree ("mission_id","redeemed_at");--> statement-breakpoint
CREATE INDEX "mission_passes_reviewer_idx" ON "mission_passes" USING btree ("reviewer_id","mission_id");--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_paused_by_users_uid_fk" FOREIGN KEY ("paused_by") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_code_unique" UNIQUE("code");