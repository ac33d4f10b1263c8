-- Two venues with the same name and city added at the same time would both find their slug free, and the
-- second insert would fail on the unique constraint. The check now holds a transaction lock on the slug:
-- the second waits for the first to commit, then finds the slug taken and adds its id's start.
CREATE OR REPLACE FUNCTION "places_set_slug"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "base" text := place_slug_base(NEW."name", NEW."address");
BEGIN
  IF NEW."slug" IS NOT NULL AND NEW."slug" <> '' THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('places.slug:' || "base"));
  NEW."slug" := "base";
  IF EXISTS (SELECT 1 FROM "places" WHERE "slug" = NEW."slug") THEN
    NEW."slug" := "base" || '-' || left(replace(NEW."id"::text, '-', ''), 8);
  END IF;
  IF EXISTS (SELECT 1 FROM "places" WHERE "slug" = NEW."slug") THEN
    NEW."slug" := "base" || '-' || replace(NEW."id"::text, '-', '');
  END IF;
  RETURN NEW;
END
$$;
