import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { TextLink } from '@/components/ui/text-link';
import { absoluteUrl, paths } from '@/config/paths';
import { useFieldError } from '@/hooks/use-field-error';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { loadFirebase } from '@/lib/firebase-loader';
import { useAuthAction } from '../hooks/use-auth-action';
import { registerSchema } from '../utils/auth-schemas';
import { AuthCard, AuthForm, AuthSubmit, OrDivider } from './auth-card';
import { AuthErrorAlert } from './auth-error-alert';
import { GoogleButton } from './google-button';
import '../texts';

export function RegisterForm() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const { pending, errorKey, run } = useAuthAction();
  const form = useSchemaForm(registerSchema);
  const { errors } = form;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    const created = await run(async () => {
      const { auth, createUserWithEmailAndPassword, sendEmailVerification } = await loadFirebase();
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      await sendEmailVerification(user, { url: absoluteUrl(paths.auth.verifyEmail.getHref()) });
      return true;
    });
    if (created) await navigate(paths.auth.verifyEmail.getHref(), { replace: true });
  });

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
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
          autoComplete="new-password"
          error={fieldError(errors.password)}
          {...form.register('password')}
        />
        <AuthErrorAlert errorKey={errorKey} />
        <AuthSubmit pending={pending}>{t('register.submit')}</AuthSubmit>
      </AuthForm>
      <OrDivider label={t('or')} />
      <GoogleButton />
      <p className="text-center text-sm text-slate-600">
        {t('register.haveAccount')}{' '}
        <TextLink to={paths.auth.login.getHref()}>{t('register.signIn')}</TextLink>
      </p>
    </AuthCard>
  );
}
