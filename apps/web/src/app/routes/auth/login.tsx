import { useSearchParams } from 'react-router';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';

export function LoginRoute() {
  const [params] = useSearchParams();
  return params.get('view') === 'register' ? <RegisterForm /> : <LoginForm />;
}
