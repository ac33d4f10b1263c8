import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { makeClaim } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { makeLookup, makeRedemption, PASS_CODE, TYPED_CODE } from '@/testing/redeem-fixtures';
import { renderDashboard } from '@/testing/render-dashboard';

// The screen loads lazily; a loaded machine takes longer than a query's wait to import it the first time.
beforeAll(async () => {
  await import('./redeem');
}, 30_000);

let server: ReturnType<typeof mockApi>;
afterEach(() => server.restore());

const claim = makeClaim('approved');
const PASS_PATH = `/redeem/passes/${PASS_CODE}`;

/** The API of one pass: valid until redeemed, used after, valid again once undone. */
function passApi() {
  let redemption: ReturnType<typeof makeRedemption> | null = null;
  return mockApi({
    [`GET ${PASS_PATH}`]: () => ({ body: makeLookup(redemption ? 'used' : 'valid', redemption) }),
    [`POST ${PASS_PATH}`]: (request) => {
      const { bill_cents } = request.body as { bill_cents: number | null };
      redemption = makeRedemption({ bill_cents });
      return { status: 201, body: { data: redemption } };
    },
    [`DELETE ${PASS_PATH}`]: () => {
      redemption = null;
      return { status: 204, body: null };
    },
  });
}

async function lookUp(code: string, { label = 'Pass code', submit = 'Check the code' } = {}) {
  await userEvent.type(await screen.findByLabelText(label), code);
  await userEvent.click(screen.getByRole('button', { name: submit }));
}

