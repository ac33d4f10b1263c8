import { parseValidationMessage } from '@venues/contracts/validation-messages';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RequiredMark, TextField } from '@/components/ui/text-field';
import { useI18n } from '../i18n/i18n';
import { CAPTURE_DESCRIPTION_MAX, consentTexts, publicConsentTexts } from '@venues/contracts/capture-rules';
import {
  aspects,
  emptyReviewForm,
  fieldOrder,
  validateReview,
  type FieldErrors,
  type ReviewField,
  type ReviewFormValues,
} from '../lib/review-form';
import { ConsentField } from './consent-field';
import { cardClasses } from './page-shell';
import { StarRating } from './star-rating';
import { TextareaField } from './textarea-field';

type ReviewFormProps = {
  venueName: string;
  pending: boolean;
  /** The server's refusals of a 400, shown next to their fields like the form's own. */
  serverErrors?: FieldErrors;
  onSubmit: (values: ReviewFormValues) => void;
};

// The element each field's error moves the focus to.
const focusTarget = (field: ReviewField) =>
  field === 'overall' || aspects.some((a) => a === field) ? `${field}-1` : field;

function useErrorText() {
  const { t } = useI18n();
  return (field: ReviewField, key: string | undefined): string | undefined => {
    if (!key) return undefined;
    const { key: name, n } = parseValidationMessage(key);
    if (field === 'consent') return t('errors.consent');
    if (name === 'maxLength') return t('errors.maxLength', { n: n ?? 0 });
    if (name === 'rating') return t('errors.rating');
    return field === 'overall' ? t('errors.ratingRequired') : t('errors.required');
  };
}

export function ReviewForm({ venueName, pending, serverErrors = {}, onSubmit }: ReviewFormProps) {
  const { t, language } = useI18n();
  const errorText = useErrorText();
  const [values, setValues] = useState(emptyReviewForm);
  const [submitted, setSubmitted] = useState(false);
  // Checked as the guest corrects the form, once they have tried to send it.
  const errors: FieldErrors = { ...serverErrors, ...(submitted ? validateReview(values) : {}) };
  const error = (field: ReviewField) => errorText(field, errors[field]);
  const set = <K extends ReviewField>(field: K, value: ReviewFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const required = <RequiredMark />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateReview(values);
    const first = fieldOrder.find((field) => found[field]);
    if (first) {
      document.getElementById(focusTarget(first))?.focus();
      return;
    }
    onSubmit(values);
  };

  const invalid = Object.values(errors).some(Boolean);
  return (
    <form noValidate onSubmit={submit} aria-labelledby="form-heading" className={cardClasses}>
      <h2 id="form-heading" className="text-lg font-semibold text-slate-900">
        {t('form.heading')}
      </h2>
      <StarRating
        name="overall"
        legend={t('form.overall')}
        required
        value={values.overall}
        onChange={(value) => set('overall', value)}
        error={error('overall')}
      />
      {aspects.map((aspect) => (
        <StarRating
          key={aspect}
          name={aspect}
          legend={t(`form.${aspect}`)}
          value={values[aspect]}
          onChange={(value) => set(aspect, value)}
          error={error(aspect)}
        />
      ))}
      <TextField
        id="title"
        label={t('form.title')}
        labelSuffix={required}
        aria-required="true"
        autoComplete="off"
        value={values.title}
        onChange={(event) => set('title', event.target.value)}
        error={error('title')}
      />
      <TextareaField
        id="description"
        label={t('form.description')}
        labelSuffix={
          // The field is not aria-required, which says it is optional; the label stays exactly 'Your review'.
          <span aria-hidden="true" className="ml-1 font-normal text-slate-600">
            {t('form.optional')}
          </span>
        }
        counter={t('form.counter', { n: values.description.length, max: CAPTURE_DESCRIPTION_MAX })}
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
        error={error('description')}
      />
      <div className="flex flex-col gap-1">
        <TextField
          id="displayName"
          label={t('form.displayName')}
          labelSuffix={required}
          aria-required="true"
          autoComplete="given-name"
          value={values.displayName}
          onChange={(event) => set('displayName', event.target.value)}
          error={error('displayName')}
        />
        <p className="text-sm text-slate-600">{t('form.displayNameHint')}</p>
      </div>
      <ConsentField
        id="consent"
        required
        text={consentTexts[language].replace('{venue}', venueName)}
        checked={values.consent}
        onChange={(checked) => set('consent', checked)}
        error={error('consent')}
      />
      <ConsentField
        id="publicConsent"
        text={publicConsentTexts[language].replace('{venue}', venueName)}
        checked={values.publicConsent}
        onChange={(checked) => set('publicConsent', checked)}
      />
      {submitted && invalid && <Alert tone="error">{t('form.invalid')}</Alert>}
      <Button type="submit" pending={pending} className="w-full min-h-12 text-base">
        {t('form.submit')}
      </Button>
    </form>
  );
}
