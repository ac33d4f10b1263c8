import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/text-field';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useFieldError } from '@/hooks/use-field-error';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { loadFirebase } from '@/lib/firebase-loader';
import { useAuthAction } from '../hooks/use-auth-action';
import { emailOnlySchema } from '../utils/auth-schemas';
import { AuthCard, AuthForm, AuthSubmit } from './auth-card';
import { AuthErrorAlert } from './auth-error-alert';
import '../texts';

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const { pending, errorKey, run } = useAuthAction();
  const [sent, setSent] = useState(false);
  const form = useSchemaForm(emailOnlySchema);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    const ok = await run(async () => {
      const { auth, sendPasswordResetEmail } = await loadFirebase();
      await sendPasswordResetEmail(auth, email);
      return true;
    });
    setSent(Boolean(ok));
  });

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <AuthForm onSubmit={onSubmit}>
        <TextField
          label={t('email')}
          type="email"
          autoComplete="email"
          error={fieldError(form.errors.email)}
          {...form.register('email')}
        />
        <AuthErrorAlert errorKey={errorKey} />
        {sent && <Alert tone="success">{t('forgot.sent')}</Alert>}
        <AuthSubmit pending={pending}>{t('forgot.submit')}</AuthSubmit>
      </AuthForm>
      <TextLink to={paths.auth.login.getHref()} className="self-center text-sm">
        {t('forgot.backToLogin')}
      </TextLink>
    </AuthCard>
  );
}
