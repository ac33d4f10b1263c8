import { percentChange, REPORT_TILE_ORDER, type Report } from '@venues/contracts/report';
import type { Language } from '@venues/contracts/users';
import type { MailAttachment } from '../../../../db/schema';
import { REPORT_TEXTS, reportFormat, type ReportFormat } from '../../report/report-texts';
import type { OutgoingMail } from '../mail-outbox-repository';
import { composeMail, type MailBlock, type UnsubscribeFooter } from './layout';

/** The links every notification carries, made by the caller (they are signed and absolute). */
export type NotificationLinks = { unsubscribePage: string; unsubscribeOneClick: string; manage: string };

type Addressee = { to: string; name: string | null; language: Language; placeName: string };

export type NewReviewMail = Addressee & {
  review: { reviewer: string; rating: number | null; title: string; description: string; url: string };
};

export type DigestReview = { reviewer: string; rating: number | null; title: string; url: string };
export type DigestMail = Addressee & { report: Report; reviews: DigestReview[]; reportUrl: string };
export type MonthlyReportMail = Addressee & { report: Report; reportUrl: string; pdf: MailAttachment };

const EXCERPT_LENGTH = 280;
const excerpt = (text: string) =>
  text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
const stars = (rating: number | null) =>
  rating === null ? '' : `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`;

const TEXTS = {
  en: {
    greeting: (name: string | null) => (name ? `Hello ${name.split(' ')[0]},` : 'Hello,'),
    signature: 'The Venues team',
    unsubscribe: 'Unsubscribe',
    manage: 'Manage notifications',
    newReview: {
      subject: (place: string, rating: number | null) =>
        rating === null ? `New review of ${place}` : `New ${rating}-star review of ${place}`,
      body: (reviewer: string, place: string) => `${reviewer} has just left a video review of ${place}.`,
      action: 'Open the review',
      reason: (place: string) => `You receive this email because new-review alerts are on for ${place}.`,
    },
    digest: {
      subject: (place: string, range: string) => `${place}: your week (${range})`,
      body: (place: string, range: string) =>
        `Here is how ${place} did last week, ${range}, compared with the week before.`,
      reviews: (count: number) => (count === 1 ? 'The new review' : `The new reviews (${count})`),
      more: (count: number) => `and ${count} more in the dashboard`,
      noReviews: 'No new review last week. Table codes bring them in: print them from the QR code page.',
      bestMission: (title: string, visits: string, value: string) =>
        `Best mission of the week: “${title}”, ${visits} ${visits === '1' ? 'visit' : 'visits'} worth an estimated ${value}.`,
      action: 'Open the report',
      reason: (place: string) => `You receive this email because the weekly digest is on for ${place}.`,
    },
    monthly: {
      subject: (place: string, range: string) => `${place}: your monthly report (${range})`,
      body: (place: string, range: string) =>
        `The performance report of ${place} for ${range} is attached as a PDF. Here are the headlines.`,
      action: 'Open the report',
      reason: (place: string) => `You receive this email because the monthly report is on for ${place}.`,
    },
  },
  it: {
    greeting: (name: string | null) => (name ? `Ciao ${name.split(' ')[0]},` : 'Ciao,'),
    signature: 'Il team di Venues',
    unsubscribe: 'Annulla l’iscrizione',
    manage: 'Gestisci le notifiche',
    newReview: {
      subject: (place: string, rating: number | null) =>
        rating === null
          ? `Nuova recensione per ${place}`
          : `Nuova recensione da ${rating} ${rating === 1 ? 'stella' : 'stelle'} per ${place}`,
      body: (reviewer: string, place: string) =>
        `${reviewer} ha appena lasciato una video recensione per ${place}.`,
      action: 'Apri la recensione',
      reason: (place: string) =>
        `Ricevi questa email perché gli avvisi sulle nuove recensioni sono attivi per ${place}.`,
    },
    digest: {
      subject: (place: string, range: string) => `${place}: la tua settimana (${range})`,
      body: (place: string, range: string) =>
        `Ecco l’andamento di ${place} la settimana scorsa, ${range}, rispetto alla settimana precedente.`,
      reviews: (count: number) => (count === 1 ? 'La nuova recensione' : `Le nuove recensioni (${count})`),
      more: (count: number) => `e altre ${count} nella dashboard`,
      noReviews:
        'Nessuna nuova recensione la settimana scorsa. Per riceverne di più, stampa i codici per i tavoli dalla pagina Codice QR.',
      bestMission: (title: string, visits: string, value: string) =>
        `La missione migliore della settimana: «${title}», con ${visits} ${visits === '1' ? 'visita' : 'visite'} per un valore stimato di ${value}.`,
      action: 'Apri il report',
      reason: (place: string) => `Ricevi questa email perché il riepilogo settimanale è attivo per ${place}.`,
    },
    monthly: {
      subject: (place: string, range: string) => `${place}: il tuo report mensile (${range})`,
      body: (place: string, range: string) =>
        `In allegato trovi in PDF il report delle prestazioni di ${place} per il periodo ${range}. Ecco i numeri principali.`,
      action: 'Apri il report',
      reason: (place: string) => `Ricevi questa email perché il report mensile è attivo per ${place}.`,
    },
  },
} as const;

