import { passHoldersSql } from './passes';
import { literal } from './sql-text';

/** One claimed venue with reviews to read, a live mission with unused passes, and a capture link. */
export const VENUE_ID = 'b0000000-0000-4000-8000-0000000000c1';
export const MISSION_ID = 'b0000000-0000-4000-8000-0000000000c2';
export const MISSION_CODE = 'clustermission';
/** A venue link's code: 22 characters of base64url, as the product makes them. */
export const REVIEW_CODE = 'ClusterBenchVenueLink0';
/** More passes than the counters can redeem in the run: each redemption takes a fresh one. */
export const PASSES = 60_000;

export function clusterSeed(ownerUid: string): [string, string][] {
  return [
    [
      'venue, owner, claim, mission and capture link',
      `insert into users (uid, email, display_name) values (${literal(ownerUid)}, 'cluster-owner@bench.test', 'Cluster Owner');
      insert into places (id, name, address, average_ticket_cents)
        values ('${VENUE_ID}', 'Osteria del Cluster', 'Via Roma 3, Roma', 3000);
      insert into claims (user_uid, place_id, status, ownership_role, company_name, vat, phone_number, pec,
        company_address, decided_at)
      values (${literal(ownerUid)}, '${VENUE_ID}', 'approved', 'owner', 'Cluster srl', '01234567891',
        '+39 06 7654321', 'pec-cluster@bench.test', 'Via Roma 3, 00184 Roma RM', now());
      insert into memberships (place_id, user_uid, role) values ('${VENUE_ID}', ${literal(ownerUid)}, 'owner');
      insert into missions (id, place_id, code, title, description, reward, starts_at, deadline)
        values ('${MISSION_ID}', '${VENUE_ID}', '${MISSION_CODE}', 'Porta un amico', 'Vieni con un amico',
          'Il dolce offerto', now() - interval '1 day', now() + interval '30 days');
      insert into review_codes (place_id, code) values ('${VENUE_ID}', '${REVIEW_CODE}')`,
    ],
    [
      '2,000 published reviews, half of them public',
      `insert into reviewers (id, display_name)
        select ('e0000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'Ospite' || i
        from generate_series(0, 1999) as i;
      insert into reviews (place_id, reviewer_id, title, description, rating_overall, video_key, poster_key,
          consent_version, consent_language, consented_at, public_consent, public_consent_at, published_at,
          created_at)
        select '${VENUE_ID}', ('e0000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid,
          'Una cena ' || i, 'Il servizio attento e il pesce freschissimo.', 1 + (i % 5),
          'reviews/c-' || i || '.mp4', 'reviews/c-' || i || '.jpg', 2, 'it', now() - i * interval '3 hours',
          i % 2 = 0, now() - i * interval '3 hours', now() - i * interval '3 hours', now() - i * interval '3 hours'
        from generate_series(0, 1999) as i`,
    ],
    [`${PASSES.toLocaleString('en')} guests with a pass each`, passHoldersSql(MISSION_ID, VENUE_ID, PASSES)],
    ['vacuum analyze', 'vacuum analyze'],
  ];
}
