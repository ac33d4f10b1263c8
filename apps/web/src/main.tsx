import './index.css';
import '@/lib/zod-config';
import '@/lib/i18n';
import { App } from '@/app/app';
import { prepareFirstScreen } from '@/app/first-screen';
import { AppRouter } from '@/app/router';
import { mountApp } from '@/lib/mount';
import { userAtStart } from '@/lib/saved-session';
import { useSessionStore } from '@/stores/session-store';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

// Signed in at once when an earlier visit saved the session; see userAtStart.
const user = userAtStart();
useSessionStore.setState({ user });

const app = (
  <App>
    <AppRouter />
  </App>
);
// The server draws the sign-in screens; the others start empty, and a dashboard page starts whole.
void prepareFirstScreen(Boolean(user), window.location.pathname, window.location.search).then(() =>
  mountApp(root, app),
);
