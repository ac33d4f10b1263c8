CREATE TYPE "public"."access_request_state" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."activity_actor_kind" AS ENUM('person', 'counter_link', 'guest', 'staff');--> statement-breakpoint
CREATE TYPE "public"."activity_kind" AS ENUM('reviews', 'missions', 'redemptions', 'counter_links', 'qr_codes', 'integrations', 'billing', 'team');--> statement-breakpoint
CREATE TYPE "public"."venue_role" AS ENUM('owner', 'manager', 'team');--> statement-breakpoint
CREATE TABLE "access_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"asker_uid" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"state" "access_request_state" DEFAULT 'pending' NOT NULL,
	"role" "venue_role",
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"actor_kind" "activity_actor_kind" NOT NULL,
	"actor_id" text,
	"kind" "activity_kind" NOT NULL,
	"action" text NOT NULL,
	"subject_type" text,
	"subject_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" "venue_role" NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" text,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"place_id" uuid NOT NULL,
	"user_uid" text NOT NULL,
	"role" "venue_role" NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "memberships_place_id_user_uid_pk" PRIMARY KEY("place_id","user_uid")
);
--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_asker_uid_users_uid_fk" FOREIGN KEY ("asker_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_decided_by_users_uid_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_uid_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_used_by_users_uid_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_requests_one_pending_idx" ON "access_requests" USING btree ("place_id","asker_uid") WHERE "access_requests"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "access_requests_asker_idx" ON "access_requests" USING btree ("asker_uid","created_at");--> statement-breakpoint
CREATE INDEX "access_requests_place_idx" ON "access_requests" USING btree ("place_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_log_place_time_idx" ON "activity_log" USING btree ("place_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_log_place_actor_idx" ON "activity_log" USING btree ("place_id","actor_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_log_created_idx" ON "activity_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "invitations_place_open_idx" ON "invitations" USING btree ("place_id","email") WHERE "invitations"."used_at" is null and "invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_uid");--> statement-breakpoint
CREATE INDEX "memberships_place_role_idx" ON "memberships" USING btree ("place_id","role");--> statement-breakpoint
-- Every approved claimant becomes the first owner of their venue, joined when staff approved the claim.
-- Nothing is lost: the claims stay as they are, and each approved one now has its owner's role beside it.
INSERT INTO "memberships" ("place_id", "user_uid", "role", "joined_at")
SELECT "place_id", "user_uid", 'owner', coalesce("decided_at", "updated_at")
FROM "claims"
WHERE "status" = 'approved'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The activity log is append-only: an entry is never changed (the retention purge deletes whole entries).
CREATE FUNCTION "activity_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'activity_log is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "activity_log_no_update" BEFORE UPDATE ON "activity_log"
FOR EACH ROW EXECUTE FUNCTION "activity_log_append_only"();
