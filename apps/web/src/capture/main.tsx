import '@/index.css';
import { PAGE_DATA } from '@venues/contracts/page-data';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readPageData } from '@/lib/page-data';
import { CaptureApp } from './capture-app';
import { I18nProvider } from './i18n/i18n';
import { initialCodeState } from './lib/initial-code';
import { routeOf } from './paths';

// The guest's page (/r/*), a Vite entry of its own: none of the dashboard's router, query client or providers.
const root = document.getElementById('root');
if (!root) throw new Error('capture.html lost its #root element');

const path = window.location.pathname;
const route = routeOf(path);
const app = (
  <StrictMode>
    <I18nProvider>
      <CaptureApp
        path={path}
        initialCode={initialCodeState(
          readPageData(PAGE_DATA.captureCode),
          route.name === 'capture' ? route.code : null,
        )}
      />
    </I18nProvider>
  </StrictMode>
);
// The server drew the start screen already, with the venue's name: React takes over its markup.
if (root.firstElementChild) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread until it is done: the drawn screen stays responsive to a tap while React takes it over.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else createRoot(root).render(app);
