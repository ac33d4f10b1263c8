import { INVITATION_TTL_DAYS, type VenueRole } from '@venues/contracts/team-rules';
import type { Language } from '@venues/contracts/users';
import type { OutgoingMail } from '../mail-outbox-repository';
import { composeMail, type MailBlock } from './layout';

type Addressee = { language: Language; to: string; name: string | null };

const ROLE_NAMES: Record<Language, Record<VenueRole, string>> = {
  en: { owner: 'owner', manager: 'manager', team: 'team member' },
  it: { owner: 'titolare', manager: 'responsabile', team: 'membro del team' },
};

const TEXTS = {
  en: {
    greeting: (name: string | null) => (name ? `Hello ${name.split(' ')[0]},` : 'Hello,'),
    signature: 'The Venues team',
    invitationSubject: (place: string) => `You are invited to join ${place} on Venues`,
    invitationBody: (inviter: string, place: string, role: string) =>
      `${inviter} invites you to join the team of ${place} as ${role}.`,
    invitationHow: (email: string) =>
      `Sign in or register with this address, ${email}, and verify it; then accept the invitation.`,
    invitationValid: (days: number) =>
      `The link works once, for ${days} days. If you did not expect this invitation, ignore this mail.`,
    invitationAction: 'Accept the invitation',
    someone: 'Someone on the team',
    requestSubject: (place: string) => `Someone asks to join ${place}`,
    requestBody: (asker: string, place: string) => `${asker} asks for access to ${place}.`,
    requestMessage: 'Their message',
    requestNext: 'Accept them with a role, or decline, from the Team tab.',
    requestAction: 'Open the Team tab',
    acceptedSubject: (place: string) => `You can now use ${place}`,
    acceptedBody: (place: string, role: string) => `Your request was accepted: you join ${place} as ${role}.`,
    acceptedAction: 'Open your dashboard',
    declinedSubject: (place: string) => `Your request for ${place} was declined`,
    declinedBody: (place: string) =>
      `Your request for access to ${place} was declined. If you think this is a mistake, ask the venue directly.`,
    removedSubject: (place: string) => `Our staff removed a person from ${place}`,
    removedBody: (person: string, place: string) =>
      `Our staff removed ${person} from the team of ${place}. Their access ended at once.`,
    reasonLabel: 'Reason',
    removedHelp: (support: string) => `Questions? Write to ${support}.`,
  },
  it: {
    greeting: (name: string | null) => (name ? `Ciao ${name.split(' ')[0]},` : 'Ciao,'),
    signature: 'Il team di Venues',
    invitationSubject: (place: string) => `Sei invitato a unirti a ${place} su Venues`,
    invitationBody: (inviter: string, place: string, role: string) =>
      `${inviter} ti invita a unirti al team di ${place} come ${role}.`,
    invitationHow: (email: string) =>
      `Accedi o registrati con questo indirizzo, ${email}, e verificalo; poi accetta l'invito.`,
    invitationValid: (days: number) =>
      `Il link funziona una sola volta, per ${days} giorni. Se non aspettavi questo invito, ignora questa email.`,
    invitationAction: "Accetta l'invito",
    someone: 'Una persona del team',
    requestSubject: (place: string) => `Qualcuno chiede di unirsi a ${place}`,
    requestBody: (asker: string, place: string) => `${asker} chiede l'accesso a ${place}.`,
    requestMessage: 'Il suo messaggio',
    requestNext: 'Accettalo con un ruolo, o rifiuta, dalla scheda Team.',
    requestAction: 'Apri la scheda Team',
    acceptedSubject: (place: string) => `Ora puoi usare ${place}`,
    acceptedBody: (place: string, role: string) =>
      `La tua richiesta è stata accettata: entri in ${place} come ${role}.`,
    acceptedAction: 'Apri la dashboard',
    declinedSubject: (place: string) => `La tua richiesta per ${place} è stata rifiutata`,
    declinedBody: (place: string) =>
      `La tua richiesta di accesso a ${place} è stata rifiutata. Se pensi che sia un errore, chiedi direttamente al locale.`,
    removedSubject: (place: string) => `Il nostro staff ha rimosso una persona da ${place}`,
    removedBody: (person: string, place: string) =>
      `Il nostro staff ha rimosso ${person} dal team di ${place}. Il suo accesso è terminato subito.`,
    reasonLabel: 'Motivo',
    removedHelp: (support: string) => `Domande? Scrivi a ${support}.`,
  },
} as const;

