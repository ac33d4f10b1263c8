import { sendEmailVerification } from 'firebase/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { absoluteUrl, paths } from '@/config/paths';
import { auth } from '@/lib/firebase';
import { useSessionStore } from '@/stores/session-store';
import { useApplyVerifyCode } from '../hooks/use-apply-verify-code';
import { useAuthAction } from '../hooks/use-auth-action';
import { toSessionUser } from '../utils/session-user';
import { AuthCard } from './auth-card';
import { AuthErrorAlert } from './auth-error-alert';
import '../texts';

type VerifyEmailProps = {
  oobCode: string | null;
  /** Where a verified user goes next depends on their claims, which the route knows about. */
  onVerified: () => Promise<void>;
};

export function VerifyEmail({ oobCode, onVerified }: VerifyEmailProps) {
  const { t } = useTranslation('auth');
  const email = useSessionStore((state) => state.user?.email ?? '');
  const setUser = useSessionStore((state) => state.setUser);
  const applied = useApplyVerifyCode(oobCode);
  const proceed = useAuthAction();
  const resend = useAuthAction();
  const [notYet, setNotYet] = useState(false);
  const [resent, setResent] = useState(false);

  const onProceed = () =>
    proceed.run(async () => {
      const user = auth.currentUser;
      if (!user) return;
      await user.reload();
      setNotYet(!user.emailVerified);
      if (!user.emailVerified) return;
      // The old token still says email_verified=false; the API must see the new one.
      await user.getIdToken(true);
      setUser(toSessionUser(user));
      await onVerified();
    });

  const onResend = async () => {
    const user = auth.currentUser;
    if (!user) return;
    const ok = await resend.run(async () => {
      await sendEmailVerification(user, { url: absoluteUrl(paths.auth.verifyEmail.getHref()) });
      return true;
    });
    setResent(Boolean(ok));
  };

  return (
    <AuthCard title={t('verify.title')}>
      <p className="text-slate-700">{t('verify.sent', { email })}</p>
      <p className="text-sm text-slate-600">{t('verify.instructions')}</p>
      {applied.status === 'applying' && <Alert tone="info">{t('verify.applying')}</Alert>}
      {applied.status === 'verified' && <Alert tone="success">{t('verify.verified')}</Alert>}
      {applied.status === 'failed' && <AuthErrorAlert errorKey={applied.errorKey} />}
      {notYet && <AuthErrorAlert errorKey="verifyEmail.not-yet" />}
      <AuthErrorAlert errorKey={proceed.errorKey} />
      <Button
        pending={proceed.pending}
        disabled={applied.status === 'applying'}
        onClick={() => void onProceed()}
      >
        {t('verify.proceed')}
      </Button>
      <Button variant="secondary" pending={resend.pending} onClick={() => void onResend()}>
        {t('verify.resend')}
      </Button>
      <AuthErrorAlert errorKey={resend.errorKey} />
      {resent && <Alert tone="success">{t('verify.resent')}</Alert>}
    </AuthCard>
  );
}
