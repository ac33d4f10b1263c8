-- The first visits before a statement were found by scanning each touched customer's visits for ids not in
-- the statement's own: an array search per visit, so one statement of n visits by one customer took time in
-- n squared (100,000 visits: about 50 s on PostgreSQL, 110 s on PGlite). The added ids are now hashed once
-- per statement. Only the counting function changes; the triggers and the rollup's rows stay as they are.
CREATE OR REPLACE FUNCTION venue_days_count_visits(added visits[], removed visits[]) RETURNS void LANGUAGE plpgsql AS $fn$
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

  -- Per (venue, customer) touched: the first visit now, one probe of the (place, reviewer, time) index;
  -- and the first visit before the statement: the pair's visits now, less the rows the statement added
  -- (one hash of their ids for the whole statement), with the rows it removed. So a single redemption
  -- stays cheap, and a bulk insert stays linear even when it is all one customer's.
  WITH added_ids AS MATERIALIZED (
    SELECT id FROM unnest(added)
  ), pairs AS (
    SELECT place_id, reviewer_id, min(visited_at) FILTER (WHERE removed_row) AS removed_first
    FROM (
      SELECT place_id, reviewer_id, visited_at, false AS removed_row FROM unnest(added)
      UNION ALL
      SELECT place_id, reviewer_id, visited_at, true FROM unnest(removed)
    ) c
    GROUP BY 1, 2
  ), kept_firsts AS (
    SELECT v.place_id, v.reviewer_id, min(v.visited_at) AS first
    FROM pairs p JOIN visits v ON v.place_id = p.place_id AND v.reviewer_id = p.reviewer_id
    WHERE NOT EXISTS (SELECT 1 FROM added_ids a WHERE a.id = v.id)
    GROUP BY 1, 2
  ), firsts AS (
    SELECT p.place_id,
      (SELECT min(v.visited_at) FROM visits v
        WHERE v.place_id = p.place_id AND v.reviewer_id = p.reviewer_id) AS now_first,
      least(p.removed_first, k.first) AS was_first
    FROM pairs p LEFT JOIN kept_firsts k USING (place_id, reviewer_id)
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
