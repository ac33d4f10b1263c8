import './index.css';
import '@/lib/i18n';
import { App } from '@/app/app';
import { AppRouter } from '@/app/router';
import { mountApp } from '@/lib/mount';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

const app = (
  <App>
    <AppRouter />
  </App>
);
// The server draws the sign-in screens; the others start empty.
mountApp(root, app);
