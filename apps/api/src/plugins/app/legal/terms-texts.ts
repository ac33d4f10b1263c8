import type { Language } from '@venues/contracts/users';
import type { Controller, LegalSection } from './privacy-texts';

/** The words of the venues' terms of use, in Italian and English. */
export type TermsTexts = {
  title: string;
  description: string;
  intro: (controller: Controller) => string;
  sections: (controller: Controller) => LegalSection[];
  privacyLink: string;
  otherLanguage: { lang: Language; label: string };
};

export const TERMS_TEXTS: Record<Language, TermsTexts> = {
  en: {
    title: 'Terms for venues',
    description: 'The rules a venue accepts when it collects its guests’ video reviews with this product.',
    intro: (c) =>
      `These terms bind ${c.name} and every venue that uses this product. They are short on purpose: the rules below protect your guests and the trust in your reviews.`,
    sections: (c) => [
      {
        title: 'Every guest may review, and every review is published',
        paragraphs: [
          'You may not choose who is asked for a review, nor which reviews appear. Put the QR code where every guest can see it, not only in front of those who seem happy.',
        ],
        items: [
          'A review is published as soon as its video is processed. You can neither delete, hide nor edit one.',
          'You may report a review to us if it is offensive, spam or not about your venue. Only we hide a review, and we keep the reason.',
          'You may answer any review with one public reply, which you can edit.',
        ],
      },
      {
        title: 'Nothing in exchange for a review',
        paragraphs: [
          'You may not offer a discount, a gift or any other advantage for a review, a rating or a post, nor promise one on your printed material. Missions reward visits, never reviews: the review page shows no mission, and a mission page never asks for a review.',
        ],
      },
      {
        title: 'Your guests’ consent',
        paragraphs: [
          'Guests agree that your venue may see their review and use it in your own communications; public display is a separate choice that they can take back. Use a review only as its guest agreed, and stop using it once they withdraw it.',
        ],
      },
      {
        title: 'Your account and your plan',
        paragraphs: [
          'You claim a venue with your company’s true details, and you keep your team’s access up to date. A paid plan renews each period until it is cancelled; cancelling keeps it until the end of the period already paid.',
          `Questions: ${c.email}.`,
        ],
      },
    ],
    privacyLink: 'Privacy notice',
    otherLanguage: { lang: 'it', label: 'Italiano' },
  },
  it: {
    title: 'Condizioni per i locali',
    description:
      'Le regole che un locale accetta quando raccoglie con questo servizio le videorecensioni dei propri ospiti.',
    intro: (c) =>
      `Queste condizioni valgono tra ${c.name} e ogni locale che usa il servizio. Sono brevi apposta: le regole che seguono tutelano i tuoi ospiti e la fiducia nelle tue recensioni.`,
    sections: (c) => [
      {
        title: 'Ogni ospite può recensire, e ogni recensione viene pubblicata',
        paragraphs: [
          'Non puoi scegliere a chi chiedere una recensione, né quali recensioni mostrare. Metti il QR code dove ogni ospite può vederlo, non solo davanti a chi sembra soddisfatto.',
        ],
        items: [
          'Una recensione viene pubblicata appena il suo video è elaborato. Non puoi cancellarla, nasconderla né modificarla.',
          'Puoi segnalarci una recensione offensiva, di spam o che non riguarda il tuo locale. Solo noi possiamo nasconderla, e ne annotiamo il motivo.',
          'Puoi rispondere a ogni recensione con una risposta pubblica, che puoi modificare.',
        ],
      },
      {
        title: 'Niente in cambio di una recensione',
        paragraphs: [
          'Non puoi offrire sconti, omaggi o altri vantaggi in cambio di una recensione, di un voto o di un post, né prometterli sul materiale stampato. Le missioni premiano le visite, mai le recensioni: la pagina della recensione non mostra missioni e la pagina di una missione non chiede mai una recensione.',
        ],
      },
      {
        title: 'Il consenso dei tuoi ospiti',
        paragraphs: [
          'Gli ospiti acconsentono a che il tuo locale veda la loro recensione e la usi nella propria comunicazione; la pubblicazione è una scelta a parte, che possono revocare. Usa una recensione solo come l’ospite ha acconsentito, e smetti di usarla quando la ritira.',
        ],
      },
      {
        title: 'Il tuo account e il tuo piano',
        paragraphs: [
          'Richiedi la gestione di un locale con i dati veri della tua azienda e tieni aggiornati gli accessi del tuo team. Un piano a pagamento si rinnova a ogni periodo finché non lo disdici; la disdetta lo mantiene fino alla fine del periodo già pagato.',
          `Domande: ${c.email}.`,
        ],
      },
    ],
    privacyLink: 'Informativa sulla privacy',
    otherLanguage: { lang: 'en', label: 'English' },
  },
};
