import { CATEGORIES, KINDS, PEOPLE, STREETS, STREET_KINDS, SURNAMES, THINGS, TOWNS } from './italian';
import { literal, pick, textArray } from './sql-text';

const town = textArray(TOWNS.map(([name, province, cap]) => `${name}|${province}|${cap}`));

/** One draw of each word per row: the lateral subquery refers to the row, so it runs once per row. */
const words = `select ${pick(textArray(KINDS))} as kind, ${pick(textArray(PEOPLE))} as person,
  ${pick(textArray(THINGS))} as thing, ${pick(textArray(SURNAMES))} as surname, ${pick(town)} as town,
  ${pick(textArray(STREET_KINDS))} || ' ' || ${pick(textArray(STREETS))} as street, floor(random() * 6)::int as shape
  where g > 0`;

/** 'Trattoria da Mario', 'Osteria il Ponte', 'Bar Rossi', 'La Lanterna di Gino', 'Pizzeria la Luna da Ciro'. */
const name = `case w.shape
  when 0 then w.kind || ' da ' || w.person
  when 1 then w.kind || ' ' || w.thing
  when 2 then w.kind || ' ' || w.surname
  when 3 then upper(left(w.thing, 1)) || substr(w.thing, 2) || ' di ' || w.person
  when 4 then w.kind || ' ' || w.thing || ' da ' || w.person
  else w.kind || ' ' || w.person || ' ' || w.surname
end`;

/**
 * 100,000 places (by default) with Italian names and addresses such as 'Via Garibaldi 12, 50123 Firenze FI',
 * one to three categories each, and an approved claim on one in a hundred. Deterministic: setseed.
 */
export function seedPlacesSql(count: number): [string, string][] {
  return [
    [
      'categories',
      `insert into categories (type, name, image_emoji) values ${CATEGORIES.map(
        ([type, label, emoji]) => `(${literal(type)}, ${literal(label)}, ${literal(emoji)})`,
      ).join(', ')}`,
    ],
    [
      `${count.toLocaleString('en')} places`,
      `select setseed(0.42);
      insert into places (name, address, phone_number, website, average_ticket_cents, created_at)
      select
        replace(${name}, 'da i ', 'dai '),
        w.street || ' ' || (1 + floor(random() * 180))::int
          || ', ' || split_part(w.town, '|', 3) || lpad(floor(random() * 100)::int::text, 2, '0')
          || ' ' || split_part(w.town, '|', 1) || ' ' || split_part(w.town, '|', 2),
        case when random() < 0.7 then '+39 0' || (10000000 + floor(random() * 89999999))::bigint end,
        case when random() < 0.3 then 'https://venue-' || g || '.example.it' end,
        1200 + floor(random() * 60)::int * 50,
        now() - random() * interval '1000 days'
      from generate_series(1, ${count}) g
      cross join lateral (${words}) w`,
    ],
    [
      'place categories',
      `insert into place_categories (place_id, category_id)
      select p.id, c.ids[1 + floor(random() * cardinality(c.ids))::int]
      from places p, generate_series(1, 1 + (abs(hashtext(p.id::text)) % 3)) k,
        (select array_agg(id) ids from categories) c
      on conflict do nothing`,
    ],
    [
      'approved claims (1%)',
      `insert into users (uid, email, display_name) values ('bench-claimant', 'claimant@bench.test', 'Claimant');
      insert into claims (user_uid, place_id, status, ownership_role, company_name, vat, phone_number, pec,
        company_address, decided_at)
      select 'bench-claimant', id, 'approved', 'owner', name || ' srl', '01234567890', '+39 06 1234567',
        'pec@bench.test', address, now()
      from places tablesample bernoulli (1) repeatable (7);
      insert into memberships (place_id, user_uid, role)
      select place_id, user_uid, 'owner' from claims where status = 'approved' on conflict do nothing`,
    ],
    ['vacuum analyze', 'vacuum analyze'],
  ];
}
