import './node-globals';
import type { PageLanguage, ServerRenderer } from '@venues/contracts/page-data';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { App } from '@/app/app';
import { AppRoutes } from '@/app/app-routes';
import { CaptureApp } from '@/capture/capture-app';
import { I18nProvider } from '@/capture/i18n/i18n';
import { initialCodeState } from '@/capture/lib/initial-code';
import { initialMissionState } from '@/capture/lib/initial-mission';
import { routeOf } from '@/capture/paths';
import { paths } from '@/config/paths';
import { i18n } from '@/lib/i18n';

/*
 * The server's first screens, drawn from the app's own components so that the browser's first render
 * produces the same markup and React takes it over (hydrates it) with nothing moving: the sign-in pages,
 * the guest's capture page with its venue, and a mission's page with its offer. The API imports the build of this module.
 */

/**
 * The dashboard's pages drawn on the server: signed out, as the session store starts without a saved
 * session (the server has none), they need no data.
 */
const dashboardPages = {
  [paths.auth.login.getHref()]: 'src/app/routes/auth/login.tsx',
  [paths.auth.forgotPassword.getHref()]: 'src/app/routes/auth/forgot-password.tsx',
};

async function toHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

function renderDashboardPage(url: string, language: PageLanguage): Promise<string> {
  const translator = i18n.cloneInstance({ lng: language });
  return toHtml(
    <I18nextProvider i18n={translator}>
      <App>
        <StaticRouter location={url}>
          <AppRoutes localMode={false} />
        </StaticRouter>
      </App>
    </I18nextProvider>,
  );
}

/** The guest's pages: `block` is the capture code's on /r/{code}, the mission's on /m/{code}. */
function renderCapturePage(path: string, language: PageLanguage, block: unknown): Promise<string> {
  const route = routeOf(path);
  return toHtml(
    <I18nProvider language={language}>
      <CaptureApp
        path={path}
        initialCode={initialCodeState(block, route.name === 'capture' ? route.code : null)}
        initialMission={initialMissionState(block, route.name === 'mission' ? route.code : null)}
      />
    </I18nProvider>,
  );
}

export const serverRenderer: ServerRenderer = { dashboardPages, renderDashboardPage, renderCapturePage };
