import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiRequestError } from '@/lib/api-error';

/** The profile's fields, named as the claim's contract spells them on the wire. */
export const PROFILE_FIELDS = [
  'companyName',
  'vat',
  'phone_number',
  'pec',
  'address',
  'sdi',
  'role',
  'ownership_confirmed',
] as const;

const REFUSALS = {
  'claims/already-verified': 'already-verified',
  'claims/duplicate': 'duplicate',
  'places/not-found': 'not-found',
  'claims/email-not-verified': 'email-not-verified',
} as const;

/** The sentence for a refused submission, naming the places the API pointed at when it did. */
export function useRefusalMessage() {
  const { t } = useTranslation(['onboarding', 'common']);
  return useCallback(
    (error: ApiRequestError, placeName: (id: string) => string | undefined): string => {
      const key = REFUSALS[error.code as keyof typeof REFUSALS] as
        (typeof REFUSALS)[keyof typeof REFUSALS] | undefined;
      if (!key) return t('common:errors.generic');
      const places = (error.fields?.place_ids ?? []).map((id) => placeName(id) ?? id).join(', ');
      return t(`onboarding:errors.${key}`, { places });
    },
    [t],
  );
}
