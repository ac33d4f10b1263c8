CREATE TABLE "review_replies" (
	"review_id" uuid PRIMARY KEY NOT NULL,
	"place_id" uuid NOT NULL,
	"body" text NOT NULL,
	"author_uid" text,
	"hidden_at" timestamp with time zone,
	"hidden_by" text,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"response_status" integer,
	"response_ms" integer,
	"error" text,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"description" text,
	"created_by" text,
	"failing_since" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"disabled_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "public_credit_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "public_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "public_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "highlighted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_author_uid_users_uid_fk" FOREIGN KEY ("author_uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_hidden_by_users_uid_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_replies_place_idx" ON "review_replies" USING btree ("place_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_place_idx" ON "webhook_endpoints" USING btree ("place_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_place_public_idx" ON "reviews" USING btree ("place_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."status" = 'published' and "reviews"."hidden_at" is null and "reviews"."public_consent";--> statement-breakpoint
-- A venue's slug: its name and its city (the address's last part), lower-cased, without accents, words
-- joined by '-'. Drizzle cannot declare functions or triggers.
CREATE FUNCTION "place_slug_base"("name" text, "address" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(left(trim(BOTH '-' FROM regexp_replace(
    lower(translate(
      "name" || ' ' || coalesce(trim(split_part("address", ',', -1)), ''),
      'àáâäãåèéêëìíîïòóôöõùúûüñçÀÁÂÄÃÅÈÉÊËÌÍÎÏÒÓÔÖÕÙÚÛÜÑÇ',
      'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc'
    )),
    '[^a-z0-9]+', '-', 'g')), 60), ''), 'venue')
$$;--> statement-breakpoint
-- Set once, when the venue is added, and never changed: shared links keep working. A slug already taken
-- gets the start of the venue's id after it.
CREATE FUNCTION "places_set_slug"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "base" text := place_slug_base(NEW."name", NEW."address");
BEGIN
  IF NEW."slug" IS NOT NULL AND NEW."slug" <> '' THEN
    RETURN NEW;
  END IF;
  NEW."slug" := "base";
  IF EXISTS (SELECT 1 FROM "places" WHERE "slug" = NEW."slug") THEN
    NEW."slug" := "base" || '-' || left(replace(NEW."id"::text, '-', ''), 8);
  END IF;
  IF EXISTS (SELECT 1 FROM "places" WHERE "slug" = NEW."slug") THEN
    NEW."slug" := "base" || '-' || replace(NEW."id"::text, '-', '');
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "places_slug_insert" BEFORE INSERT ON "places"
  FOR EACH ROW EXECUTE FUNCTION "places_set_slug"();--> statement-breakpoint
UPDATE "places" SET "slug" = CASE WHEN "ranked"."n" = 1 THEN "ranked"."base"
    ELSE "ranked"."base" || '-' || left(replace("places"."id"::text, '-', ''), 8) END
  FROM (
    SELECT "id", place_slug_base("name", "address") AS "base",
      row_number() OVER (PARTITION BY place_slug_base("name", "address") ORDER BY "created_at", "id") AS "n"
    FROM "places"
  ) AS "ranked"
  WHERE "ranked"."id" = "places"."id";--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_slug_unique" UNIQUE("slug");
