import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/text-field';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useFieldError } from '@/hooks/use-field-error';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { loadFirebase } from '@/lib/firebase-loader';
import { useAuthAction } from '../hooks/use-auth-action';
import { authErrorKey, type AuthErrorKey } from '../utils/auth-error';
import { newPasswordSchema } from '../utils/auth-schemas';
import { AuthCard, AuthForm, AuthSubmit } from './auth-card';
import { AuthErrorAlert } from './auth-error-alert';
import '../texts';

type CodeState =
  { status: 'checking' } | { status: 'valid'; email: string } | { status: 'invalid'; errorKey: AuthErrorKey };

export function ResetPasswordForm({ oobCode }: { oobCode: string }) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const { pending, errorKey, run } = useAuthAction();
  const [code, setCode] = useState<CodeState>({ status: 'checking' });
  const [done, setDone] = useState(false);
  const form = useSchemaForm(newPasswordSchema);

  useEffect(() => {
    let active = true;
    loadFirebase()
      .then(({ auth, verifyPasswordResetCode }) => verifyPasswordResetCode(auth, oobCode))
      .then(
        (email) => active && setCode({ status: 'valid', email }),
        (error: unknown) => active && setCode({ status: 'invalid', errorKey: authErrorKey(error) }),
      );
    return () => {
      active = false;
    };
  }, [oobCode]);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    const ok = await run(async () => {
      const { auth, confirmPasswordReset } = await loadFirebase();
      await confirmPasswordReset(auth, oobCode, password);
      return true;
    });
    setDone(Boolean(ok));
  });

  const backToLogin = (
    <TextLink to={paths.auth.login.getHref()} className="self-center text-sm">
      {t('forgot.backToLogin')}
    </TextLink>
  );

  if (done) {
    return (
      <AuthCard title={t('reset.title')}>
        <Alert tone="success">{t('reset.done')}</Alert>
        {backToLogin}
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('reset.title')}
      subtitle={code.status === 'valid' ? t('reset.forEmail', { email: code.email }) : undefined}
    >
      {code.status === 'invalid' && <AuthErrorAlert errorKey={code.errorKey} />}
      {code.status !== 'invalid' && (
        <AuthForm onSubmit={onSubmit}>
          <TextField
            label={t('reset.newPassword')}
            type="password"
            autoComplete="new-password"
            error={fieldError(form.errors.password)}
            {...form.register('password')}
          />
          <AuthErrorAlert errorKey={errorKey} />
          <AuthSubmit pending={pending || code.status === 'checking'}>{t('reset.submit')}</AuthSubmit>
        </AuthForm>
      )}
      {backToLogin}
    </AuthCard>
  );
}
