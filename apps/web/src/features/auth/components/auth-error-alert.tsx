import { lazy, Suspense } from 'react';
import type { AuthErrorKey } from '../utils/auth-error';

// The catalogue of error texts (both languages) loads when an error first shows.
const AuthErrorMessage = lazy(() =>
  import('./auth-error-message').then((m) => ({ default: m.AuthErrorMessage })),
);

export function AuthErrorAlert({ errorKey }: { errorKey: AuthErrorKey | 'verifyEmail.not-yet' | null }) {
  if (!errorKey) return null;
  return (
    <Suspense fallback={null}>
      <AuthErrorMessage errorKey={errorKey} />
    </Suspense>
  );
}
