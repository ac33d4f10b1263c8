import { PEOPLE, SURNAMES } from './italian';
import { seedPlacesSql } from './seed-places';
import { literal, pick, textArray } from './sql-text';

/** The venue the benchmark reads: a busy one, so that every page of reviews is full. */
export const VENUE_ID = 'b0000000-0000-4000-8000-000000000001';

export const SEED = {
  places: 10_000,
  reviewers: 50_000,
  reviews: 1_000_000,
  visits: 1_000_000,
  venueShare: 100,
};

// prettier-ignore
const TITLES = ['Ottima cena', 'Pizza strepitosa', 'Servizio lento', 'Da tornare', 'Nella media', 'Delusione', 'Consigliatissimo', 'Buon rapporto qualità prezzo', 'Atmosfera unica', 'Porzioni abbondanti'];
const rating = (nullShare: number) =>
  `case when random() < ${nullShare} then null else 1 + floor(random() * 5)::int end`;

/**
 * 10,000 places, 50,000 reviewers, 1,000,000 reviews and 1,000,000 visits, with generate_series.
 * One review and one visit in a hundred go to the benchmark venue (10,000 of each), interleaved with
 * the others as they would arrive; reviews span two years, visits one, 2,000 regulars visit the venue.
 */
export function seedReviewsSql(ownerUid: string): [string, string][] {
  const { places, reviewers, reviews, visits, venueShare } = SEED;
  const otherPlaces = `(select array_agg(id order by id) as ids from places where id <> '${VENUE_ID}')`;
  return [
    ...seedPlacesSql(places - 1).filter(([label]) => label !== 'vacuum analyze'),
    [
      'benchmark venue, owner and approved claim',
      `insert into places (id, name, address) values ('${VENUE_ID}', 'Trattoria da Benchmark', 'Via Roma 1, 00184 Roma RM');
      insert into users (uid, email, display_name) values (${literal(ownerUid)}, 'bench-owner@bench.test', 'Bench Owner');
      insert into claims (user_uid, place_id, status, ownership_role, company_name, vat, phone_number, pec,
        company_address, decided_at)
      values (${literal(ownerUid)}, '${VENUE_ID}', 'approved', 'owner', 'Benchmark srl', '01234567890',
        '+39 06 1234567', 'pec@bench.test', 'Via Roma 1, 00184 Roma RM', now());
      insert into memberships (place_id, user_uid, role) values ('${VENUE_ID}', ${literal(ownerUid)}, 'owner')`,
    ],
    [
      `${reviewers.toLocaleString('en')} reviewers`,
      `insert into reviewers (display_name, photo_url)
      select ${pick(textArray(PEOPLE))} || ' ' || left(${pick(textArray(SURNAMES))}, 1) || '.',
        case when random() < 0.8 then '/media/avatars/' || (g % 40) || '.jpg' end
      from generate_series(1, ${reviewers}) g`,
    ],
    [
      `${reviews.toLocaleString('en')} reviews`,
      `insert into reviews (place_id, reviewer_id, title, description, video_key, rating_overall, rating_food,
        rating_price, rating_atmosphere, rating_service, created_at)
      select case when g % ${venueShare} = 0 then '${VENUE_ID}'::uuid else p.ids[1 + g % cardinality(p.ids)] end,
        r.ids[1 + floor(random() * cardinality(r.ids))::int],
        ${pick(textArray(TITLES))},
        'Siamo stati qui per ' || (1 + g % 5) || ' persone. Cibo ' || ${pick("array['ottimo','buono','discreto','così così']")} || ', personale gentile, torneremo.',
        case when random() < 0.8 then 'demo/review-' || (g % 12) || '.mp4' end,
        ${rating(0.05)}, ${rating(0.2)}, ${rating(0.3)}, ${rating(0.3)}, ${rating(0.2)},
        now() - random() * interval '730 days'
      from generate_series(1, ${reviews}) g, ${otherPlaces} p, (select array_agg(id) as ids from reviewers) r`,
    ],
    [
      `${visits.toLocaleString('en')} visits`,
      `insert into visits (place_id, reviewer_id, estimated_spend_cents, visited_at)
      select case when g % ${venueShare} = 0 then '${VENUE_ID}'::uuid else p.ids[1 + g % cardinality(p.ids)] end,
        case when g % ${venueShare} = 0 then r.ids[1 + floor(random() * 2000)::int]
          else r.ids[1 + floor(random() * cardinality(r.ids))::int] end,
        1500 + floor(random() * 40)::int * 100,
        now() - random() * interval '365 days'
      from generate_series(1, ${visits}) g, ${otherPlaces} p, (select array_agg(id) as ids from reviewers) r`,
    ],
    ['vacuum analyze', 'vacuum analyze'],
  ];
}
