import type { Language } from '@venues/contracts/users';
import { VENUE_TIME_ZONE } from '@venues/contracts/clock';
import { formatDateTime } from '@venues/contracts/format';
import type { OutgoingMail } from '../mail-outbox-repository';
import { composeMail } from './layout';

const TEXTS = {
  en: {
    subject: 'Your data is ready to download',
    greeting: (name: string | null) => (name ? `Hello ${name.split(' ')[0]},` : 'Hello,'),
    body: 'You asked for a copy of the data we hold about your account. It is ready: a JSON file with your account, your requests to manage venues, your roles, your notification settings, your billing details, what you did on your venues and the replies you wrote.',
    until: (when: string) =>
      `The link works until ${when}; after that the file is deleted and you can ask for a new one from your profile.`,
    action: 'Download my data',
    signature: 'The Venues team',
  },
  it: {
    subject: 'I tuoi dati sono pronti da scaricare',
    greeting: (name: string | null) => (name ? `Ciao ${name.split(' ')[0]},` : 'Ciao,'),
    body: 'Hai chiesto una copia dei dati che conserviamo sul tuo account. È pronta: un file JSON con il tuo account, le tue richieste di gestione dei locali, i tuoi ruoli, le impostazioni delle notifiche, i dati di fatturazione, ciò che hai fatto nei tuoi locali e le risposte che hai scritto.',
    until: (when: string) =>
      `Il link funziona fino al ${when}; dopo il file viene cancellato e puoi chiederne uno nuovo dal tuo profilo.`,
    action: 'Scarica i miei dati',
    signature: 'Il team di Venues',
  },
} as const;

/** The mail that brings a person the link of their data export, in their language. */
export function dataExportReadyMail(mail: {
  language: Language;
  to: string;
  name: string | null;
  url: string;
  expiresAt: Date;
}): OutgoingMail {
  const t = TEXTS[mail.language];
  const when = formatDateTime(mail.expiresAt, mail.language, { timeZone: VENUE_TIME_ZONE });
  return composeMail({
    language: mail.language,
    to: mail.to,
    subject: t.subject,
    blocks: [
      { kind: 'paragraph', text: t.greeting(mail.name) },
      { kind: 'paragraph', text: t.body },
      { kind: 'action', label: t.action, url: mail.url },
      { kind: 'paragraph', text: t.until(when) },
    ],
    signature: t.signature,
  });
}
