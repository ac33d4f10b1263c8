import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import type { AuthErrorKey } from '../utils/auth-error';
import '../error-texts';

/** A code the catalogue has no text for reads as the generic message. */
export function AuthErrorMessage({ errorKey }: { errorKey: AuthErrorKey | 'verifyEmail.not-yet' }) {
  const { t } = useTranslation('errors');
  return <Alert tone="error">{t([errorKey, 'generic'] as const)}</Alert>;
}
