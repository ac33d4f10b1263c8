import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { VerifyEmailSignedOut } from '@/features/auth/components/verify-email-signed-out';

/** /verify-email without a session: a link's code is applied before sign-in; anything else signs in first. */
export function VerifyEmailSignedOutRoute() {
  const [params] = useSearchParams();
  const oobCode = params.get('mode') === 'verifyEmail' ? params.get('oobCode') : null;
  if (!oobCode) return <Navigate to={paths.auth.login.getHref()} replace />;
  return <VerifyEmailSignedOut oobCode={oobCode} />;
}
