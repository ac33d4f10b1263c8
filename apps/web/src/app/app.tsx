import { StrictMode, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { AppProvider } from './provider';

/** The dashboard app around its router: the browser's, or the server's for the first screen. */
export function App({ children }: { children: ReactNode }) {
  // The root layout catches what screens throw and keeps the top bar; this catches the rest.
  return (
    <StrictMode>
      <ErrorBoundary FallbackComponent={ErrorFallback}>
        <AppProvider>{children}</AppProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}
