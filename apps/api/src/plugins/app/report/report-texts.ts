import type { ReplyFigure, ReportTileName } from '@venues/contracts/report';
import type { Language } from '@venues/contracts/users';
import { elideItalianArticles } from '@venues/contracts/italian';
import { VENUE_TIME_ZONE } from '@venues/contracts/clock';
import { formatReplyTime } from '@venues/contracts/report';
import {
  formatChange,
  formatCount,
  formatDate,
  formatDateTime,
  formatEuros,
  formatRating,
  formatShare,
  NO_FIGURE,
} from '@venues/contracts/format';

/** The report's numbers, money and dates as the reader's language writes them: the web's formatters. */
export function reportFormat(language: Language) {
  const orDash =
    <T>(format: (value: T) => string) =>
    (value: T | null) =>
      value === null ? NO_FIGURE : format(value);
  /** YYYY-MM-DD, a calendar day; a document that is kept always says the year. */
  const day = (value: string) => formatDate(value, language, { year: 'always' });
  return {
    money: (cents: number) => formatEuros(cents, language),
    count: (value: number) => formatCount(value, language),
    rating: orDash((value: number) => formatRating(value, language)),
    percent: orDash((share: number) => formatShare(share, language)),
    change: orDash((value: number) => formatChange(value, language)),
    replyTime: orDash((seconds: number) => formatReplyTime(seconds, language)),
    day,
    range: (from: string, to: string) => `${day(from)} – ${day(to)}`,
    dateTime: (iso: string) => formatDateTime(iso, language, { year: 'always', timeZone: VENUE_TIME_ZONE }),
  };
}
export type ReportFormat = ReturnType<typeof reportFormat>;

export const REPORT_TEXTS = {
  en: {
    title: 'Performance report',
    period: (days: number) => `Last ${days} days`,
    comparedWith: (range: string) => `compared with ${range}`,
    tiles: {
      reviews: 'Reviews',
      average_rating: 'Average rating',
      estimated_value: 'Estimated value',
      visits: 'Visits',
      new_customers: 'New customers',
      returning_customers: 'Returning customers',
      scans: 'QR scans',
      scan_conversion: 'Scans that became a review',
    } satisfies Record<ReportTileName, string>,
    replies: {
      rate: 'Reviews with a reply',
      median_seconds: 'Median time to reply',
    } satisfies Record<ReplyFigure, string>,
    charts: {
      reviews: 'Reviews and average rating',
      visits: 'Visits: new and returning customers',
      value: 'Estimated value',
      distribution: 'Rating distribution',
      subRatings: 'Average ratings by aspect',
      missions: 'Visits brought by missions',
    },
    legend: {
      reviews: 'Reviews',
      averageRating: 'Average rating',
      newVisits: 'New',
      returningVisits: 'Returning',
    },
    subRatings: { food: 'Food', price: 'Price', atmosphere: 'Atmosphere', service: 'Service' },
    stars: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
    weekOf: (day: string) => `week of ${day}`,
    noMissions: 'No visit came through a mission in this period.',
    empty: 'No reviews, visits or scans in this period.',
    generated: (when: string) => `Generated on ${when}`,
    csv: {
      reviews: {
        date: 'Date',
        reviewer: 'Reviewer',
        overall: 'Overall',
        food: 'Food',
        price: 'Price',
        atmosphere: 'Atmosphere',
        service: 'Service',
        title: 'Title',
        description: 'Description',
        table: 'Table',
        status: 'Status',
      },
      visits: {
        date: 'Date',
        customer: 'Customer',
        type: 'New or returning',
        spend: 'Estimated spend (EUR)',
        mission: 'Mission',
      },
      published: 'published',
      reported: 'reported to staff',
      new: 'new',
      returning: 'returning',
    },
  },
  it: {
    title: 'Report delle prestazioni',
    period: (days: number) => `Ultimi ${days} giorni`,
    comparedWith: (range: string) => `rispetto a ${range}`,
    tiles: {
      reviews: 'Recensioni',
      average_rating: 'Valutazione media',
      estimated_value: 'Valore stimato',
      visits: 'Visite',
      new_customers: 'Nuovi clienti',
      returning_customers: 'Clienti abituali',
      scans: 'Scansioni del codice QR',
      scan_conversion: 'Scansioni diventate recensioni',
    } satisfies Record<ReportTileName, string>,
    replies: {
      rate: 'Recensioni con risposta',
      median_seconds: 'Tempo mediano di risposta',
    } satisfies Record<ReplyFigure, string>,
    charts: {
      reviews: 'Recensioni e valutazione media',
      visits: 'Visite: clienti nuovi e abituali',
      value: 'Valore stimato',
      distribution: 'Distribuzione delle valutazioni',
      subRatings: 'Valutazione media per aspetto',
      missions: 'Visite portate dalle missioni',
    },
    legend: {
      reviews: 'Recensioni',
      averageRating: 'Valutazione media',
      newVisits: 'Nuovi',
      returningVisits: 'Abituali',
    },
    subRatings: { food: 'Cucina', price: 'Prezzo', atmosphere: 'Atmosfera', service: 'Servizio' },
    stars: (n: number) => (n === 1 ? '1 stella' : `${n} stelle`),
    weekOf: (day: string) => elideItalianArticles(`settimana del ${day}`),
    noMissions: 'Nessuna visita è arrivata da una missione in questo periodo.',
    empty: 'Nessuna recensione, visita o scansione in questo periodo.',
    generated: (when: string) => elideItalianArticles(`Generato il ${when}`),
    csv: {
      reviews: {
        date: 'Data',
        reviewer: 'Autore',
        overall: 'Complessiva',
        food: 'Cucina',
        price: 'Prezzo',
        atmosphere: 'Atmosfera',
        service: 'Servizio',
        title: 'Titolo',
        description: 'Descrizione',
        table: 'Tavolo',
        status: 'Stato',
      },
      visits: {
        date: 'Data',
        customer: 'Cliente',
        type: 'Nuovo o abituale',
        spend: 'Spesa stimata (EUR)',
        mission: 'Missione',
      },
      published: 'pubblicata',
      reported: 'segnalata allo staff',
      new: 'nuovo',
      returning: 'abituale',
    },
  },
} as const;
export type ReportTexts = (typeof REPORT_TEXTS)[Language];
