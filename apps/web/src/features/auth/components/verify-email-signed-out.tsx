import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useApplyVerifyCode } from '../hooks/use-apply-verify-code';
import { AuthCard } from './auth-card';
import { AuthErrorAlert } from './auth-error-alert';
import '../texts';

/**
 * A confirmation link opened while signed out (another browser, an expired session): the code needs no
 * session, so it is applied first; then the user is asked to sign in, and told why.
 */
export function VerifyEmailSignedOut({ oobCode }: { oobCode: string }) {
  const { t } = useTranslation('auth');
  const applied = useApplyVerifyCode(oobCode);
  return (
    <AuthCard title={t('verify.title')}>
      {applied.status === 'applying' && <Alert tone="info">{t('verify.applying')}</Alert>}
      {applied.status === 'verified' && (
        <Alert tone="success">
          {t('verify.verified')} {t('verify.signInNext')}
        </Alert>
      )}
      {applied.status === 'failed' && (
        <>
          <AuthErrorAlert errorKey={applied.errorKey} />
          <p className="text-sm text-slate-600">{t('verify.signInToResend')}</p>
        </>
      )}
      {applied.status !== 'applying' && (
        <Link to={paths.auth.login.getHref()} className={buttonClasses('primary')}>
          {t('login.submit')}
        </Link>
      )}
    </AuthCard>
  );
}
