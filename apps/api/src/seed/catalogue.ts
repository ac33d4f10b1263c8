import type { categories, places } from '../db/schema';
import type { Random } from './random';

type CategoryInsert = typeof categories.$inferInsert;
type PlaceInsert = typeof places.$inferInsert;

/**
 * Category names are stable English keys: the web shows each in the UI language from
 * apps/web/src/locales/{en,it}/categories.json, so a new category needs its name there too.
 */
export const CATEGORIES: CategoryInsert[] = [
  { type: 'location', name: 'Seaside', imageEmoji: '🌊' },
  { type: 'location', name: 'City centre', imageEmoji: '🏙️' },
  { type: 'location', name: 'Countryside', imageEmoji: '🌾' },
  { type: 'location', name: 'Lakeside', imageEmoji: '🏞️' },
  { type: 'cuisine', name: 'Pizza', imageEmoji: '🍕' },
  { type: 'cuisine', name: 'Sushi', imageEmoji: '🍣' },
  { type: 'cuisine', name: 'Pasta', imageEmoji: '🍝' },
  { type: 'cuisine', name: 'Burger', imageEmoji: '🍔' },
  { type: 'cuisine', name: 'Seafood', imageEmoji: '🦞' },
  { type: 'cuisine', name: 'Vegan', imageEmoji: '🥗' },
  { type: 'cuisine', name: 'Gelato', imageEmoji: '🍨' },
  { type: 'cuisine', name: 'Coffee', imageEmoji: '☕' },
  { type: 'mood', name: 'Romantic', imageEmoji: '🕯️' },
  { type: 'mood', name: 'Family', imageEmoji: '👨‍👩‍👧' },
  { type: 'mood', name: 'Trendy', imageEmoji: '✨' },
  { type: 'mood', name: 'Cozy', imageEmoji: '🛋️' },
];

const KINDS = [
  'Trattoria',
  'Osteria',
  'Pizzeria',
  'Ristorante',
  'Bistrot',
  'Enoteca',
  'Caffè',
  'Locanda',
  'Taverna',
  'Gelateria',
];
const NAMES = [
  'da Mario',
  'La Pergola',
  'del Borgo',
  'Il Gabbiano',
  'Al Vicolo',
  'dei Mille',
  'La Lanterna',
  'Sole e Luna',
  'Il Frantoio',
  'Nonna Rosa',
  'Il Ponte',
  'La Piazzetta',
  'del Mercato',
  'Le Tre Botti',
  'Il Girasole',
  'Da Gino',
  'La Corte',
  'Il Faro',
  'Villa Verde',
  'Il Melograno',
  'La Bottega',
  'San Lorenzo',
  'Il Cortile',
  'Al Duomo',
  'La Rondine',
  'Il Glicine',
  'Dal Pescatore',
  'Fior di Sale',
  'La Stella',
  'Il Mulino',
];
const STREETS = [
  'Via Roma',
  'Corso Italia',
  'Via Garibaldi',
  'Via Mazzini',
  'Piazza Duomo',
  'Via Dante',
  'Viale Europa',
  'Via Verdi',
  'Via Cavour',
  'Lungomare Colombo',
];
const CITIES = [
  'Milano',
  'Roma',
  'Napoli',
  'Torino',
  'Bologna',
  'Firenze',
  'Genova',
  'Palermo',
  'Bari',
  'Venezia',
  'Verona',
  'Trieste',
];

export function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
}

/** A place with plausible Italian details. */
export function makePlace(random: Random, name: string): PlaceInsert {
  const city = random.pick(CITIES);
  return {
    name,
    address: `${random.pick(STREETS)} ${random.int(1, 180)}, ${city}`,
    phoneNumber: `+39 0${random.int(10, 99)} ${random.int(100000, 999999)}`,
    website: random.chance(0.7) ? `https://${slug(name)}.example` : null,
    menuUrl: random.chance(0.5) ? `https://${slug(name)}.example/menu` : null,
    averageTicketCents: random.int(15, 60) * 100,
  };
}

/** `count` catalogue places with unique names. */
export function makeCatalogue(random: Random, count: number): PlaceInsert[] {
  const result: PlaceInsert[] = [];
  const seen = new Set<string>();
  while (result.length < count) {
    let name = `${random.pick(KINDS)} ${random.pick(NAMES)}`;
    if (seen.has(name)) name = `${name} ${random.pick(CITIES)}`;
    if (seen.has(name)) continue;
    seen.add(name);
    result.push(makePlace(random, name));
  }
  return result;
}

/** Names of categories for a place: always one cuisine, often a location and a mood. */
export function pickCategoryNames(random: Random): string[] {
  const names = [random.pick(['Pizza', 'Sushi', 'Pasta', 'Burger', 'Seafood', 'Vegan', 'Gelato', 'Coffee'])];
  if (random.chance(0.6)) names.push(random.pick(['Seaside', 'City centre', 'Countryside', 'Lakeside']));
  if (random.chance(0.5)) names.push(random.pick(['Romantic', 'Family', 'Trendy', 'Cozy']));
  return names;
}
