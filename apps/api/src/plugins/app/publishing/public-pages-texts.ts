import { VENUE_TIME_ZONE } from '@venues/contracts/clock';
import type { Language } from '@venues/contracts/users';

/*
 * The words of the public pages (the wall, a review's share page, the embed), drawn by the server in the
 * visitor's language. The product's name is the one the app shows.
 */

export const PRODUCT_NAME = 'Venues';

export type PublicPageTexts = {
  locale: string;
  wallTitle: (venue: string) => string;
  wallDescription: (venue: string, average: string | null, count: number) => string;
  heading: string;
  averageLabel: (average: string) => string;
  reviewCount: (count: number) => string;
  noRating: string;
  ratingScope: string;
  statementTitle: string;
  statement: (venue: string) => string[];
  highlighted: string;
  stars: (rating: number) => string;
  replyFrom: (venue: string) => string;
  videoOf: (author: string) => string;
  more: string;
  firstPage: string;
  empty: string;
  missions: string;
  credit: string;
  shareTitle: (author: string, venue: string) => string;
  allReviews: (venue: string) => string;
  seeAll: string;
  embedTitle: (venue: string) => string;
  otherLanguage: { lang: Language; label: string };
  reviewsList: string;
  /** A share link whose review is no longer public, or a venue that does not exist. */
  goneTitle: string;
  goneBody: string;
  unknownTitle: string;
  unknownBody: string;
};

const PLURAL_EN = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const PUBLIC_PAGE_TEXTS: Record<Language, PublicPageTexts> = {
  en: {
    locale: 'en-GB',
    wallTitle: (venue) => `${venue}: video reviews from its guests`,
    wallDescription: (venue, average, count) =>
      average === null
        ? `Video reviews recorded by guests at ${venue}.`
        : `Video reviews recorded by guests at ${venue}: rated ${average} out of 5 over ${count} ${PLURAL_EN(count, 'review', 'reviews')}.`,
    heading: 'Video reviews from our guests',
    averageLabel: (average) => `${average} out of 5`,
    reviewCount: (count) => `${count.toLocaleString('en-GB')} ${PLURAL_EN(count, 'review', 'reviews')}`,
    noRating: 'No rating yet',
    ratingScope:
      'The average and the count cover every published review, including those the guests chose not to show here.',
    statementTitle: 'How these reviews get here',
    statement: (venue) => [
      'Guests recorded these reviews at the venue, and chose to show them publicly.',
      `${venue} cannot remove or edit them.`,
      `${venue} chose which reviews to show first.`,
    ],
    highlighted: 'Shown first by the venue',
    stars: (rating) => `Rated ${rating} out of 5`,
    replyFrom: (venue) => `Reply from ${venue}`,
    videoOf: (author) => `Video review by ${author}`,
    more: 'More reviews',
    firstPage: 'Back to the first reviews',
    empty:
      'No public reviews yet. Guests choose whether to show their review here when they record it at the venue.',
    missions: 'Running now',
    credit: `Reviews collected with ${PRODUCT_NAME}`,
    shareTitle: (author, venue) => `${author}'s video review of ${venue}`,
    allReviews: (venue) => `All the reviews of ${venue}`,
    seeAll: 'See all reviews',
    embedTitle: (venue) => `Reviews of ${venue}`,
    otherLanguage: { lang: 'it', label: 'Italiano' },
    reviewsList: 'Reviews',
    goneTitle: 'This review is no longer public',
    goneBody: 'The guest who recorded it chose to stop showing it, or it was removed.',
    unknownTitle: 'Page not found',
    unknownBody: 'There is no venue at this address. Check the link you followed.',
  },
  it: {
    locale: 'it-IT',
    wallTitle: (venue) => `${venue}: le videorecensioni degli ospiti`,
    wallDescription: (venue, average, count) =>
      average === null
        ? `Videorecensioni registrate dagli ospiti di ${venue}.`
        : `Videorecensioni registrate dagli ospiti di ${venue}: ${average} su 5 su ${count} ${count === 1 ? 'recensione' : 'recensioni'}.`,
    heading: 'Le videorecensioni dei nostri ospiti',
    averageLabel: (average) => `${average} su 5`,
    reviewCount: (count) => `${count.toLocaleString('it-IT')} ${count === 1 ? 'recensione' : 'recensioni'}`,
    noRating: 'Ancora nessuna valutazione',
    ratingScope:
      'La media e il numero comprendono tutte le recensioni pubblicate, anche quelle che gli ospiti hanno scelto di non mostrare qui.',
    statementTitle: 'Da dove vengono queste recensioni',
    statement: (venue) => [
      'Le hanno registrate gli ospiti nel locale, e sono stati loro a scegliere di renderle pubbliche.',
      `${venue} non può rimuoverle né modificarle.`,
      `${venue} ha scelto quali recensioni mostrare per prime.`,
    ],
    highlighted: 'In evidenza per scelta del locale',
    stars: (rating) => `Valutazione: ${rating} su 5`,
    replyFrom: (venue) => `Risposta di ${venue}`,
    videoOf: (author) => `Videorecensione di ${author}`,
    more: 'Altre recensioni',
    firstPage: 'Torna alle prime recensioni',
    empty:
      'Ancora nessuna recensione pubblica. Sono gli ospiti a scegliere se mostrarla qui, quando la registrano nel locale.',
    missions: 'Iniziative in corso',
    credit: `Recensioni raccolte con ${PRODUCT_NAME}`,
    shareTitle: (author, venue) => `La videorecensione di ${author} su ${venue}`,
    allReviews: (venue) => `Tutte le recensioni di ${venue}`,
    seeAll: 'Vedi tutte le recensioni',
    embedTitle: (venue) => `Recensioni di ${venue}`,
    otherLanguage: { lang: 'en', label: 'English' },
    reviewsList: 'Recensioni',
    goneTitle: 'Questa recensione non è più pubblica',
    goneBody: "L'ospite che l'ha registrata ha scelto di non mostrarla più, oppure è stata rimossa.",
    unknownTitle: 'Pagina non trovata',
    unknownBody: 'A questo indirizzo non c’è nessun locale. Controlla il link che hai seguito.',
  },
};

/** A date as the visitor reads it, on the venue's clock. */
export const formatPublicDate = (texts: PublicPageTexts, at: Date | string) =>
  new Intl.DateTimeFormat(texts.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: VENUE_TIME_ZONE,
  }).format(new Date(at));

/** The rating with one decimal, in the visitor's notation (4,6 in Italian). */
export const formatAverage = (texts: PublicPageTexts, average: number) =>
  average.toLocaleString(texts.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
