import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/capture/testing/mock-fetch';
import { i18n } from '@/lib/i18n';
import { makeLookup, makeRedemption, PASS_CODE, TYPED_CODE } from '@/testing/redeem-fixtures';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const context = {
  data: { place: { id: '00000000-0000-4000-8000-00000000b001', name: 'Osteria del Porto' }, label: 'Bar' },
};
const revoked = { status: 401, body: { error: { code: 'counter/revoked', message: 'Not active.' } } };

describe('counter link', () => {
  it('opens its venue, keeps the secret for a reload, and sends it instead of a sign-in', async () => {
    const { calls } = mockFetch({
      'GET /api/redeem/context': () => ({ body: context }),
      'GET /api/redeem/passes/:code': () => ({ body: makeLookup('valid') }),
      'POST /api/redeem/passes/:code': () => ({
        status: 201,
        body: { data: makeRedemption({ new_customer: false }) },
      }),
    });
    const { unmount } = renderApp('/counter#s3cret-Link_1', { user: null });
    expect(await screen.findByRole('heading', { name: 'Redeem a pass', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Osteria del Porto')).toBeInTheDocument();
    expect(screen.getByText('Counter: Bar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(localStorage.getItem('counterSecret')).toBe('s3cret-Link_1');

    await userEvent.type(screen.getByLabelText('Pass code'), TYPED_CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Check the code' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('heading', { name: 'Redeemed' })).toBeInTheDocument();
    expect(screen.getByText('Returning customer.')).toBeInTheDocument();
    expect(screen.getByText("Estimated spend: €18.00 (the venue's average ticket)")).toBeInTheDocument();

    expect(calls.map((call) => `${call.method} ${call.path}${call.search}`)).toEqual([
      'GET /api/redeem/context',
      `GET /api/redeem/passes/${PASS_CODE}`,
      `POST /api/redeem/passes/${PASS_CODE}`,
      `GET /api/redeem/passes/${PASS_CODE}`,
    ]);
    expect(calls.every((call) => call.authorization === 'Counter s3cret-Link_1')).toBe(true);
    unmount();

    // A reload: the address no longer carries the secret.
    renderApp('/counter', { user: null });
    expect(await screen.findByText('Osteria del Porto')).toBeInTheDocument();
    expect(calls.at(-1)?.authorization).toBe('Counter s3cret-Link_1');
  });

  it('says a revoked link is no longer active, in English and Italian', async () => {
    mockFetch({ 'GET /api/redeem/context': () => revoked });
    const { unmount } = renderApp('/counter#old', { user: null });
    expect(
      await screen.findByText('This counter link is no longer active; ask the owner for a new one.'),
    ).toBeInTheDocument();
    unmount();

    await i18n.changeLanguage('it');
    renderApp('/counter#old', { user: null });
    expect(
      await screen.findByText('Questo link della cassa non è più attivo; chiedine uno nuovo al titolare.'),
    ).toBeInTheDocument();
  });

  it('stops when the link is revoked during the shift', async () => {
    mockFetch({
      'GET /api/redeem/context': () => ({ body: context }),
      'GET /api/redeem/passes/:code': () => revoked,
    });
    renderApp('/counter#s3cret', { user: null });
    await userEvent.type(await screen.findByLabelText('Pass code'), PASS_CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(await screen.findByRole('heading', { name: 'Link no longer active' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Pass code')).not.toBeInTheDocument();
  });

  it('asks for a link when opened without one', async () => {
    const { calls } = mockFetch({});
    renderApp('/counter', { user: null });
    expect(await screen.findByRole('heading', { name: 'Open the counter link' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
