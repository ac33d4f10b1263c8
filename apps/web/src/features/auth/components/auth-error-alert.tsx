import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import type { authErrorKey } from '../utils/auth-error';

export function AuthErrorAlert({ errorKey }: { errorKey: ReturnType<typeof authErrorKey> | 'verifyEmail.not-yet' | null }) {
  const { t } = useTranslation('errors');
  if (!errorKey) return null;
  return <Alert tone="error">{t(errorKey)}</Alert>;
}
