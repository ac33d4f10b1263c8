import type { ReportTileName } from '@venues/contracts/report';
import type { Language } from '@venues/contracts/users';
import { elideItalianArticles } from '@venues/contracts/italian';
import { REPORT_TIME_ZONE } from '@venues/contracts/report';

const LOCALES: Record<Language, string> = { en: 'en-GB', it: 'it-IT' };

/** The report's numbers, money and dates as the reader's language writes them. */
export function reportFormat(language: Language) {
  const locale = LOCALES[language];
  // As on the web: CLDR leaves four-digit Italian numbers ungrouped ('4985'), Italian readers write '4.985'.
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', useGrouping: 'always' });
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: 'always' });
  const rating = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  // As on the web: '+12%', '-8%', '0%', with no space before the sign.
  const change = new Intl.NumberFormat(locale, {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: 0,
  });
  const date = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const dateTime = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: REPORT_TIME_ZONE,
  });
  /** YYYY-MM-DD, a calendar day. */
  const day = (value: string) => date.format(new Date(`${value}T00:00:00Z`));
  return {
    money: (cents: number) => money.format(cents / 100),
    count: (value: number) => whole.format(value),
    rating: (value: number | null) => (value === null ? '–' : rating.format(value)),
    percent: (share: number | null) => (share === null ? '–' : percent.format(share)),
    change: (value: number | null) => (value === null ? '–' : change.format(value / 100)),
    day,
    range: (from: string, to: string) => `${day(from)} – ${day(to)}`,
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
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
