import { useSearchParams } from 'react-router';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export function ForgotPasswordRoute() {
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode');
  if (params.get('mode') === 'resetPassword' && oobCode) return <ResetPasswordForm oobCode={oobCode} />;
  return <ForgotPasswordForm />;
}
