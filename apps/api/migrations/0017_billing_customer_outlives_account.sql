ALTER TABLE "billing_customers" ALTER COLUMN "user_uid" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_customers" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_customers" ALTER COLUMN "name" DROP NOT NULL;