describe('redeem screen, signed in', () => {
  it('looks a typed code up, redeems it with the bill, and undoes it', async () => {
    server = passApi();
    renderDashboard('/dashboard/missions/redeem', { claims: [claim] });
    expect(await screen.findByRole('heading', { name: 'Redeem a pass', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByText(claim.restaurant.name).length).toBeGreaterThan(0);

    await lookUp(TYPED_CODE);
    expect(await screen.findByRole('heading', { name: 'Valid pass' })).toBeInTheDocument();
    expect(screen.getByText('Spritz on us')).toBeInTheDocument();
    expect(screen.getByText('A free spritz')).toBeInTheDocument();
    expect(screen.getByText('With a main course')).toBeInTheDocument();
    // The screen reader hears the verdict once an effect has set it, a tick after the card draws.
    await waitFor(() => expect(screen.getByRole('status', { name: '' })).toHaveTextContent(/^Valid pass\./));
    expect(server.calls[0]).toMatchObject({
      method: 'GET',
      path: PASS_PATH,
      params: { id: claim.restaurant.id },
    });

    await userEvent.type(screen.getByLabelText(/Bill amount/), '24,50');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('heading', { name: 'Redeemed' })).toBeInTheDocument();
    expect(screen.getByText("New customer: the guest's first visit.")).toBeInTheDocument();
    expect(screen.getByText('Bill: €24.50')).toBeInTheDocument();
    expect(screen.getByText(/^You can undo it for (10:00|9:5\d)\.$/)).toBeInTheDocument();
    const post = server.calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({
      path: PASS_PATH,
      params: { id: claim.restaurant.id },
      body: { bill_cents: 2450 },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { name: 'Valid pass' })).toBeInTheDocument();
    expect(screen.getAllByText('Redemption undone: the pass can be used again.').length).toBeGreaterThan(0);
    expect(server.calls.some((call) => call.method === 'DELETE' && call.path === PASS_PATH)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Next guest' }));
    expect(screen.getByLabelText('Pass code')).toHaveFocus();
  });

  it('redeems without a bill at the average ticket, in Italian', async () => {
    await i18n.changeLanguage('it');
    server = passApi();
    renderDashboard('/dashboard/missions/redeem', { claims: [claim] });
    await lookUp(TYPED_CODE, { label: 'Codice del pass', submit: 'Controlla il codice' });
    expect(await screen.findByRole('heading', { name: 'Pass valido' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Convalida' }));
    expect(await screen.findByRole('heading', { name: 'Convalidato' })).toBeInTheDocument();
    expect(screen.getByText('Nuovo cliente: è la sua prima visita.')).toBeInTheDocument();
    expect(screen.getByText(/^Spesa stimata: 18,00\s€/)).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ bill_cents: null });
  });

  it('says when a used pass was redeemed, and offers no redemption', async () => {
    const used = makeRedemption({
      redeemed_at: '2026-03-20T18:30:00.000Z',
      undo_until: '2026-03-20T18:40:00.000Z',
    });
    server = mockApi({ [`GET ${PASS_PATH}`]: () => ({ body: makeLookup('used', used) }) });
    renderDashboard('/dashboard/missions/redeem', { claims: [claim] });
    await lookUp(PASS_CODE);
    expect(await screen.findByRole('heading', { name: 'Already used' })).toBeInTheDocument();
    // 18:30 UTC is 19:30 on the venue's clock (Europe/Rome, winter time).
    expect(screen.getByText(/^This pass was redeemed on 20 Mar( 2026)?, 19:30\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('undoes a redemption found on looking the pass up again, while its undo window is open', async () => {
    server = passApi();
    renderDashboard('/dashboard/missions/redeem', { claims: [claim] });
    await lookUp(PASS_CODE);
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next guest' }));

    await lookUp(PASS_CODE);
    expect(await screen.findByRole('heading', { name: 'Already used' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { name: 'Valid pass' })).toBeInTheDocument();
  });

  it('shows "already used" when the pass was redeemed meanwhile', async () => {
    let used = false;
    server = mockApi({
      [`GET ${PASS_PATH}`]: () => ({
        body: makeLookup(used ? 'used' : 'valid', used ? makeRedemption() : null),
      }),
      [`POST ${PASS_PATH}`]: () => {
        used = true;
        return { status: 409, body: { error: { code: 'missions/pass-used', message: 'Used.' } } };
      },
    });
    renderDashboard('/dashboard/missions/redeem', { claims: [claim] });
    await lookUp(PASS_CODE);
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('heading', { name: 'Already used' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The pass was not redeemed. This pass has already been redeemed.',
    );
  });

  it('says a code of no pass of the venue is unknown, in English and Italian', async () => {
    server = mockApi({
      [`GET ${PASS_PATH}`]: () => ({
        status: 404,
        body: { error: { code: 'missions/pass-unknown', message: 'Unknown.' } },
      }),
    });
    const { unmount } = renderDashboard('/dashboard/missions/redeem', { claims: [claim] });
    await lookUp(PASS_CODE);
    expect(await screen.findByRole('heading', { name: 'Not a pass of this venue' })).toBeInTheDocument();
    expect(
      screen.getByText('This code is not a pass of this venue. Check the code and try again.'),
    ).toBeVisible();
    unmount();

    await i18n.changeLanguage('it');
    renderDashboard('/dashboard/missions/redeem', { claims: [claim] });
    await lookUp(PASS_CODE, { label: 'Codice del pass', submit: 'Controlla il codice' });
    expect(
      await screen.findByRole('heading', { name: 'Non è un pass di questo locale' }),
    ).toBeInTheDocument();
  });

  it('checks a typed code before asking, and offers a retry when the lookup fails', async () => {
    let failing = true;
    server = mockApi({
      [`GET ${PASS_PATH}`]: () =>
        failing
          ? { status: 500, body: { error: { code: 'internal', message: 'Boom.' } } }
          : { body: makeLookup('paused') },
    });
    renderDashboard('/dashboard/missions/redeem', { claims: [claim] });
    await lookUp('ABC');
    expect(
      screen.getByText('This is not a pass code: it has 8 letters and numbers, like ACDE 3479.'),
    ).toBeVisible();
    expect(server.calls).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Pass code'));
    await lookUp(PASS_CODE);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not check this pass. Something went wrong. Try again.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Mission paused' })).toBeInTheDocument();
  });

  it('says so when there is no camera, and keeps the typed code', async () => {
    server = mockApi({});
    renderDashboard('/dashboard/missions/redeem', { claims: [claim] });
    await userEvent.click(await screen.findByRole('button', { name: 'Scan the QR code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No camera is available on this device.');
    expect(within(screen.getByRole('main')).getByLabelText('Pass code')).toBeEnabled();
  });
});
