CREATE TYPE "public"."new_review_alert" AS ENUM('all', 'low', 'off');--> statement-breakpoint
CREATE TYPE "public"."notification_kind" AS ENUM('new_reviews', 'weekly_digest', 'monthly_report');--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"kind" "notification_kind" NOT NULL,
	"user_uid" text NOT NULL,
	"place_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_deliveries_kind_user_uid_place_id_subject_pk" PRIMARY KEY("kind","user_uid","place_id","subject")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_uid" text NOT NULL,
	"place_id" uuid NOT NULL,
	"new_reviews" "new_review_alert" DEFAULT 'all' NOT NULL,
	"low_rating_max" smallint DEFAULT 3 NOT NULL,
	"weekly_digest" boolean DEFAULT true NOT NULL,
	"monthly_report" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_user_uid_place_id_pk" PRIMARY KEY("user_uid","place_id"),
	CONSTRAINT "notification_settings_low_rating_range" CHECK ("notification_settings"."low_rating_max" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;