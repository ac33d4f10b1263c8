import './index.css';
import '@/lib/i18n';
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
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
