import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaptureApp } from '../capture-app';
import { I18nProvider } from '../i18n/i18n';
import { initialMissionState } from '../lib/initial-mission';
import { storePass } from '../lib/pass-store';
import { mockFetch } from '../testing/mock-fetch';
import { activeMission, MISSION, openPass, PASS } from '../testing/render-mission';

vi.mock('../lib/guest-auth', () => ({
  signInGuest: vi.fn(() => Promise.resolve({ uid: 'guest', getToken: () => Promise.resolve('guest-token') })),
  guestToken: vi.fn(() => Promise.resolve('guest-token')),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** The page as the server draws it from its data block, then taken over by the script, as in the browser. */
async function drawAndHydrate(path: string, block: unknown) {
  window.history.pushState({}, '', path);
  const { pathname } = window.location;
  const app = (
    <I18nProvider language="it">
      <CaptureApp path={pathname} initialMission={initialMissionState(block, MISSION)} />
    </I18nProvider>
  );
  const root = document.createElement('div');
  root.innerHTML = renderToString(app);
  document.body.append(root);
  const drawn = root.innerHTML;
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(root, app);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  return { root, drawn, errors };
}

describe("a mission's page drawn on the server", () => {
  it('carries its heading before any script, and hydrates without a warning or a request', async () => {
    const { calls } = mockFetch({});
    const { root, drawn, errors } = await drawAndHydrate(`/m/${MISSION}`, {
      code: MISSION,
      data: activeMission,
    });
    expect(drawn).toContain('A free spritz');
    expect(drawn).toContain('Trattoria Da Mario');
    expect(root.innerHTML).toBe(drawn);
    expect(errors).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('draws an unknown mission as such, and hydrates without a warning', async () => {
    mockFetch({});
    const { drawn, errors } = await drawAndHydrate(`/m/${MISSION}`, { code: MISSION, data: null });
    expect(drawn).toContain('Questa missione non esiste');
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows the pass kept on the phone once hydrated, without a hydration mismatch', async () => {
    storePass(MISSION, PASS);
    mockFetch({ [`GET /api/missions/${MISSION}/pass`]: () => ({ body: { data: openPass } }) });
    const { root, drawn, errors } = await drawAndHydrate(`/m/${MISSION}`, {
      code: MISSION,
      data: activeMission,
    });
    expect(drawn).not.toContain('ACDE FHJK');
    expect(root.textContent).toContain('ACDE FHJK');
    expect(errors).not.toHaveBeenCalled();
  });
});
