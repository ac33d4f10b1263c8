import type { PublicMission } from '@venues/contracts/missions';
import { render } from '@testing-library/react';
import { CaptureApp } from '../capture-app';
import { I18nProvider } from '../i18n/i18n';
import type { Language } from '../i18n/messages';
import type { MissionState } from '../hooks/use-mission';

export const MISSION = 'Spritz2026';
export const PASS = 'ACDEFHJK';
export const GUEST = '5d0c7a52-8f3e-4a8b-9c1d-2e6f7a8b9c0d';

/** Monday to Friday, 12:00–15:00 in Rome, through December 2026: open at the moment the API answered. */
export const activeMission: PublicMission = {
  code: MISSION,
  title: 'Aperitivo del giovedì',
  description: 'A spritz for everyone who drops by.',
  reward: 'A free spritz',
  conditions: 'One drink per table.',
  starts_at: '2026-12-01T08:00:00.000Z',
  deadline: '2026-12-31T22:59:00.000Z',
  redeem_days: [1, 2, 3, 4, 5],
  redeem_from: '12:00',
  redeem_until: '15:00',
  audience: 'everyone',
  frequency: 'once',
  status: 'active',
  open_now: true,
  venue: { name: 'Trattoria Da Mario', address: 'Via Roma 1, Milano' },
};

export const openPass = {
  code: PASS,
  mission_code: MISSION,
  state: 'open',
  created_at: '2026-12-02T11:00:00.000Z',
  redeemed_at: null,
  private_url: `http://localhost/r/withdraw?guest=${GUEST}&expires=1900000000&signature=sig`,
} as const;

/** Renders the guest's entry at `path`, as the browser would open it; `initial` as the server drew it. */
export function renderMission(path: string, language: Language = 'en', initial?: MissionState) {
  window.history.pushState({}, '', path);
  return render(
    <I18nProvider language={language}>
      <CaptureApp path={window.location.pathname} initialMission={initial} />
    </I18nProvider>,
  );
}
