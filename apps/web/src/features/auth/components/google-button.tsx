import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { loadFirebase } from '@/lib/firebase-loader';
import { useAuthAction } from '../hooks/use-auth-action';
import { AuthErrorAlert } from './auth-error-alert';
import '../texts';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
      <path
        fill="#EA4335"
        d="M12 10.2v3.9h5.5c-.2 1.3-1.6 3.9-5.5 3.9-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.3 14.6 2.3 12 2.3 6.6 2.3 2.3 6.6 2.3 12s4.3 9.7 9.7 9.7c5.6 0 9.3-3.9 9.3-9.5 0-.6-.1-1.1-.2-1.6H12z"
      />
    </svg>
  );
}

/** Signing in moves the user out of the signed-out routes; the route guard does the navigation. */
export function GoogleButton() {
  const { t } = useTranslation('auth');
  const { pending, errorKey, run } = useAuthAction();
  const signIn = () =>
    run(async () => {
      // The popup's resolver loads with this button's use only.
      const [{ auth }, { browserPopupRedirectResolver, GoogleAuthProvider, signInWithPopup }] =
        await Promise.all([loadFirebase(), import('firebase/auth')]);
      return signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
    });
  return (
    <>
      <Button variant="secondary" pending={pending} onClick={() => void signIn()}>
        {!pending && <GoogleMark />}
        {t('google')}
      </Button>
      <AuthErrorAlert errorKey={errorKey} />
    </>
  );
}
