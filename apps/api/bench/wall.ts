import { publicReviewsResponseSchema } from '@venues/contracts/public-reviews';
import { Cleanup, dropDatabase, prepareDatabase, startApi } from './lib/bench-stack';
import { parseFlags } from './lib/report';
import { startServerProcess } from './lib/server-process';
import { compareWithBare } from './lib/versus-bare';
import { captureWallStatements } from './lib/wall-sql';

/*
 * The public data route of a venue's wall and embed, GET /api/public/venues/{slug}/reviews, on the real API
 * against a bare node:http + pg server running the same SQL: first pages and later pages (by cursor) of
 * many venues, each with hundreds of reviews, about half of them public, two highlighted, a third replied.
 */
const DATABASE = 'venues_bench_wall';
const VENUES = 60;
const REVIEWS_PER_VENUE = 400;
const CONNECTIONS = 16;
const TARGET_RATIO = 0.8;

const flags = parseFlags(process.argv.slice(2));
const seconds = flags.seconds || 10;
const cleanup = new Cleanup();

const seedSql: [string, string][] = [
  [
    `${VENUES} venues`,
    `insert into places (id, name, address)
      select ('d0000000-0000-4000-8000-' || lpad(v::text, 12, '0'))::uuid, 'Trattoria Bench ' || v, 'Via Roma ' || v || ', Roma'
      from generate_series(1, ${VENUES}) as v`,
  ],
  [
    '2,000 guests',
    `insert into reviewers (id, display_name)
      select ('e0000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'Ospite' || i || ' Cognome' || i
      from generate_series(0, 1999) as i`,
  ],
  [
    `${(VENUES * REVIEWS_PER_VENUE).toLocaleString('en')} reviews, half of them public`,
    `insert into reviews (place_id, reviewer_id, title, description, rating_overall, video_key, poster_key,
        consent_version, consent_language, consented_at, public_consent, public_consent_at, published_at, created_at,
        highlighted_at)
      select ('d0000000-0000-4000-8000-' || lpad(v::text, 12, '0'))::uuid,
        ('e0000000-0000-4000-8000-' || lpad(((v * 7 + i) % 2000)::text, 12, '0'))::uuid,
        'Una cena ' || i, 'Tutto ottimo, il servizio attento e il pesce freschissimo. Torneremo.', 1 + (i % 5),
        'reviews/' || v || '-' || i || '.mp4', 'reviews/' || v || '-' || i || '.jpg',
        2, 'it', now() - i * interval '3 hours', i % 2 = 0, now() - i * interval '3 hours',
        now() - i * interval '3 hours', now() - i * interval '3 hours',
        case when i in (100, 202) then now() - i * interval '1 minute' end
      from generate_series(1, ${VENUES}) as v, generate_series(0, ${REVIEWS_PER_VENUE - 1}) as i`,
  ],
  [
    'replies to a third',
    `insert into review_replies (review_id, place_id, body)
      select id, place_id, 'Grazie, a presto!' from reviews where abs(hashtext(id::text)) % 3 = 0`,
  ],
  ['vacuum analyze', 'vacuum analyze'],
];

try {
  const url = await prepareDatabase(DATABASE, seedSql, { reuse: flags.reuse });
  if (!flags.keep) cleanup.add('drop database', () => dropDatabase(DATABASE));
  const statements = await captureWallStatements(url);
  // The route verifies no token: the API gets an emulator address that nothing ever calls.
  const api = await startApi(url, { host: '127.0.0.1:9' });
  cleanup.add('api', api.stop);
  const bare = await startServerProcess('serve-bare-wall', {
    DATABASE_URL: url,
    BENCH_WALL_STATEMENTS: JSON.stringify(statements),
  });
  cleanup.add('bare server', bare.stop);

  const slugs = Array.from({ length: VENUES }, (_, i) => `trattoria-bench-${i + 1}-roma`);
  const firstPages = slugs.map((slug) => `/api/public/venues/${slug}/reviews?limit=12`);
  // The later pages: each venue's second page, by the cursor its first page gives.
  const laterPages = await Promise.all(
    firstPages.map(async (path) => {
      const response = await fetch(`${api.url}${path}`);
      const { data } = publicReviewsResponseSchema.parse(await response.json());
      if (!data.next_cursor) throw new Error(`${path}: no second page`);
      return `${path}&cursor=${encodeURIComponent(data.next_cursor)}`;
    }),
  );
  const paths = firstPages.flatMap((path, i) => [path, laterPages[i]!]);

  // Both answer every kind of page with the same JSON.
  for (const path of [paths[0]!, paths[1]!]) {
    const [fromApi, fromBare] = await Promise.all(
      [api.url, bare.url].map(async (base) => (await fetch(`${base}${path}`)).text()),
    );
    if (fromApi !== fromBare) throw new Error(`the API and the bare server answer ${path} differently`);
  }
  console.log('Both answer first and later pages with the same JSON');

  console.log(`${CONNECTIONS} connections, ${seconds} s on each server, ${paths.length} pages in turn`);
  const load = (base: string) => ({ url: base, connections: CONNECTIONS, paths });
  await compareWithBare({
    name: 'wall',
    unit: 'pages',
    target: TARGET_RATIO,
    seconds,
    api: { warm: load(api.url), measured: load(api.url) },
    bare: { warm: load(bare.url), measured: load(bare.url) },
    facts: { venues: VENUES, reviewsPerVenue: REVIEWS_PER_VENUE, connections: CONNECTIONS },
  });
} finally {
  await cleanup.run();
}
