/*
 * The capture page's constants and texts, free of the schema library: the guest's page imports them
 * without paying for zod. The schemas in capture.ts are built on them.
 */

/**
 * The version of the consent texts the form shows; the review stores it with the answers. Version 1 had
 * the required box only, and its reviews stay private for ever. Version 2 adds the optional public box.
 */
export const CONSENT_VERSION = 2;
/** The first version that asks about public display. */
export const PUBLIC_CONSENT_SINCE = 2;

/** The required box: the venue may see the review and use it in its own communications. */
export const consentTexts = {
  en: 'I agree that {venue} may see my video, my name and my ratings, and use them in its own communications. I can withdraw this at any time with the private link I receive.',
  it: 'Acconsento a che {venue} veda il mio video, il mio nome e le mie valutazioni, e li usi nella propria comunicazione. Posso ritirare il consenso in qualsiasi momento con il link privato che ricevo.',
} as const;

/** The optional box, unticked until the guest ticks it: the review may be shown in public. */
export const publicConsentTexts = {
  en: 'Show my video review publicly: {venue} may show it on its review page, on its website and in shared links, with my first name and initial.',
  it: "Mostra pubblicamente la mia videorecensione: {venue} può mostrarla nella sua pagina delle recensioni, sul suo sito e nei link condivisi, con il mio nome e l'iniziale del cognome.",
} as const;

export const CAPTURE_TITLE_MAX = 80;
export const CAPTURE_DESCRIPTION_MAX = 1000;
export const CAPTURE_NAME_MAX = 40;
export const CAPTURE_MAX_SECONDS = 60;
/** The server refuses videos shorter than 1 s or longer than this (some slack over the 60 s recorder). */
export const CAPTURE_MIN_SECONDS = 1;
export const CAPTURE_PROBE_MAX_SECONDS = 65;

/** A guest may send one review of a venue in any span of this length (a failed upload does not count). */
export const CAPTURE_DAILY_LIMIT_MS = 24 * 60 * 60 * 1000;

/**
 * An upload not finished within this is given up: the server removes it and fails its review
 * ('upload-expired'), and the guest's page no longer offers to resume it.
 */
export const CAPTURE_UPLOAD_KEPT_MS = 24 * 60 * 60 * 1000;
