ALTER TYPE "public"."mail_status" ADD VALUE 'sending' BEFORE 'sent';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sending_since" timestamp with time zone;