/** The ratio of scans to reviews says little over a week: the digest leaves it out. */
const DIGEST_TILES = REPORT_TILE_ORDER.filter((name) => name !== 'scan_conversion');

function tileRows(report: Report, language: Language, f: ReportFormat) {
  const names = REPORT_TEXTS[language].tiles;
  return DIGEST_TILES.map((name) => {
    const { current, previous } = report.tiles[name];
    const value =
      name === 'estimated_value'
        ? f.money(current ?? 0)
        : name === 'average_rating'
          ? f.rating(current)
          : f.count(current ?? 0);
    return { label: names[name], value, change: f.change(percentChange(current, previous)) };
  });
}

function footer(links: NotificationLinks, reason: string, language: Language): UnsubscribeFooter {
  const t = TEXTS[language];
  return {
    reason,
    unsubscribeLabel: t.unsubscribe,
    pageUrl: links.unsubscribePage,
    oneClickUrl: links.unsubscribeOneClick,
    manageLabel: t.manage,
    manageUrl: links.manage,
  };
}

/** The alert of a new review, with a link that opens it in the dashboard. */
export function newReviewMail(mail: NewReviewMail, links: NotificationLinks): OutgoingMail {
  const t = TEXTS[mail.language];
  const { review } = mail;
  const quote = [stars(review.rating), review.title].filter(Boolean).join('  ');
  return composeMail({
    language: mail.language,
    to: mail.to,
    subject: t.newReview.subject(mail.placeName, review.rating),
    blocks: [
      { kind: 'paragraph', text: t.greeting(mail.name) },
      { kind: 'paragraph', text: t.newReview.body(review.reviewer, mail.placeName) },
      { kind: 'paragraph', text: quote },
      ...(review.description
        ? [{ kind: 'paragraph' as const, text: `“${excerpt(review.description)}”` }]
        : []),
      { kind: 'action', label: t.newReview.action, url: review.url },
    ],
    signature: t.signature,
    footer: footer(links, t.newReview.reason(mail.placeName), mail.language),
  });
}

/** Monday's digest: last week's figures against the week before, and its new reviews. */
export function weeklyDigestMail(mail: DigestMail, links: NotificationLinks): OutgoingMail {
  const t = TEXTS[mail.language];
  const f = reportFormat(mail.language);
  const range = f.range(mail.report.from, mail.report.to);
  const shown = mail.reviews.slice(0, 10);
  const total = mail.report.tiles.reviews.current;
  const reviewBlock: MailBlock =
    shown.length === 0
      ? { kind: 'paragraph', text: t.digest.noReviews }
      : {
          kind: 'list',
          title: t.digest.reviews(total),
          items: [
            ...shown.map((review) => ({
              text: [stars(review.rating), review.title].filter(Boolean).join('  '),
              detail: review.reviewer,
              url: review.url,
            })),
            ...(total > shown.length ? [{ text: t.digest.more(total - shown.length) }] : []),
          ],
        };
  // The mission that brought the most visits this week, when one brought any.
  const best = mail.report.missions.find((mission) => mission.visits > 0);
  const missionBlocks: MailBlock[] = best
    ? [
        {
          kind: 'paragraph',
          text: t.digest.bestMission(best.title, f.count(best.visits), f.money(best.estimated_value)),
        },
      ]
    : [];
  return composeMail({
    language: mail.language,
    to: mail.to,
    subject: t.digest.subject(mail.placeName, range),
    blocks: [
      { kind: 'paragraph', text: t.greeting(mail.name) },
      { kind: 'paragraph', text: t.digest.body(mail.placeName, range) },
      { kind: 'figures', rows: tileRows(mail.report, mail.language, f) },
      ...missionBlocks,
      reviewBlock,
      { kind: 'action', label: t.digest.action, url: mail.reportUrl },
    ],
    signature: t.signature,
    footer: footer(links, t.digest.reason(mail.placeName), mail.language),
  });
}

/** The 1st of the month, on pro: the PDF report attached, with its headline figures. */
export function monthlyReportMail(mail: MonthlyReportMail, links: NotificationLinks): OutgoingMail {
  const t = TEXTS[mail.language];
  const f = reportFormat(mail.language);
  const range = f.range(mail.report.from, mail.report.to);
  return composeMail({
    language: mail.language,
    to: mail.to,
    subject: t.monthly.subject(mail.placeName, range),
    blocks: [
      { kind: 'paragraph', text: t.greeting(mail.name) },
      { kind: 'paragraph', text: t.monthly.body(mail.placeName, range) },
      { kind: 'figures', rows: tileRows(mail.report, mail.language, f) },
      { kind: 'action', label: t.monthly.action, url: mail.reportUrl },
    ],
    signature: t.signature,
    footer: footer(links, t.monthly.reason(mail.placeName), mail.language),
    attachments: [mail.pdf],
  });
}
