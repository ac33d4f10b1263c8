import type { Language } from '@venues/contracts/users';
import type { OutgoingMail } from '../mail-outbox-repository';
import { composeMail } from './layout';

type DecisionMail = {
  language: Language;
  to: string;
  name: string | null;
  placeName: string;
  dashboardUrl: string;
  newRequestUrl: string;
  supportEmail: string;
} & ({ status: 'approved' } | { status: 'rejected'; reason: string });

const TEXTS = {
  en: {
    greeting: (name: string | null) => (name ? `Hello ${name.split(' ')[0]},` : 'Hello,'),
    approvedSubject: (place: string) => `Your request for ${place} is approved`,
    approvedBody: (place: string) =>
      `Good news: our team verified your request, and ${place} is now yours to manage. Your dashboard is ready.`,
    approvedAction: 'Open your dashboard',
    rejectedSubject: (place: string) => `Your request for ${place} was not approved`,
    rejectedBody: (place: string) => `Our team reviewed your request for ${place} and could not approve it.`,
    reasonLabel: 'Reason',
    nextSteps: (support: string) =>
      `What you can do next: correct the details and make a new request, or write to ${support} and we will help you.`,
    rejectedAction: 'Make a new request',
    signature: 'The Venues team',
  },
  it: {
    greeting: (name: string | null) => (name ? `Ciao ${name.split(' ')[0]},` : 'Ciao,'),
    approvedSubject: (place: string) => `La tua richiesta per ${place} è stata approvata`,
    approvedBody: (place: string) =>
      `Buone notizie: il nostro team ha verificato la tua richiesta e ora puoi gestire ${place}. La tua dashboard è pronta.`,
    approvedAction: 'Apri la dashboard',
    rejectedSubject: (place: string) => `La tua richiesta per ${place} non è stata approvata`,
    rejectedBody: (place: string) =>
      `Il nostro team ha esaminato la tua richiesta per ${place} e non ha potuto approvarla.`,
    reasonLabel: 'Motivo',
    nextSteps: (support: string) =>
      `Cosa puoi fare ora: correggi i dati e invia una nuova richiesta, oppure scrivi a ${support} e ti aiuteremo.`,
    rejectedAction: 'Invia una nuova richiesta',
    signature: 'Il team di Venues',
  },
} as const;

/** The mail a claimant receives when staff decide, in the claimant's language. */
export function claimDecisionMail(mail: DecisionMail): OutgoingMail {
  const t = TEXTS[mail.language];
  const paragraphs =
    mail.status === 'approved'
      ? [t.greeting(mail.name), t.approvedBody(mail.placeName)]
      : [
          t.greeting(mail.name),
          t.rejectedBody(mail.placeName),
          `${t.reasonLabel}: ${mail.reason}`,
          t.nextSteps(mail.supportEmail),
        ];
  const action =
    mail.status === 'approved'
      ? { label: t.approvedAction, url: mail.dashboardUrl }
      : { label: t.rejectedAction, url: mail.newRequestUrl };
  return composeMail({
    language: mail.language,
    to: mail.to,
    subject:
      mail.status === 'approved' ? t.approvedSubject(mail.placeName) : t.rejectedSubject(mail.placeName),
    blocks: [
      ...paragraphs.map((text) => ({ kind: 'paragraph' as const, text })),
      { kind: 'action', ...action },
    ],
    signature: t.signature,
  });
}
