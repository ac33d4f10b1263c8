import { screen, waitFor, within } from '@testing-library/react';
import { answerOf } from '../api/request';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestToken } from '../lib/guest-auth';
import { storePass } from '../lib/pass-store';
import { mockFetch } from '../testing/mock-fetch';
import { activeMission, MISSION, openPass, PASS, renderMission } from '../testing/render-mission';

vi.mock('../lib/guest-auth', () => ({
  signInGuest: vi.fn(() => Promise.resolve({ uid: 'guest', getToken: () => Promise.resolve('guest-token') })),
  guestToken: vi.fn(() => Promise.resolve('guest-token')),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(guestToken).mockClear();
});

const missionRoute = (data: object) => ({
  [`GET /api/missions/${MISSION}`]: () => ({ body: { data: { ...activeMission, ...data } } }),
});
const refusal = (code: string) => () => ({ status: 409, body: { error: { code, message: code } } });

describe('mission page', () => {
  it('shows the venue, the reward first, and every rule of the offer, never a review', async () => {
    mockFetch(missionRoute({}));
    renderMission(`/m/${MISSION}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'A free spritz' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Trattoria Da Mario' })).toBeVisible();
    expect(screen.getByText('Via Roma 1, Milano')).toBeVisible();
    expect(screen.getByText('Aperitivo del giovedì')).toBeVisible();
    expect(screen.getByText('A spritz for everyone who drops by.')).toBeVisible();
    expect(screen.getByText('One drink per table.')).toBeVisible();
    expect(screen.getByText('From 1 December 2026 to 31 December 2026')).toBeVisible();
    expect(screen.getByText('Monday to Friday, 12:00–15:00')).toBeVisible();
    expect(screen.getByText('Open to every guest')).toBeVisible();
    expect(screen.getByText('One per guest')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Take part' })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe('A free spritz · Trattoria Da Mario'));
    expect(document.body.textContent).not.toMatch(/review|recension/i);
  });

  it('reads as Italian in Italian, and the toggle switches language', async () => {
    mockFetch(missionRoute({ frequency: 'daily', audience: 'returning' }));
    renderMission(`/m/${MISSION}`, 'it');
    expect(await screen.findByText("Dall'1 dicembre 2026 al 31 dicembre 2026")).toBeVisible();
    expect(screen.getByText('Dal lunedì al venerdì, dalle 12:00 alle 15:00')).toBeVisible();
    expect(screen.getByText('Per chi è già stato da noi')).toBeVisible();
    expect(screen.getByText('Una al giorno per ospite')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Partecipa' })).toBeVisible();
    expect(screen.getByLabelText(/Il tuo nome/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'change launguage' }));
    expect(screen.getByRole('button', { name: 'Take part' })).toBeVisible();
    expect(screen.getByText('For guests who have been here before')).toBeVisible();
  });

  it.each([
    [
      'scheduled',
      'This mission has not started yet',
      'You can take part from 1 December 2026 at 09:00.',
      'Questa missione non è ancora iniziata',
      "Potrai partecipare dall'1 dicembre 2026 alle 09:00.",
    ],
    [
      'paused',
      'Not available at the moment',
      'This mission is on hold. Try again later.',
      'Non disponibile al momento',
      'La missione è sospesa. Riprova più tardi.',
    ],
    [
      'full',
      'This mission is full',
      'All the rewards of this mission have been claimed.',
      'I premi sono esauriti',
      'Tutti i premi di questa missione sono già stati assegnati.',
    ],
    [
      'ended',
      'This mission is over',
      'It ended on 31 December 2026.',
      'Questa missione è terminata',
      'Si è conclusa il 31 dicembre 2026.',
    ],
  ])(
    'says a %s mission is so, in both languages, and offers no pass',
    async (status, en, enBody, it, itBody) => {
      mockFetch(missionRoute({ status, open_now: false }));
      const { unmount } = renderMission(`/m/${MISSION}`);
      expect(await screen.findByRole('heading', { name: en })).toBeVisible();
      expect(screen.getByText(enBody)).toBeVisible();
      expect(screen.getByRole('heading', { level: 2, name: 'A free spritz' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Take part' })).not.toBeInTheDocument();
      unmount();

      renderMission(`/m/${MISSION}`, 'it');
      expect(await screen.findByRole('heading', { name: it })).toBeVisible();
      expect(screen.getByText(itBody)).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Partecipa' })).not.toBeInTheDocument();
    },
  );

  it('leads with the title of a mission from before rewards existed', async () => {
    mockFetch(missionRoute({ reward: '' }));
    renderMission(`/m/${MISSION}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Aperitivo del giovedì' })).toBeVisible();
    expect(screen.getAllByText('Aperitivo del giovedì')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Aperitivo del giovedì · Trattoria Da Mario'));
  });

  it('outside its hours, says when a pass can be used and still lets the guest take one', async () => {
    mockFetch(missionRoute({ open_now: false }));
    renderMission(`/m/${MISSION}`);
    const notice = (await screen.findByRole('heading', { name: 'Outside its hours right now' })).closest(
      'section',
    )!;
    expect(within(notice).getByText('You can take your pass now and use it at these times:')).toBeVisible();
    expect(within(notice).getByText('Monday to Friday, 12:00–15:00')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Take part' })).toBeEnabled();
  });

  it('outside its hours, tells a guest who holds a pass when it can be used', async () => {
    storePass(MISSION, PASS);
    mockFetch({
      ...missionRoute({ open_now: false }),
      [`GET /api/missions/${MISSION}/pass`]: () => ({ body: { data: openPass } }),
    });
    renderMission(`/m/${MISSION}`, 'it');
    expect(await screen.findByText('Il tuo pass si può usare in questi giorni e orari:')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'In questo momento è fuori orario' })).toBeVisible();
  });

  it('says an unknown or a malformed mission does not exist, never blaming the connection', async () => {
    mockFetch({});
    const { unmount } = renderMission(`/m/${MISSION}`);
    expect(await screen.findByRole('heading', { name: 'This mission does not exist' })).toBeVisible();
    unmount();

    const malformed = () => ({
      status: 400,
      body: { error: { code: 'validation/invalid-input', message: 'bad', fields: { code: ['badCode'] } } },
    });
    mockFetch({ 'GET /api/missions/ab': malformed });
    renderMission('/m/ab', 'it');
    expect(await screen.findByRole('heading', { name: 'Questa missione non esiste' })).toBeVisible();
    expect(screen.queryByText(/connessione/i)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Questa missione non esiste'));
  });

  it('offers to try again when the mission could not be loaded', async () => {
    let fail = true;
    mockFetch({
      [`GET /api/missions/${MISSION}`]: () =>
        fail
          ? { status: 500, body: { error: { code: 'internal', message: 'down' } } }
          : { body: { data: activeMission } },
    });
    renderMission(`/m/${MISSION}`);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'A free spritz' })).toBeVisible();
  });

  it('starts from the mission the server drew the page with, without asking again', async () => {
    const { calls } = mockFetch({});
    renderMission(`/m/${MISSION}`, 'en', { status: 'ready', data: answerOf(activeMission) });
    expect(screen.getByRole('heading', { name: 'A free spritz' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });
});

describe('taking part', () => {
  it('signs the guest in, takes a pass and shows it: the code in two groups, its QR code, kept on the phone', async () => {
    const { calls } = mockFetch({
      ...missionRoute({}),
      [`POST /api/missions/${MISSION}/pass`]: () => ({ status: 201, body: { data: openPass } }),
    });
    renderMission(`/m/${MISSION}`);
    await userEvent.type(await screen.findByLabelText(/Your first name/), 'Giulia');
    await userEvent.click(screen.getByRole('button', { name: 'Take part' }));

    expect(await screen.findByRole('heading', { name: 'Your pass' })).toHaveFocus();
    expect(screen.getByText('ACDE FHJK')).toBeVisible();
    expect(screen.getByText('Show this at the counter')).toBeVisible();
    expect(screen.getByText('Ready to use')).toBeVisible();
    expect(await screen.findByRole('img', { name: 'QR code of pass ACDE FHJK' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Take part' })).not.toBeInTheDocument();
    // The pass offers the guest's private link, as a review's thank-you page does.
    expect(screen.getByRole('link', { name: 'What we hold about you' })).toHaveAttribute(
      'href',
      openPass.private_url,
    );
    expect(screen.getByText(/^This link is yours alone/)).toBeVisible();

    const post = calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({
      body: { display_name: 'Giulia', language: 'en' },
      authorization: 'Bearer guest-token',
    });
    expect(JSON.parse(localStorage.getItem('venues.mission-passes') ?? '{}')).toEqual({ [MISSION]: PASS });
  });

  it('sends no name when the guest gives none, and the language of the page', async () => {
    const { calls } = mockFetch({
      ...missionRoute({}),
      [`POST /api/missions/${MISSION}/pass`]: () => ({ status: 201, body: { data: openPass } }),
    });
    renderMission(`/m/${MISSION}`, 'it');
    await userEvent.click(await screen.findByRole('button', { name: 'Partecipa' }));
    expect(await screen.findByRole('heading', { name: 'Il tuo pass' })).toBeVisible();
    expect(screen.getByText('Mostralo alla cassa')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cosa conserviamo su di te' })).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ language: 'it' });
  });

  it.each([
    [
      'first-visit-only',
      'This mission is for guests on their first visit here.',
      'Questa missione è riservata a chi viene da noi per la prima volta.',
    ],
    [
      'returning-only',
      'This mission is for guests who have been here before.',
      'Questa missione è riservata a chi è già stato da noi.',
    ],
    [
      'already-redeemed',
      'You have already claimed this reward.',
      'Hai già ritirato il premio di questa missione.',
    ],
    [
      'redeemed-today',
      'You have already claimed this reward today. Come back tomorrow.',
      'Oggi hai già ritirato il premio di questa missione. Torna domani.',
    ],
  ])('explains a refusal (%s) in both languages', async (code, en, it) => {
    const routes = {
      ...missionRoute({}),
      [`POST /api/missions/${MISSION}/pass`]: refusal(`missions/${code}`),
    };
    mockFetch(routes);
    const { unmount } = renderMission(`/m/${MISSION}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Take part' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en);
    unmount();

    mockFetch(routes);
    renderMission(`/m/${MISSION}`, 'it');
    await userEvent.click(await screen.findByRole('button', { name: 'Partecipa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(it);
  });

  it('shows a mission that changed meanwhile (paused) as such, the form gone', async () => {
    mockFetch({ ...missionRoute({}), [`POST /api/missions/${MISSION}/pass`]: refusal('missions/paused') });
    renderMission(`/m/${MISSION}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Take part' }));
    expect(await screen.findByRole('heading', { name: 'Not available at the moment' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Take part' })).not.toBeInTheDocument();
  });

  it('says when the connection failed, and lets the guest try again', async () => {
    vi.mocked(guestToken).mockRejectedValueOnce(new Error('offline'));
    mockFetch({
      ...missionRoute({}),
      [`POST /api/missions/${MISSION}/pass`]: () => ({ status: 201, body: { data: openPass } }),
    });
    renderMission(`/m/${MISSION}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Take part' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection');
    await userEvent.click(screen.getByRole('button', { name: 'Take part' }));
    expect(await screen.findByText('ACDE FHJK')).toBeVisible();
  });
});

describe('a pass kept on the phone', () => {
  it('shows the kept pass again on return, with its state from the server: used', async () => {
    storePass(MISSION, PASS);
    const { calls } = mockFetch({
      ...missionRoute({}),
      [`GET /api/missions/${MISSION}/pass`]: () => ({
        body: { data: { ...openPass, state: 'redeemed', redeemed_at: '2026-12-03T12:30:00.000Z' } },
      }),
    });
    renderMission(`/m/${MISSION}`);
    expect(await screen.findByText(/^Used on 3 Dec.*13:30$/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your pass' })).not.toHaveFocus();
    expect(screen.getByText('ACDE FHJK')).toBeVisible();
    expect(screen.queryByText('Show this at the counter')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take part' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/pass'))?.authorization).toBe('Bearer guest-token');
    // A used pass still leads its guest to their data.
    expect(screen.getByRole('link', { name: 'What we hold about you' })).toBeVisible();
  });

  it('forgets a kept pass that the guest no longer holds (erased), and offers the mission again', async () => {
    storePass(MISSION, PASS);
    mockFetch({
      ...missionRoute({}),
      [`GET /api/missions/${MISSION}/pass`]: () => ({ body: { data: null } }),
    });
    renderMission(`/m/${MISSION}`);
    expect(await screen.findByRole('button', { name: 'Take part' })).toBeEnabled();
    expect(screen.queryByText('ACDE FHJK')).not.toBeInTheDocument();
    expect(localStorage.getItem('venues.mission-passes')).toBeNull();
  });

  it('says an expired pass is so, in Italian too', async () => {
    storePass(MISSION, PASS);
    mockFetch({
      ...missionRoute({ status: 'ended', open_now: false }),
      [`GET /api/missions/${MISSION}/pass`]: () => ({ body: { data: { ...openPass, state: 'expired' } } }),
    });
    renderMission(`/m/${MISSION}`, 'it');
    expect(await screen.findByText('Questo pass è scaduto: la missione è terminata.')).toBeVisible();
  });

  it('offers a daily mission again once its pass is used', async () => {
    storePass(MISSION, PASS);
    mockFetch({
      ...missionRoute({ frequency: 'daily' }),
      [`GET /api/missions/${MISSION}/pass`]: () => ({
        body: { data: { ...openPass, state: 'redeemed', redeemed_at: '2026-12-03T12:30:00.000Z' } },
      }),
    });
    renderMission(`/m/${MISSION}`);
    expect(await screen.findByRole('button', { name: 'Take part again' })).toBeEnabled();
  });

  it("shows the pass of the link (?pass=) without signing anyone in when it is not this phone's", async () => {
    const { calls } = mockFetch(missionRoute({}));
    renderMission(`/m/${MISSION}?pass=acde-fhjk`);
    expect(await screen.findByText('ACDE FHJK')).toBeVisible();
    expect(await screen.findByRole('img', { name: 'QR code of pass ACDE FHJK' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Take part' })).not.toBeInTheDocument();
    expect(guestToken).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.path.endsWith('/pass'))).toEqual([]);
    // Whoever opens another guest's pass gets no key to that guest's data.
    expect(screen.queryByRole('link', { name: 'What we hold about you' })).not.toBeInTheDocument();
  });

  it('ignores a link whose pass is not a pass code', async () => {
    mockFetch(missionRoute({}));
    renderMission(`/m/${MISSION}?pass=ACDE`);
    expect(await screen.findByRole('button', { name: 'Take part' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Your pass' })).not.toBeInTheDocument();
  });

  it('keeps showing the kept code when its state cannot be checked', async () => {
    storePass(MISSION, PASS);
    mockFetch({
      ...missionRoute({}),
      [`GET /api/missions/${MISSION}/pass`]: () => ({
        status: 503,
        body: { error: { code: 'x', message: 'x' } },
      }),
    });
    renderMission(`/m/${MISSION}`);
    expect(await screen.findByText('ACDE FHJK')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Checking your pass…')).not.toBeInTheDocument());
    expect(screen.getByText('Show this at the counter')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'What we hold about you' })).not.toBeInTheDocument();
  });
});
