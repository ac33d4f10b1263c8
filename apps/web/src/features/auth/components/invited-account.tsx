import { useState } from 'react';
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
import { AuthForm, AuthSubmit } from './auth-card';
import { AuthErrorAlert } from './auth-error-alert';
import '../texts';

/**
 * Signing in or registering with one given address, the one an invitation was sent to: the address is
 * shown, not typed. Registering sends the verification mail and opens /verify-email; signing in leaves
 * the page where it is, signed in. `returnTo` is where the other ways of signing in come back to.
 */
export function InvitedAccount({ email, returnTo }: { email: string; returnTo: string }) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'register' | 'signIn'>('register');
  const { pending, errorKey, run, clearError } = useAuthAction();
  const form = useSchemaForm(registerSchema);
  const { errors } = form;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (mode === 'signIn') {
      await run(async () => {
        const { auth, setPersistence, browserLocalPersistence, signInWithEmailAndPassword } =
          await loadFirebase();
        await setPersistence(auth, browserLocalPersistence);
        await signInWithEmailAndPassword(auth, email, password);
      });
      return;
    }
    const created = await run(async () => {
      const { auth, createUserWithEmailAndPassword, sendEmailVerification } = await loadFirebase();
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      await sendEmailVerification(user, { url: absoluteUrl(paths.auth.verifyEmail.getHref()) });
      return true;
    });
    if (created) await navigate(paths.auth.verifyEmail.getHref(), { replace: true });
  });

  const switchTo = (next: 'register' | 'signIn') => {
    clearError();
    setMode(next);
  };

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold text-slate-900">
        {mode === 'register' ? t('invited.registerTitle') : t('invited.signInTitle')}
      </h2>
      <AuthForm onSubmit={onSubmit}>
        <TextField
          label={t('email')}
          type="email"
          readOnly
          value={email}
          hint={t('invited.emailHint')}
          {...form.register('email')}
        />
        <TextField
          key={mode}
          label={t('password')}
          type="password"
          autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
          error={fieldError(errors.password)}
          {...form.register('password')}
        />
        <AuthErrorAlert errorKey={errorKey} />
        <AuthSubmit pending={pending}>
          {mode === 'register' ? t('register.submit') : t('login.submit')}
        </AuthSubmit>
      </AuthForm>
      <p className="text-center text-sm text-slate-600">
        {mode === 'register' ? t('register.haveAccount') : t('login.noAccount')}{' '}
        <button
          type="button"
          onClick={() => switchTo(mode === 'register' ? 'signIn' : 'register')}
          className="rounded font-semibold text-teal-700 underline underline-offset-2"
        >
          {mode === 'register' ? t('register.signIn') : t('login.register')}
        </button>
      </p>
      <p className="text-center text-sm">
        <TextLink to={paths.auth.login.getHref()} state={{ from: returnTo }}>
          {t('invited.otherWays')}
        </TextLink>
      </p>
    </div>
  );
}
