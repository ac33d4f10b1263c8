import './index.css';
import '@/lib/i18n';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { AppRouter } from '@/app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

const app = (
  <App>
    <AppRouter />
  </App>
);
// The server drew the sign-in screens already: React takes over their markup instead of drawing them again.
if (root.firstElementChild) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread until it is done: the drawn screen stays responsive to a tap while React takes it over.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else createRoot(root).render(app);
