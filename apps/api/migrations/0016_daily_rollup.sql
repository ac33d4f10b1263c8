CREATE TABLE "venue_days" (
	"place_id" uuid NOT NULL,
	"day" date NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"rated" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"stars_1" integer DEFAULT 0 NOT NULL,
	"stars_2" integer DEFAULT 0 NOT NULL,
	"stars_3" integer DEFAULT 0 NOT NULL,
	"stars_4" integer DEFAULT 0 NOT NULL,
	"stars_5" integer DEFAULT 0 NOT NULL,
	"food_rated" integer DEFAULT 0 NOT NULL,
	"food_sum" integer DEFAULT 0 NOT NULL,
	"price_rated" integer DEFAULT 0 NOT NULL,
	"price_sum" integer DEFAULT 0 NOT NULL,
	"atmosphere_rated" integer DEFAULT 0 NOT NULL,
	"atmosphere_sum" integer DEFAULT 0 NOT NULL,
	"service_rated" integer DEFAULT 0 NOT NULL,
	"service_sum" integer DEFAULT 0 NOT NULL,
	"captured" integer DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"spend_cents" bigint DEFAULT 0 NOT NULL,
	"first_visits" integer DEFAULT 0 NOT NULL,
	"scans" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "venue_days_place_id_day_pk" PRIMARY KEY("place_id","day")
);
--> statement-breakpoint
CREATE TABLE "venue_mission_days" (
	"place_id" uuid NOT NULL,
	"day" date NOT NULL,
	"mission_id" uuid NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"spend_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "venue_mission_days_place_id_day_mission_id_pk" PRIMARY KEY("place_id","day","mission_id")
);
--> statement-breakpoint
ALTER TABLE "venue_days" ADD CONSTRAINT "venue_days_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_mission_days" ADD CONSTRAINT "venue_mission_days_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_mission_days" ADD CONSTRAINT "venue_mission_days_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The venues' day of an instant: their calendar date in Europe/Rome, the zone every figure is counted in.
CREATE FUNCTION venue_day(instant timestamptz) RETURNS date LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT (instant AT TIME ZONE 'Europe/Rome')::date $$;
--> statement-breakpoint
-- The counting functions take the rows a statement added (or an update's new versions) and removed (or an
-- update's old versions) as arrays, and count each added row +1 and each removed row -1, so that one sum
-- gives the net change. Their SQL is static, so each connection plans it once.
--
-- Visible reviews (published, not hidden by staff) per venue and day. Rows of a venue being deleted are
-- skipped: its rollup goes with it. A change that alters no figure writes nothing.
CREATE FUNCTION venue_days_count_reviews(added reviews[], removed reviews[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  WITH changes AS (
    SELECT a.*, 1 AS sign FROM unnest(added) a
    UNION ALL
    SELECT r.*, -1 AS sign FROM unnest(removed) r
  ), delta AS (
    SELECT c.place_id, venue_day(c.created_at) AS day,
      sum(c.sign) AS reviews,
      sum(c.sign * (c.rating_overall IS NOT NULL)::int) AS rated,
      sum(c.sign * coalesce(c.rating_overall, 0)) AS rating_sum,
      sum(c.sign * (c.rating_overall IS NOT DISTINCT FROM 1)::int) AS stars_1,
      sum(c.sign * (c.rating_overall IS NOT DISTINCT FROM 2)::int) AS stars_2,
      sum(c.sign * (c.rating_overall IS NOT DISTINCT FROM 3)::int) AS stars_3,
      sum(c.sign * (c.rating_overall IS NOT DISTINCT FROM 4)::int) AS stars_4,
      sum(c.sign * (c.rating_overall IS NOT DISTINCT FROM 5)::int) AS stars_5,
      sum(c.sign * (c.rating_food IS NOT NULL)::int) AS food_rated,
      sum(c.sign * coalesce(c.rating_food, 0)) AS food_sum,
      sum(c.sign * (c.rating_price IS NOT NULL)::int) AS price_rated,
      sum(c.sign * coalesce(c.rating_price, 0)) AS price_sum,
      sum(c.sign * (c.rating_atmosphere IS NOT NULL)::int) AS atmosphere_rated,
      sum(c.sign * coalesce(c.rating_atmosphere, 0)) AS atmosphere_sum,
      sum(c.sign * (c.rating_service IS NOT NULL)::int) AS service_rated,
      sum(c.sign * coalesce(c.rating_service, 0)) AS service_sum,
      sum(c.sign * (c.code_id IS NOT NULL)::int) AS captured
    FROM changes c JOIN places p ON p.id = c.place_id
    WHERE c.status = 'published' AND c.hidden_at IS NULL
    GROUP BY 1, 2
  )
  INSERT INTO venue_days AS d (place_id, day, reviews, rated, rating_sum, stars_1, stars_2, stars_3,
    stars_4, stars_5, food_rated, food_sum, price_rated, price_sum, atmosphere_rated, atmosphere_sum,
    service_rated, service_sum, captured)
  SELECT * FROM delta
  WHERE num_nonnulls(nullif(reviews, 0), nullif(rated, 0), nullif(rating_sum, 0), nullif(stars_1, 0),
    nullif(stars_2, 0), nullif(stars_3, 0), nullif(stars_4, 0), nullif(stars_5, 0), nullif(food_rated, 0),
    nullif(food_sum, 0), nullif(price_rated, 0), nullif(price_sum, 0), nullif(atmosphere_rated, 0),
    nullif(atmosphere_sum, 0), nullif(service_rated, 0), nullif(service_sum, 0), nullif(captured, 0)) > 0
  ON CONFLICT (place_id, day) DO UPDATE SET
    reviews = d.reviews + excluded.reviews, rated = d.rated + excluded.rated,
    rating_sum = d.rating_sum + excluded.rating_sum,
    stars_1 = d.stars_1 + excluded.stars_1, stars_2 = d.stars_2 + excluded.stars_2,
    stars_3 = d.stars_3 + excluded.stars_3, stars_4 = d.stars_4 + excluded.stars_4,
    stars_5 = d.stars_5 + excluded.stars_5,
    food_rated = d.food_rated + excluded.food_rated, food_sum = d.food_sum + excluded.food_sum,
    price_rated = d.price_rated + excluded.price_rated, price_sum = d.price_sum + excluded.price_sum,
    atmosphere_rated = d.atmosphere_rated + excluded.atmosphere_rated,
    atmosphere_sum = d.atmosphere_sum + excluded.atmosphere_sum,
    service_rated = d.service_rated + excluded.service_rated,
    service_sum = d.service_sum + excluded.service_sum,
    captured = d.captured + excluded.captured;
END $fn$;
--> statement-breakpoint
-- Visits and their value per venue and day, and per mission; and each customer's first visit to a venue,
-- which moves when that visit is removed or an earlier one arrives. Two transactions that touch the same
-- customer of the same venue take turns, so each sees the other's visits: an advisory lock on one of 256
-- turns that the (venue, customer) pair hashes to, so that a statement of a million visits holds 256 locks
-- at most, and two unrelated customers rarely wait for each other. The first visits are read after the
-- turn is taken, by a statement of their own, so that they see what the other transaction committed.
CREATE FUNCTION venue_days_count_visits(added visits[], removed visits[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  WITH changes AS (
    SELECT a.*, 1 AS sign FROM unnest(added) a
    UNION ALL
    SELECT r.*, -1 AS sign FROM unnest(removed) r
  ), by_mission AS (
    INSERT INTO venue_mission_days AS d (place_id, day, mission_id, visits, spend_cents)
    SELECT c.place_id, venue_day(c.visited_at), c.mission_id, sum(c.sign), sum(c.sign * c.estimated_spend_cents)
    FROM changes c JOIN missions m ON m.id = c.mission_id
    GROUP BY 1, 2, 3
    HAVING sum(c.sign) <> 0 OR sum(c.sign * c.estimated_spend_cents) <> 0
    ON CONFLICT (place_id, day, mission_id) DO UPDATE SET
      visits = d.visits + excluded.visits, spend_cents = d.spend_cents + excluded.spend_cents
  )
  INSERT INTO venue_days AS d (place_id, day, visits, spend_cents)
  SELECT c.place_id, venue_day(c.visited_at), sum(c.sign), sum(c.sign * c.estimated_spend_cents)
  FROM changes c JOIN places p ON p.id = c.place_id
  GROUP BY 1, 2
  HAVING sum(c.sign) <> 0 OR sum(c.sign * c.estimated_spend_cents) <> 0
  ON CONFLICT (place_id, day) DO UPDATE SET
    visits = d.visits + excluded.visits, spend_cents = d.spend_cents + excluded.spend_cents;

  PERFORM pg_advisory_xact_lock(hashtext('venue_customer'), turn)
  FROM (
    SELECT DISTINCT hashtext(c.place_id::text || c.reviewer_id::text) & 255 AS turn
    FROM (SELECT place_id, reviewer_id FROM unnest(added) UNION ALL SELECT place_id, reviewer_id FROM unnest(removed)) c
    ORDER BY 1
  ) turns;

  -- Per (venue, customer) touched: the first visit now, and the first visit before the statement (the
  -- visits now, less the rows it added, with the rows it removed). Each is one probe of the
  -- (place, reviewer, time) index, so a single redemption stays cheap and a bulk insert stays linear.
  WITH added_by_pair AS (
    SELECT place_id, reviewer_id, array_agg(id) AS ids FROM unnest(added) GROUP BY 1, 2
  ), removed_by_pair AS (
    SELECT place_id, reviewer_id, min(visited_at) AS first FROM unnest(removed) GROUP BY 1, 2
  ), pairs AS (
    SELECT place_id, reviewer_id, coalesce(a.ids, '{}') AS added_ids, r.first AS removed_first
    FROM added_by_pair a FULL JOIN removed_by_pair r USING (place_id, reviewer_id)
  ), firsts AS (
    SELECT p.place_id,
      (SELECT min(v.visited_at) FROM visits v
        WHERE v.place_id = p.place_id AND v.reviewer_id = p.reviewer_id) AS now_first,
      least(p.removed_first, (SELECT min(v.visited_at) FROM visits v
        WHERE v.place_id = p.place_id AND v.reviewer_id = p.reviewer_id AND v.id <> ALL (p.added_ids))) AS was_first
    FROM pairs p
  ), moves AS (
    SELECT place_id, venue_day(was_first) AS day, -1 AS n FROM firsts WHERE was_first IS NOT NULL
    UNION ALL
    SELECT place_id, venue_day(now_first), 1 FROM firsts WHERE now_first IS NOT NULL
  )
  INSERT INTO venue_days AS d (place_id, day, first_visits)
  SELECT m.place_id, m.day, sum(m.n) FROM moves m JOIN places p ON p.id = m.place_id
  GROUP BY 1, 2 HAVING sum(m.n) <> 0
  ON CONFLICT (place_id, day) DO UPDATE SET first_visits = d.first_visits + excluded.first_visits;
END $fn$;
--> statement-breakpoint
-- Openings of the venue's capture pages per day.
CREATE FUNCTION venue_days_count_scans(added code_scans[], removed code_scans[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO venue_days AS d (place_id, day, scans)
  SELECT c.place_id, venue_day(c.scanned_at), sum(c.sign)
  FROM (
    SELECT a.place_id, a.scanned_at, 1 AS sign FROM unnest(added) a
    UNION ALL
    SELECT r.place_id, r.scanned_at, -1 AS sign FROM unnest(removed) r
  ) c JOIN places p ON p.id = c.place_id
  GROUP BY 1, 2 HAVING sum(c.sign) <> 0
  ON CONFLICT (place_id, day) DO UPDATE SET scans = d.scans + excluded.scans;
END $fn$;
--> statement-breakpoint
-- The one trigger function: it hands the statement's transition tables to the counting function its
-- trigger names, as arrays of the table's rows. Only the old_rows or new_rows that the event has are read.
CREATE FUNCTION venue_days_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  rows_of text := 'ARRAY(SELECT r::%1$I FROM %2$I r)';
  none text := '''{}''::%1$I[]';
BEGIN
  EXECUTE format('SELECT %I(%s, %s)', TG_ARGV[0],
    format(CASE WHEN TG_OP = 'DELETE' THEN none ELSE rows_of END, TG_TABLE_NAME, 'new_rows'),
    format(CASE WHEN TG_OP = 'INSERT' THEN none ELSE rows_of END, TG_TABLE_NAME, 'old_rows'));
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER reviews_rollup_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION venue_days_changed('venue_days_count_reviews');
--> statement-breakpoint
CREATE TRIGGER reviews_rollup_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION venue_days_changed('venue_days_count_reviews');
--> statement-breakpoint
CREATE TRIGGER reviews_rollup_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION venue_days_changed('venue_days_count_reviews');
--> statement-breakpoint
CREATE TRIGGER visits_rollup_insert AFTER INSERT ON visits REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION venue_days_changed('venue_days_count_visits');
--> statement-breakpoint
CREATE TRIGGER visits_rollup_update AFTER UPDATE ON visits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION venue_days_changed('venue_days_count_visits');
--> statement-breakpoint
CREATE TRIGGER visits_rollup_delete AFTER DELETE ON visits REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION venue_days_changed('venue_days_count_visits');
--> statement-breakpoint
CREATE TRIGGER code_scans_rollup_insert AFTER INSERT ON code_scans REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION venue_days_changed('venue_days_count_scans');
--> statement-breakpoint
CREATE TRIGGER code_scans_rollup_update AFTER UPDATE ON code_scans REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION venue_days_changed('venue_days_count_scans');
--> statement-breakpoint
CREATE TRIGGER code_scans_rollup_delete AFTER DELETE ON code_scans REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION venue_days_changed('venue_days_count_scans');
--> statement-breakpoint
-- The rollup of one venue (or of all, with NULL) recomputed from the rows for the days first_day to
-- last_day. Writes wait while it runs, so that it reads and replaces one consistent state.
CREATE FUNCTION venue_days_rebuild(venue uuid, first_day date DEFAULT '-infinity', last_day date DEFAULT 'infinity')
RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  LOCK TABLE reviews, visits, code_scans IN SHARE MODE;
  DELETE FROM venue_days WHERE (venue IS NULL OR place_id = venue) AND day BETWEEN first_day AND last_day;
  DELETE FROM venue_mission_days WHERE (venue IS NULL OR place_id = venue) AND day BETWEEN first_day AND last_day;

  INSERT INTO venue_days (place_id, day, reviews, rated, rating_sum, stars_1, stars_2, stars_3, stars_4,
    stars_5, food_rated, food_sum, price_rated, price_sum, atmosphere_rated, atmosphere_sum, service_rated,
    service_sum, captured, visits, spend_cents, first_visits, scans)
  SELECT place_id, day, sum(reviews), sum(rated), sum(rating_sum), sum(stars_1), sum(stars_2), sum(stars_3),
    sum(stars_4), sum(stars_5), sum(food_rated), sum(food_sum), sum(price_rated), sum(price_sum),
    sum(atmosphere_rated), sum(atmosphere_sum), sum(service_rated), sum(service_sum), sum(captured),
    sum(visits), sum(spend_cents), sum(first_visits), sum(scans)
  FROM (
    SELECT place_id, venue_day(created_at) AS day, 1 AS reviews, (rating_overall IS NOT NULL)::int AS rated,
      coalesce(rating_overall, 0) AS rating_sum,
      (rating_overall IS NOT DISTINCT FROM 1)::int AS stars_1, (rating_overall IS NOT DISTINCT FROM 2)::int AS stars_2,
      (rating_overall IS NOT DISTINCT FROM 3)::int AS stars_3, (rating_overall IS NOT DISTINCT FROM 4)::int AS stars_4,
      (rating_overall IS NOT DISTINCT FROM 5)::int AS stars_5,
      (rating_food IS NOT NULL)::int AS food_rated, coalesce(rating_food, 0) AS food_sum,
      (rating_price IS NOT NULL)::int AS price_rated, coalesce(rating_price, 0) AS price_sum,
      (rating_atmosphere IS NOT NULL)::int AS atmosphere_rated, coalesce(rating_atmosphere, 0) AS atmosphere_sum,
      (rating_service IS NOT NULL)::int AS service_rated, coalesce(rating_service, 0) AS service_sum,
      (code_id IS NOT NULL)::int AS captured,
      0 AS visits, 0 AS spend_cents, 0 AS first_visits, 0 AS scans
    FROM reviews
    WHERE status = 'published' AND hidden_at IS NULL AND (venue IS NULL OR place_id = venue)
      AND venue_day(created_at) BETWEEN first_day AND last_day
    UNION ALL
    SELECT place_id, venue_day(visited_at), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      1, estimated_spend_cents, 0, 0
    FROM visits
    WHERE (venue IS NULL OR place_id = venue) AND venue_day(visited_at) BETWEEN first_day AND last_day
    UNION ALL
    SELECT place_id, day, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0
    FROM (SELECT place_id, venue_day(min(visited_at)) AS day FROM visits
          WHERE venue IS NULL OR place_id = venue GROUP BY place_id, reviewer_id) customers
    WHERE day BETWEEN first_day AND last_day
    UNION ALL
    SELECT place_id, venue_day(scanned_at), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1
    FROM code_scans
    WHERE (venue IS NULL OR place_id = venue) AND venue_day(scanned_at) BETWEEN first_day AND last_day
  ) rows
  GROUP BY place_id, day;

  INSERT INTO venue_mission_days (place_id, day, mission_id, visits, spend_cents)
  SELECT v.place_id, venue_day(v.visited_at), v.mission_id, count(*), sum(v.estimated_spend_cents)
  FROM visits v JOIN missions m ON m.id = v.mission_id
  WHERE (venue IS NULL OR v.place_id = venue) AND venue_day(v.visited_at) BETWEEN first_day AND last_day
  GROUP BY 1, 2, 3;
END $fn$;
--> statement-breakpoint
SELECT venue_days_rebuild(NULL);
