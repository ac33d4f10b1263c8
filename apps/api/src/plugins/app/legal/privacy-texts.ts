import type { RetentionKind, RetentionPeriod } from '@venues/contracts/retention-rules';
import type { Language } from '@venues/contracts/users';

/*
 * The words of the privacy notice, in Italian and English. The periods are not written here: the page
 * prints each one from the retention table that the jobs enforce.
 */

/** A titled part of a page: paragraphs, then an optional list. */
export type LegalSection = { title: string; paragraphs: string[]; items?: string[] };

export type Controller = { name: string; address: string; email: string };

export type PrivacyTexts = {
  title: string;
  description: string;
  intro: (controller: Controller) => string;
  sections: (controller: Controller) => LegalSection[];
  retentionTitle: string;
  retentionIntro: string;
  retention: Record<RetentionKind, string>;
  period: (period: RetentionPeriod) => string;
  /** What is kept until an action of the person, not for a period. */
  keptUntil: string[];
  termsLink: string;
  otherLanguage: { lang: Language; label: string };
  updated: string;
};

const EN_UNITS = { hour: ['hour', 'hours'], day: ['day', 'days'], month: ['month', 'months'] } as const;
const IT_UNITS = { hour: ['ora', 'ore'], day: ['giorno', 'giorni'], month: ['mese', 'mesi'] } as const;

