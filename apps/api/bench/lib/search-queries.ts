import pg from 'pg';

/** What people type: a few bare words, with no accents, as often as not. */
const TYPED = [
  'pizzeria',
  'osteria',
  'trattoria da',
  'gino',
  'lanterna',
  'caffe',
  'bar centrale',
  'nonna rosa',
  'vecchio mulino',
  'gelateria roma',
];

const longestWord = (text: string) => text.split(' ').reduce((a, b) => (b.length > a.length ? b : a), '');

/** Two neighbouring letters swapped in the longest word: 'Trattoria da Mraio'. */
function swapTypo(name: string): string {
  const word = longestWord(name);
  const at = Math.max(1, Math.floor(word.length / 2) - 1);
  const typo = word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
  return name.replace(word, typo);
}

/** One letter dropped: 'Pizeria la Luna'. */
function dropTypo(name: string): string {
  const word = longestWord(name);
  const at = Math.floor(word.length / 2);
  return name.replace(word, word.slice(0, at) + word.slice(at + 1)).toLowerCase();
}

/** 'trattoria da ma': the first words and the start of the next, as typed before the debounce fires. */
function partial(name: string): string {
  const words = name.toLowerCase().split(' ');
  const head = words.slice(0, Math.max(1, words.length - 1)).join(' ');
  const next = words[words.length - 1] ?? '';
  return words.length > 1 ? `${head} ${next.slice(0, 3)}` : next.slice(0, 4);
}

/**
 * A rotating set of realistic queries built from the seeded catalogue (a repeatable sample, so every
 * run sends the same ones): full names, partial words, typos, street addresses and towns.
 */
export async function searchQueries(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ name: string; address: string }>(
    'select name, address from places tablesample bernoulli (0.1) repeatable (3) order by id limit 40',
  );
  await client.end();
  const part = (from: number, to: number) => rows.slice(from, to);

  const streets = part(30, 40).map((row) => row.address.split(',')[0] ?? row.address);
  return [
    ...part(0, 8).map((row) => row.name),
    ...part(8, 16).map((row) => partial(row.name)),
    ...part(16, 22).map((row) => swapTypo(row.name)),
    ...part(22, 30).map((row) => dropTypo(row.name)),
    ...streets.slice(0, 5),
    ...streets.slice(5).map((street) => street.toLowerCase().replace(/ \d+$/, '')),
    ...part(0, 4).map((row) => row.address.split(' ').slice(-2, -1).join(' ')),
    ...TYPED,
  ];
}
