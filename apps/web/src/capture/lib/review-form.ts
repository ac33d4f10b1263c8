import type { Language } from '../i18n/messages';
import type { CaptureReviewBody } from '../api/create-review';
import {
  CAPTURE_DESCRIPTION_MAX,
  CAPTURE_NAME_MAX,
  CAPTURE_TITLE_MAX,
  CONSENT_VERSION,
} from '@venues/contracts/capture-rules';
import { baseMimeType } from './recorder-mime';

export const aspects = ['food', 'price', 'atmosphere', 'service'] as const;
export type Aspect = (typeof aspects)[number];

export type ReviewFormValues = {
  overall: number | null;
  food: number | null;
  price: number | null;
  atmosphere: number | null;
  service: number | null;
  title: string;
  description: string;
  displayName: string;
  consent: boolean;
  /** The optional public-display box: unticked unless the guest ticks it. */
  publicConsent: boolean;
};
export type ReviewField = keyof ReviewFormValues;
/** Message keys as the contracts' schema writes them: 'required', 'maxLength:80', 'rating'. */
export type FieldErrors = Partial<Record<ReviewField, string>>;

export const emptyReviewForm: ReviewFormValues = {
  overall: null,
  food: null,
  price: null,
  atmosphere: null,
  service: null,
  title: '',
  description: '',
  displayName: '',
  consent: false,
  publicConsent: false,
};

/** The order the fields appear in, so the first invalid one can take the focus. */
export const fieldOrder: readonly ReviewField[] = [
  'overall',
  ...aspects,
  'title',
  'description',
  'displayName',
  'consent',
  'publicConsent',
];

const isRating = (value: number) => Number.isInteger(value) && value >= 1 && value <= 5;

function requiredText(value: string, max: number): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return 'required';
  return trimmed.length > max ? `maxLength:${max}` : undefined;
}

/** The same rules as captureReviewBodySchema, so the server's 400 is the exception, not the rule. */
export function validateReview(values: ReviewFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.overall === null) errors.overall = 'required';
  else if (!isRating(values.overall)) errors.overall = 'rating';
  for (const aspect of aspects) {
    const value = values[aspect];
    if (value !== null && !isRating(value)) errors[aspect] = 'rating';
  }
  const title = requiredText(values.title, CAPTURE_TITLE_MAX);
  if (title) errors.title = title;
  if (values.description.trim().length > CAPTURE_DESCRIPTION_MAX) {
    errors.description = `maxLength:${CAPTURE_DESCRIPTION_MAX}`;
  }
  const name = requiredText(values.displayName, CAPTURE_NAME_MAX);
  if (name) errors.displayName = name;
  if (!values.consent) errors.consent = 'required';
  return errors;
}

export function toReviewBody(values: ReviewFormValues, language: Language, video: Blob): CaptureReviewBody {
  const type = baseMimeType(video.type);
  return {
    rating: {
      overall: values.overall ?? 0,
      food: values.food,
      price: values.price,
      atmosphere: values.atmosphere,
      service: values.service,
    },
    title: values.title.trim(),
    description: values.description.trim(),
    displayName: values.displayName.trim(),
    consent: { accepted: true, version: CONSENT_VERSION, language, public: values.publicConsent },
    videoBytes: video.size,
    ...(type ? { videoType: type.slice(0, 100) } : {}),
  };
}

const serverFields: Record<string, ReviewField> = {
  'rating.overall': 'overall',
  'rating.food': 'food',
  'rating.price': 'price',
  'rating.atmosphere': 'atmosphere',
  'rating.service': 'service',
  title: 'title',
  description: 'description',
  display_name: 'displayName',
  consent: 'consent',
  'consent.accepted': 'consent',
};

/** A 400's `fields` (dotted paths of the body) onto the form's fields; unknown paths are left out. */
export function fromServerFields(fields: Record<string, string[]> | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, messages] of Object.entries(fields ?? {})) {
    const field = serverFields[path];
    if (field && messages[0]) errors[field] = messages[0];
  }
  return errors;
}
