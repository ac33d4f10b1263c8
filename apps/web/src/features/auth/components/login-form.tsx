import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextField } from '@/components/ui/text-field';
import { TextLink } from '@/components/ui/text-link';
import { emailLinkContinueUrl, paths } from '@/config/paths';
import { useFieldError } from '@/hooks/use-field-error';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { loadFirebase } from '@/lib/firebase-loader';
import { useAuthAction } from '../hooks/use-auth-action';
import { loginSchema } from '../utils/auth-schemas';
import { EMAIL_FOR_SIGN_IN_KEY } from '../utils/email-link';
import { AuthCard, AuthForm, AuthSubmit, OrDivider } from './auth-card';
import { AuthErrorAlert } from './auth-error-alert';
import { GoogleButton } from './google-button';
import '../texts';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const password = useAuthAction();
  const emailLink = useAuthAction();
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const form = useSchemaForm(loginSchema);
  const { errors } = form;
  // A person who just deleted their account lands here, signed out.
  const accountDeleted =
    (useLocation().state as { accountDeleted?: boolean } | null)?.accountDeleted === true;

  const onSubmit = form.handleSubmit(({ email, password: secret, rememberMe }) =>
    password.run(async () => {
      const {
        auth,
        setPersistence,
        browserLocalPersistence,
        browserSessionPersistence,
        signInWithEmailAndPassword,
      } = await loadFirebase();
      await setPersistence(auth, rememberMe ? browserLocalPersistence : browserSessionPersistence);
      await signInWithEmailAndPassword(auth, email, secret);
    }),
  );

  // The link needs only the email, so only that field is validated.
  const sendLink = async () => {
    if (!form.trigger('email')) return;
    const email = form.text('email').trim();
    const sent = await emailLink.run(async () => {
      const { auth, sendSignInLinkToEmail } = await loadFirebase();
      await sendSignInLinkToEmail(auth, email, { url: emailLinkContinueUrl(email), handleCodeInApp: true });
      return true;
    });
    if (!sent) return;
    localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, email);
    setLinkSentTo(email);
  };

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {accountDeleted && <Alert tone="success">{t('login.accountDeleted')}</Alert>}
      <AuthForm onSubmit={onSubmit}>
        <TextField
          label={t('email')}
          type="email"
          autoComplete="email"
          error={fieldError(errors.email)}
          {...form.register('email')}
        />
        <TextField
          label={t('password')}
          type="password"
          autoComplete="current-password"
          error={fieldError(errors.password)}
          {...form.register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          {/* Checked in the server's markup too, before the form's script sets its default. */}
          <CheckboxField label={t('login.rememberMe')} defaultChecked {...form.register('rememberMe')} />
          <TextLink to={paths.auth.forgotPassword.getHref()} className="text-sm">
            {t('login.forgotPassword')}
          </TextLink>
        </div>
        <AuthErrorAlert errorKey={password.errorKey} />
        <AuthSubmit pending={password.pending} disabled={emailLink.pending}>
          {t('login.submit')}
        </AuthSubmit>
      </AuthForm>
      <OrDivider label={t('or')} />
      <GoogleButton />
      <Button variant="secondary" pending={emailLink.pending} onClick={() => void sendLink()}>
        {t('login.emailLink')}
      </Button>
      <AuthErrorAlert errorKey={emailLink.errorKey} />
      {linkSentTo && <Alert tone="success">{t('login.emailLinkSent', { email: linkSentTo })}</Alert>}
      <p className="text-center text-sm text-slate-600">
        {t('login.noAccount')} <TextLink to={paths.auth.register.getHref()}>{t('login.register')}</TextLink>
      </p>
    </AuthCard>
  );
}
