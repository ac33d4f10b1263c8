CREATE TYPE "public"."job_status" AS ENUM('queued', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TYPE "public"."report_reason" AS ENUM('offensive', 'spam', 'not-about-venue', 'other');--> statement-breakpoint
CREATE TYPE "public"."report_resolution" AS ENUM('hidden', 'dismissed');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('uploading', 'processing', 'published', 'failed');--> statement-breakpoint
CREATE TABLE "code_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_id" uuid NOT NULL,
	"place_id" uuid NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" "job_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"singleton_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_singleton_key_unique" UNIQUE("singleton_key")
);
--> statement-breakpoint
CREATE TABLE "review_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"code" text NOT NULL,
	"label" text,
	"created_by" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"place_id" uuid NOT NULL,
	"reported_by" text NOT NULL,
	"reason" "report_reason" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"resolution" "report_resolution",
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
DROP INDEX "reviews_place_created_idx";--> statement-breakpoint
ALTER TABLE "reviewers" ADD COLUMN "guest_uid" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "status" "review_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "poster_key" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "code_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "upload_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "consent_version" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "consent_language" "language";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "review_id" uuid;--> statement-breakpoint
ALTER TABLE "code_scans" ADD CONSTRAINT "code_scans_code_id_review_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."review_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_scans" ADD CONSTRAINT "code_scans_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_codes" ADD CONSTRAINT "review_codes_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_codes" ADD CONSTRAINT "review_codes_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reported_by_users_uid_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_resolved_by_users_uid_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "code_scans_code_time_idx" ON "code_scans" USING btree ("code_id","scanned_at");--> statement-breakpoint
CREATE INDEX "code_scans_place_time_idx" ON "code_scans" USING btree ("place_id","scanned_at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_running_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "review_codes_place_idx" ON "review_codes" USING btree ("place_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_codes_one_link_idx" ON "review_codes" USING btree ("place_id") WHERE "review_codes"."label" is null and "review_codes"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "review_codes_label_idx" ON "review_codes" USING btree ("place_id",lower("label")) WHERE "review_codes"."label" is not null and "review_codes"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("created_at") WHERE "review_reports"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_one_open_idx" ON "review_reports" USING btree ("review_id","reported_by") WHERE "review_reports"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_code_id_review_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."review_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_uid_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reviews_reviewer_place_idx" ON "reviews" USING btree ("reviewer_id","place_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_code_idx" ON "reviews" USING btree ("code_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_status_updated_idx" ON "reviews" USING btree ("status","updated_at") WHERE "reviews"."status" in ('uploading', 'failed');--> statement-breakpoint
CREATE INDEX "reviews_place_created_idx" ON "reviews" USING btree ("place_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."status" = 'published' and "reviews"."hidden_at" is null;--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "reviewers" ADD CONSTRAINT "reviewers_guest_uid_unique" UNIQUE("guest_uid");--> statement-breakpoint
-- Mail that was waiting in the outbox is delivered by the job queue from now on.
INSERT INTO "jobs" ("name", "payload", "max_attempts")
SELECT 'mail.deliver', jsonb_build_object('mailId', "id"), 8 FROM "mail_outbox" WHERE "status" = 'pending';
