/*
 * The capture page's constants and texts, free of the schema library: the guest's page imports them
 * without paying for zod. The schemas in capture.ts are built on them.
 */

/** The consent text the guest agrees to; the review stores this version with the answer. */
export const CONSENT_VERSION = 1;
export const consentTexts = {
  en: 'I agree that {venue} may see my video, my name and my ratings, and use them in its own communications. I can withdraw this at any time with the private link I receive.',
  it: 'Acconsento a che {venue} veda il mio video, il mio nome e le mie valutazioni, e li usi nella propria comunicazione. Posso ritirare il consenso in qualsiasi momento con il link privato che ricevo.',
} as const;

export const CAPTURE_TITLE_MAX = 80;
export const CAPTURE_DESCRIPTION_MAX = 1000;
export const CAPTURE_NAME_MAX = 40;
export const CAPTURE_MAX_SECONDS = 60;
/** The server refuses videos shorter than 1 s or longer than this (some slack over the 60 s recorder). */
export const CAPTURE_MIN_SECONDS = 1;
export const CAPTURE_PROBE_MAX_SECONDS = 65;
