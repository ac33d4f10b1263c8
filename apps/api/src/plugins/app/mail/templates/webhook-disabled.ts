import type { Language } from '@venues/contracts/users';
import type { OutgoingMail } from '../mail-outbox-repository';
import { composeMail } from './layout';

const TEXTS = {
  en: {
    greeting: (name: string | null) => (name ? `Hello ${name.split(' ')[0]},` : 'Hello,'),
    subject: (place: string) => `A webhook of ${place} was turned off`,
    body: (url: string) =>
      `For three days, every delivery to ${url} has failed, so we turned this webhook off. The events of those days that could not be delivered are in its delivery log.`,
    next: 'Check that the address works and answers with a 2xx status, then turn the webhook back on and send a test event.',
    action: 'Open Integrations',
    signature: 'The Venues team',
  },
  it: {
    greeting: (name: string | null) => (name ? `Ciao ${name.split(' ')[0]},` : 'Ciao,'),
    subject: (place: string) => `Abbiamo disattivato un webhook di ${place}`,
    body: (url: string) =>
      `Da tre giorni tutti gli invii a ${url} non vanno a buon fine, quindi abbiamo disattivato questo webhook. Gli eventi non consegnati in questi giorni sono nel suo registro degli invii.`,
    next: "Controlla che l'indirizzo funzioni e risponda con uno stato 2xx, poi riattiva il webhook e invia un evento di prova.",
    action: 'Apri Integrazioni',
    signature: 'Il team di Venues',
  },
} as const;

/** The mail each owner receives when one of the venue's endpoints is turned off after failing for days. */
export function webhookDisabledMail(mail: {
  language: Language;
  to: string;
  name: string | null;
  placeName: string;
  endpointUrl: string;
  integrationsUrl: string;
}): OutgoingMail {
  const t = TEXTS[mail.language];
  return composeMail({
    language: mail.language,
    to: mail.to,
    subject: t.subject(mail.placeName),
    blocks: [
      { kind: 'paragraph', text: t.greeting(mail.name) },
      { kind: 'paragraph', text: t.body(mail.endpointUrl) },
      { kind: 'paragraph', text: t.next },
      { kind: 'action', label: t.action, url: mail.integrationsUrl },
    ],
    signature: t.signature,
  });
}
