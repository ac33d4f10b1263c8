import { useCallback, useState } from 'react';
import { authErrorKey, type AuthErrorKey } from '../utils/auth-error';

/**
 * Runs one identity-provider call at a time and keeps its pending state and translated-error key,
 * so each screen only says what to do on success.
 */
export function useAuthAction() {
  const [pending, setPending] = useState(false);
  const [errorKey, setErrorKey] = useState<AuthErrorKey | null>(null);

  const run = useCallback(async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    setPending(true);
    setErrorKey(null);
    try {
      return await action();
    } catch (error) {
      setErrorKey(authErrorKey(error));
      return undefined;
    } finally {
      setPending(false);
    }
  }, []);

  return { pending, errorKey, run, clearError: useCallback(() => setErrorKey(null), []) };
}
