-- search_words holds every distinct word of places.search_text (split on spaces and commas), so that the
-- search can correct a typo to the nearest catalogue word. Statement triggers with transition tables: one
-- insert per statement, also for bulk loads. Drizzle cannot declare triggers.
CREATE FUNCTION "search_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
    SELECT DISTINCT w FROM "new_places", regexp_split_to_table("new_places"."search_text", '[\s,]+') AS w
    WHERE w <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "places_search_words_insert" AFTER INSERT ON "places"
  REFERENCING NEW TABLE AS "new_places" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_add"();--> statement-breakpoint
CREATE TRIGGER "places_search_words_update" AFTER UPDATE ON "places"
  REFERENCING NEW TABLE AS "new_places" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_add"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM "places", regexp_split_to_table("places"."search_text", '[\s,]+') AS w WHERE w <> ''
ON CONFLICT DO NOTHING;
