import type {
  CAPTURE_DESCRIPTION_MAX as CONTRACT_DESCRIPTION_MAX,
  CAPTURE_MAX_SECONDS as CONTRACT_MAX_SECONDS,
  CAPTURE_MIN_SECONDS as CONTRACT_MIN_SECONDS,
  CAPTURE_NAME_MAX as CONTRACT_NAME_MAX,
  CAPTURE_TITLE_MAX as CONTRACT_TITLE_MAX,
  CONSENT_VERSION as CONTRACT_CONSENT_VERSION,
  consentTexts as contractConsentTexts,
} from '@venues/contracts/capture';

/*
 * The contracts' module builds full-zod schemas at import time (~25 KB gzip on a page with a 120 KB budget),
 * so only its types come in. Each constant is typed as the contract's literal: the build fails if one drifts.
 */
export const CAPTURE_TITLE_MAX: typeof CONTRACT_TITLE_MAX = 80;
export const CAPTURE_DESCRIPTION_MAX: typeof CONTRACT_DESCRIPTION_MAX = 1000;
export const CAPTURE_NAME_MAX: typeof CONTRACT_NAME_MAX = 40;
export const CAPTURE_MAX_SECONDS: typeof CONTRACT_MAX_SECONDS = 60;
export const CAPTURE_MIN_SECONDS: typeof CONTRACT_MIN_SECONDS = 1;
export const CONSENT_VERSION: typeof CONTRACT_CONSENT_VERSION = 1;
export const consentTexts: typeof contractConsentTexts = {
  en: 'I agree that {venue} may see my video, my name and my ratings, and use them in its own communications. I can withdraw this at any time with the private link I receive.',
  it: 'Acconsento a che {venue} veda il mio video, il mio nome e le mie valutazioni, e li usi nella propria comunicazione. Posso ritirare il consenso in qualsiasi momento con il link privato che ricevo.',
};

export type {
  CaptureCode,
  CaptureFailure,
  CaptureReviewBody,
  CaptureStatus,
  CapturedReview,
} from '@venues/contracts/capture';
