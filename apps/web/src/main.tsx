import './index.css';
import '@/lib/i18n';
import { App } from '@/app/app';
import { AppRouter } from '@/app/router';
import { mountApp } from '@/lib/mount';
import { userAtStart } from '@/lib/saved-session';
import { useSessionStore } from '@/stores/session-store';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

// Signed in at once when an earlier visit saved the session; see userAtStart.
useSessionStore.setState({ user: userAtStart() });

const app = (
  <App>
    <AppRouter />
  </App>
);
// The server draws the sign-in screens; the others start empty.
mountApp(root, app);