const paragraphs = (...texts: string[]): MailBlock[] => texts.map((text) => ({ kind: 'paragraph', text }));

/** The invitation to a venue's team, with its link (valid for INVITATION_TTL_DAYS, used once). */
export function invitationMail(
  mail: Addressee & { inviter: string | null; placeName: string; role: VenueRole; url: string },
): OutgoingMail {
  const t = TEXTS[mail.language];
  return composeMail({
    language: mail.language,
    to: mail.to,
    subject: t.invitationSubject(mail.placeName),
    blocks: [
      ...paragraphs(
        t.greeting(mail.name),
        t.invitationBody(mail.inviter ?? t.someone, mail.placeName, ROLE_NAMES[mail.language][mail.role]),
        t.invitationHow(mail.to),
      ),
      { kind: 'action', label: t.invitationAction, url: mail.url },
      ...paragraphs(t.invitationValid(INVITATION_TTL_DAYS)),
    ],
    signature: t.signature,
  });
}

/** An owner learns that someone asks for access, with who they are and their message. */
export function accessRequestMail(
  mail: Addressee & { placeName: string; asker: string; message: string; teamUrl: string },
): OutgoingMail {
  const t = TEXTS[mail.language];
  return composeMail({
    language: mail.language,
    to: mail.to,
    subject: t.requestSubject(mail.placeName),
    blocks: [
      ...paragraphs(
        t.greeting(mail.name),
        t.requestBody(mail.asker, mail.placeName),
        ...(mail.message ? [`${t.requestMessage}: “${mail.message}”`] : []),
        t.requestNext,
      ),
      { kind: 'action', label: t.requestAction, url: mail.teamUrl },
    ],
    signature: t.signature,
  });
}

/** The asker learns the answer, and nothing about who gave it. */
export function accessDecisionMail(
  mail: Addressee & { placeName: string } & (
      { accepted: true; role: VenueRole; dashboardUrl: string } | { accepted: false }
    ),
): OutgoingMail {
  const t = TEXTS[mail.language];
  if (!mail.accepted)
    return composeMail({
      language: mail.language,
      to: mail.to,
      subject: t.declinedSubject(mail.placeName),
      blocks: paragraphs(t.greeting(mail.name), t.declinedBody(mail.placeName)),
      signature: t.signature,
    });
  return composeMail({
    language: mail.language,
    to: mail.to,
    subject: t.acceptedSubject(mail.placeName),
    blocks: [
      ...paragraphs(
        t.greeting(mail.name),
        t.acceptedBody(mail.placeName, ROLE_NAMES[mail.language][mail.role]),
      ),
      { kind: 'action', label: t.acceptedAction, url: mail.dashboardUrl },
    ],
    signature: t.signature,
  });
}

/** Each owner learns that staff removed a person from the venue, and why. */
export function staffRemovalMail(
  mail: Addressee & { placeName: string; person: string; reason: string; supportEmail: string },
): OutgoingMail {
  const t = TEXTS[mail.language];
  return composeMail({
    language: mail.language,
    to: mail.to,
    subject: t.removedSubject(mail.placeName),
    blocks: paragraphs(
      t.greeting(mail.name),
      t.removedBody(mail.person, mail.placeName),
      `${t.reasonLabel}: ${mail.reason}`,
      t.removedHelp(mail.supportEmail),
    ),
    signature: t.signature,
  });
}
