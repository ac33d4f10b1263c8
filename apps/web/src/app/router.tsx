import { BrowserRouter } from 'react-router';
import { env } from '@/config/env';
import { AppRoutes } from './app-routes';

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes localMode={env.localMode} />
    </BrowserRouter>
  );
}
