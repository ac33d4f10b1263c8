import '@/index.css';
import { PAGE_DATA } from '@venues/contracts/page-data';
import { StrictMode } from 'react';
import { mountApp } from '@/lib/mount';
import { readPageData } from '@/config/page-data';
import { CaptureApp } from './capture-app';
import { I18nProvider } from './i18n/i18n';
import { initialCodeState } from './lib/initial-code';
import { initialMissionState } from './lib/initial-mission';
import { routeOf } from './paths';

// The guest's pages (/r/*, /m/*), a Vite entry of its own: none of the dashboard's router, query client or providers.
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
        initialMission={initialMissionState(
          readPageData(PAGE_DATA.mission),
          route.name === 'mission' ? route.code : null,
        )}
      />
    </I18nProvider>
  </StrictMode>
);
// The server draws the start screen, with the venue's name (and a mission's offer).
mountApp(root, app);
