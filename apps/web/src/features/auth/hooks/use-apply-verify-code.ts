import { applyActionCode } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { auth } from '@/lib/firebase';
import { authErrorKey, type AuthErrorKey } from '../utils/auth-error';

type ApplyState = { status: 'idle' | 'applying' | 'verified' } | { status: 'failed'; errorKey: AuthErrorKey };

// A code works once; remounts (StrictMode, navigation back) must reuse the first attempt, not spend it again.
const attempts = new Map<string, Promise<void>>();

export function useApplyVerifyCode(oobCode: string | null): ApplyState {
  const [state, setState] = useState<ApplyState>({ status: oobCode ? 'applying' : 'idle' });
  useEffect(() => {
    if (!oobCode) return;
    let active = true;
    const attempt = attempts.get(oobCode) ?? applyActionCode(auth, oobCode);
    attempts.set(oobCode, attempt);
    attempt.then(
      () => active && setState({ status: 'verified' }),
      (error: unknown) => active && setState({ status: 'failed', errorKey: authErrorKey(error) }),
    );
    return () => {
      active = false;
    };
  }, [oobCode]);
  return state;
}
