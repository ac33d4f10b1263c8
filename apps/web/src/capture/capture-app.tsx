import { useState } from 'react';
import type { CodeState } from './hooks/use-capture-code';
import type { MissionState } from './hooks/use-mission';
import { CapturePage } from './components/capture-page';
import { MissionPage } from './components/mission-page';
import { NoticePage } from './components/notice-page';
import { GuestDataPage } from './components/guest-data-page';
import { WithdrawPage } from './components/withdraw-page';
import { useI18n } from './i18n/i18n';
import { privateLinkOf } from './lib/private-link';
import { routeOf } from './paths';

type CaptureAppProps = {
  path: string;
  /** What the server already knows of the code, when it drew the page: no request, and the same markup. */
  initialCode?: CodeState | undefined;
  /** The same for a mission's page. */
  initialMission?: MissionState | undefined;
};

/** The guest's pages, told apart by the path: no router on a page with a 120 KB budget. */
export function CaptureApp({ path, initialCode, initialMission }: CaptureAppProps) {
  const { t } = useI18n();
  const route = routeOf(path);
  if (route.name === 'withdraw') return <PrivateLinkPage />;
  if (route.name === 'capture') return <CapturePage code={route.code} initial={initialCode} />;
  if (route.name === 'mission') return <MissionPage code={route.code} initial={initialMission} />;
  return (
    <NoticePage title={t('notices.notFoundTitle')}>
      <p className="text-slate-700">{t('notices.notFoundBody')}</p>
    </NoticePage>
  );
}

/** A guest's private link: a review's opens that review's page, a pass's what we hold about the guest. */
function PrivateLinkPage() {
  const [link] = useState(() => privateLinkOf(window.location.search));
  if (link?.kind === 'guest') return <GuestDataPage query={link.query} />;
  return <WithdrawPage query={link?.query ?? null} />;
}