export const PRIVACY_TEXTS: Record<Language, PrivacyTexts> = {
  en: {
    title: 'Privacy notice',
    description:
      'Who holds the data that guests and venues give to this product, why, for how long, and how to ask about it.',
    intro: (c) =>
      `${c.name} runs this product, which lets restaurants collect video reviews from their guests. We are the controller of the data it holds. This notice says what we collect, why, for how long, and how you can use your rights.`,
    sections: (c) => [
      {
        title: 'Who we are',
        paragraphs: [`${c.name}, ${c.address}.`, `For anything about your data, write to ${c.email}.`],
      },
      {
        title: 'What we collect from guests',
        paragraphs: [
          'A guest needs no account: the page opens an anonymous identity on your device, which lets the venue tell a new guest from a returning one and keeps to one review a day.',
        ],
        items: [
          'On the review page (the QR code on your table): your video, with your face and voice; the first name and initial you type; your ratings, title and words; the table; and your answers to the consent boxes, with the version of their text, its language and the time.',
          'On a mission page: the pass you take, when you take it, and when the venue redeems it, with the bill the staff enter.',
          'A review you publish counts as a visit to the venue, with the venue’s average ticket as its spend.',
        ],
      },
      {
        title: 'What we collect from venue teams',
        paragraphs: [],
        items: [
          'Your account: email, name, language. Your password is held by Firebase Authentication, not by us.',
          'A claim of a venue: the company’s name, VAT number, address, phone, certified email (PEC) and SDI code, and our decision on it.',
          'Your role on each venue’s team, your notification settings, the replies you write and what you do in the venue’s activity log.',
          'Billing: the customer number, the plan and its dates. Card data goes to Stripe and never reaches us.',
        ],
      },
      {
        title: 'What we collect from our own staff',
        paragraphs: [
          'Their account, and the decisions they take with the reason they give: approving a claim, hiding a review or a reply, removing a person from a team.',
        ],
      },
      {
        title: 'Why, and on which legal basis',
        paragraphs: [],
        items: [
          'Your consent (GDPR art. 6(1)(a)) for a review, which the venue sees and uses in its own communications, and, separately, for its public display. You can withdraw either at any time.',
          'The contract with a venue (art. 6(1)(b)) for its team’s accounts, its claim, its plan and its billing.',
          'Our legitimate interest (art. 6(1)(f)) in keeping the service secure: request logs without emails, tokens or full IP addresses, and limits against abuse.',
        ],
      },
      {
        title: 'Who processes data for us',
        paragraphs: ['These providers process data on our behalf, under a data processing agreement:'],
        items: [
          'Firebase Authentication (Google): sign-in, including the anonymous identity of guests.',
          'Stripe: payments for venues’ plans.',
          'Object storage: the review videos and their pictures.',
          'The mail provider: the mails we send to venue teams.',
        ],
      },
      {
        title: 'Your rights, and how to use them here',
        paragraphs: [
          'You may ask to see your data and to have a copy of it, to correct it, to erase it, to restrict or object to its use, and to withdraw a consent. You may also complain to the Garante per la protezione dei dati personali (garanteprivacy.it).',
        ],
        items: [
          'Guests: the private link on the thank-you page shows what we hold about you (every review with its consent, your passes and visits), withdraws a review with its video, stops its public display, or erases everything: reviews, videos and passes are deleted, and your visits stay for the venues’ counts with nothing left that leads to you. If you lost it, write to us with the review’s id or your pass code and we will find, export or erase your data; we record who did it and why.',
          'Venue teams: in the dashboard, Profile → Your data downloads a copy of your data and deletes your account. You can also write to us from your account’s email.',
          `Everyone: write to ${c.email}. We answer within one month.`,
        ],
      },
    ],
    retentionTitle: 'How long we keep it',
    retentionIntro: 'Each kind of data is deleted by a scheduled task once its period ends:',
    retention: {
      unfinishedUploads: 'A video whose upload never finished',
      failedReviews: 'A review whose video could not be processed, so that its guest can read why',
      withdrawnMedia: 'The video of a review that its guest withdraws or that we hide for abuse',
      webhookLog: 'The log of what was sent to a venue’s webhooks',
      mailOutbox: 'The copy of each mail we send',
      finishedJobs: 'The record of finished background tasks',
      activityLog: 'A venue’s activity log',
      sessionMarks:
        'The record that ends a person’s sessions after a password change, an account deletion or a block',
      dataExports: 'The copy of your data that you asked to download, and its link',
      deletedAccounts:
        'The account of a venue person who deletes it; the venue’s activity log keeps what they did without their name, and a plan they paid for a venue that keeps its team runs to the end of the paid period under the payment provider’s customer number alone',
    },
    period: ({ amount, unit }) =>
      amount === 0 ? 'deleted at once' : `${amount} ${EN_UNITS[unit][amount === 1 ? 0 : 1]}`,
    keptUntil: [
      'A review stays until its guest withdraws it, or until we hide it for abuse.',
      'A venue team’s account stays until it is deleted.',
    ],
    termsLink: 'Terms for venues',
    otherLanguage: { lang: 'it', label: 'Italiano' },
    updated: 'This notice is generated from the rules the product enforces.',
  },
  it: {
    title: 'Informativa sulla privacy',
    description:
      'Chi tratta i dati che ospiti e locali affidano a questo servizio, perché, per quanto tempo e come chiedere informazioni.',
    intro: (c) =>
      `${c.name} gestisce questo servizio, con cui i ristoranti raccolgono le videorecensioni dei propri ospiti, ed è titolare del trattamento dei dati che contiene. Qui spieghiamo quali dati raccogliamo, perché, per quanto tempo e come puoi esercitare i tuoi diritti.`,
    sections: (c) => [
      {
        title: 'Chi siamo',
        paragraphs: [`${c.name}, ${c.address}.`, `Per qualsiasi domanda sui tuoi dati scrivi a ${c.email}.`],
      },
      {
        title: 'Quali dati raccogliamo dagli ospiti',
        paragraphs: [
          'Agli ospiti non serve un account: la pagina crea sul tuo dispositivo un’identità anonima, che permette al locale di distinguere chi torna da chi viene per la prima volta e limita le recensioni a una al giorno.',
        ],
        items: [
          'Nella pagina della recensione (il QR code sul tavolo): il tuo video, con il tuo volto e la tua voce; il nome e l’iniziale che scrivi; i voti, il titolo e il testo; il tavolo; le risposte alle caselle del consenso, con la versione del testo, la lingua e l’ora.',
          'Nella pagina di una missione: il pass che ritiri, quando lo ritiri e quando il locale lo convalida, con l’importo del conto inserito dal personale.',
          'Una recensione pubblicata vale come visita al locale, con lo scontrino medio del locale come spesa.',
        ],
      },
      {
        title: 'Quali dati raccogliamo dai team dei locali',
        paragraphs: [],
        items: [
          'Il tuo account: email, nome, lingua. La password è custodita da Firebase Authentication, non da noi.',
          'La richiesta di gestione di un locale: ragione sociale, partita IVA, indirizzo, telefono, PEC e codice SDI dell’azienda, e la nostra decisione.',
          'Il tuo ruolo nel team di ogni locale, le impostazioni delle notifiche, le risposte che scrivi e ciò che fai nel registro attività del locale.',
          'Fatturazione: il codice cliente, il piano e le sue date. I dati della carta vanno a Stripe e non arrivano mai a noi.',
        ],
      },
      {
        title: 'Quali dati raccogliamo dal nostro personale',
        paragraphs: [
          'Il suo account e le decisioni che prende, con il motivo indicato: l’approvazione di una richiesta, una recensione o una risposta nascosta, una persona rimossa da un team.',
        ],
      },
      {
        title: 'Perché, e su quale base giuridica',
        paragraphs: [],
        items: [
          'Il tuo consenso (GDPR, art. 6, par. 1, lett. a) per la recensione, che il locale vede e usa nella propria comunicazione, e, a parte, per la sua pubblicazione. Puoi ritirare l’uno e l’altro in qualsiasi momento.',
          'Il contratto con il locale (lett. b) per gli account del suo team, la richiesta di gestione, il piano e la fatturazione.',
          'Il nostro legittimo interesse (lett. f) alla sicurezza del servizio: registri delle richieste senza email, token o indirizzi IP completi, e limiti contro gli abusi.',
        ],
      },
      {
        title: 'Chi tratta i dati per nostro conto',
        paragraphs: ['Questi fornitori trattano i dati per nostro conto, come responsabili del trattamento:'],
        items: [
          'Firebase Authentication (Google): l’accesso, compresa l’identità anonima degli ospiti.',
          'Stripe: i pagamenti dei piani dei locali.',
          'L’archivio dei file: i video delle recensioni e le loro immagini.',
          'Il servizio di posta: le email che inviamo ai team dei locali.',
        ],
      },
      {
        title: 'I tuoi diritti, e come esercitarli qui',
        paragraphs: [
          'Puoi chiedere di vedere i tuoi dati e averne una copia, di correggerli, di cancellarli, di limitarne l’uso o di opporti, e di ritirare un consenso. Puoi anche presentare reclamo al Garante per la protezione dei dati personali (garanteprivacy.it).',
        ],
        items: [
          'Ospiti: il link privato della pagina di ringraziamento mostra ciò che conserviamo su di te (ogni recensione con il suo consenso, i pass e le visite), ritira una recensione con il suo video, ne interrompe la pubblicazione o cancella tutto: recensioni, video e pass vengono eliminati, e le visite restano nei conteggi dei locali senza più nulla che porti a te. Se l’hai perso, scrivici indicando il codice della recensione o del pass: troveremo, esporteremo o cancelleremo i tuoi dati, annotando chi l’ha fatto e perché.',
          'Team dei locali: nella dashboard, Profilo → I tuoi dati scarica una copia dei tuoi dati ed elimina il tuo account. Puoi anche scriverci dall’email del tuo account.',
          `Tutti: scrivi a ${c.email}. Rispondiamo entro un mese.`,
        ],
      },
    ],
    retentionTitle: 'Per quanto tempo li conserviamo',
    retentionIntro:
      'Ogni tipo di dato viene cancellato da un’attività programmata allo scadere del suo periodo:',
    retention: {
      unfinishedUploads: 'Un video il cui caricamento non si è mai concluso',
      failedReviews:
        'Una recensione il cui video non è stato elaborato, perché l’ospite possa leggerne il motivo',
      withdrawnMedia: 'Il video di una recensione ritirata dall’ospite o nascosta da noi per abuso',
      webhookLog: 'Il registro di ciò che è stato inviato ai webhook di un locale',
      mailOutbox: 'La copia di ogni email che inviamo',
      finishedJobs: 'Il registro delle attività in background concluse',
      activityLog: 'Il registro attività di un locale',
      sessionMarks:
        'L’annotazione che chiude le sessioni di una persona dopo il cambio della password, la cancellazione dell’account o un blocco',
      dataExports: 'La copia dei tuoi dati che hai chiesto di scaricare, con il suo link',
      deletedAccounts:
        'L’account di chi lavora in un locale e lo cancella; il registro attività del locale conserva ciò che ha fatto, senza il suo nome, e il piano che ha pagato per un locale in cui resta il team dura fino alla fine del periodo pagato, legato solo al numero cliente del fornitore dei pagamenti',
    },
    period: ({ amount, unit }) =>
      amount === 0 ? 'cancellato subito' : `${amount} ${IT_UNITS[unit][amount === 1 ? 0 : 1]}`,
    keptUntil: [
      'Una recensione resta finché l’ospite non la ritira o finché non la nascondiamo per abuso.',
      'L’account di chi lavora in un locale resta finché non viene cancellato.',
    ],
    termsLink: 'Condizioni per i locali',
    otherLanguage: { lang: 'en', label: 'English' },
    updated: 'Questa informativa è generata dalle regole che il servizio applica.',
  },
};
