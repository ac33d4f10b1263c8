import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ID_TOKEN_STORAGE_KEY, loadFirebase } from '@/lib/firebase-loader';
import { EMAIL_FOR_SIGN_IN_KEY, readEmailLinkParams } from '../utils/email-link';

// One attempt per code, whatever remounts happen meanwhile: a code can be redeemed only once.
const attempts = new Map<string, Promise<void>>();

async function completeSignIn(email: string): Promise<void> {
  const { auth, signInWithEmailLink } = await loadFirebase();
  const credential = await signInWithEmailLink(auth, email, window.location.href);
  localStorage.setItem(ID_TOKEN_STORAGE_KEY, await credential.user.getIdToken());
  localStorage.removeItem(EMAIL_FOR_SIGN_IN_KEY);
}

/** Completes an email-link sign-in when the URL carries `email` and `oobCode`; otherwise renders its children. */
export function EmailLinkSignIn({ children, fallbackLabel }: { children: ReactNode; fallbackLabel: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const params = readEmailLinkParams(location.search);
  const [settledCode, setSettledCode] = useState<string | null>(null);

  const oobCode = params?.oobCode ?? null;
  const email = params?.email ?? null;
  useEffect(() => {
    if (!oobCode || !email) return;
    let active = true;
    const attempt = attempts.get(oobCode) ?? completeSignIn(email);
    attempts.set(oobCode, attempt);
    attempt.then(
      () => active && void navigate(paths.dashboard.root.getHref(), { replace: true }),
      // A failed link is not an error on screen: the user simply lands on the page without being signed in.
      () => active && setSettledCode(oobCode),
    );
    return () => {
      active = false;
    };
  }, [oobCode, email, navigate]);

  if (oobCode && settledCode !== oobCode) return <PageSpinner label={fallbackLabel} />;
  return children;
}
