import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useAuthListener } from '@/features/auth/hooks/use-auth-listener';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';

// Only signed-in screens fetch from the API or raise toasts, so axios and react-toastify load with the
// first signed-in render instead of weighing on the sign-in screens' first load.
const ClaimsSync = lazy(() =>
  import('@/features/claims/components/claims-sync').then((m) => ({ default: m.ClaimsSync })),
);
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

function SessionSync() {
  useAuthListener();
  const signedIn = useSessionStore((state) => Boolean(state.user));
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <ClaimsSync />
      <Toaster />
    </Suspense>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionSync />
      {children}
    </QueryClientProvider>
  );
}
