CREATE TABLE "privacy_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_uid" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_revocations" (
	"uid" text PRIMARY KEY NOT NULL,
	"revoked_at" timestamp with time zone NOT NULL
);
