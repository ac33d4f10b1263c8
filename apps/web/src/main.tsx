import './index.css';
import '@/lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from 'react-error-boundary';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { ErrorFallback } from '@/components/errors/error-fallback';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

// The root layout catches what screens throw and keeps the top bar; this catches the rest.
createRoot(root).render(
  <StrictMode>
    <ErrorBoundary FallbackComponent={ErrorFallback}>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </ErrorBoundary>
  </StrictMode>,
);
