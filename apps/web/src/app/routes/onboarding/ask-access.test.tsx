import type { PlaceWithVerification } from '@venues/contracts/places';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { makeUser } from '@/testing/fixtures';
import { mockApi, type MockReply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

beforeAll(async () => {
  await Promise.all([import('./claim-restaurant'), import('./place-detail')]);
}, 30_000);

const osteria: PlaceWithVerification = {
  id: '40000000-0000-4000-8000-000000000001',
  name: 'Osteria del Porto',
  address: 'Via del Porto 1, Bologna',
  phone_number: null,
  website: null,
  menu_url: null,
  categories: [],
  already_verified: true,
};

let server: ReturnType<typeof mockApi>;
let answer: MockReply;
let mine: unknown[];

beforeEach(() => {
  mine = [];
  answer = {
    status: 201,
    body: {
      data: {
        id: '50000000-0000-4000-8000-000000000001',
        place: { id: osteria.id, name: osteria.name, address: osteria.address },
        state: 'pending',
        created_at: '2026-03-05T10:00:00.000Z',
        decided_at: null,
      },
    },
  };
  server = mockApi({
    'GET /places/search': () => ({ body: { data: [osteria] } }),
    [`GET /places/${osteria.id}`]: () => ({ body: { data: osteria } }),
    'GET /users/access-requests': () => ({ body: { data: mine } }),
    [`POST /places/${osteria.id}/access-requests`]: () => {
      if (answer.status === 201) mine = [(answer.body as { data: unknown }).data];
      return answer;
    },
  });
});
afterEach(async () => {
  server.restore();
  await i18n.changeLanguage('en');
});

const waiter = makeUser({ uid: 'waiter', email: 'waiter@example.test', displayName: 'Paolo Neri' });

describe('asking for access to a verified venue', () => {
  it('sends a message from the search, showing who asks, then says the request waits', async () => {
    const user = userEvent.setup();
    renderApp('/onboarding/claim-restaurant?q=osteria', { user: waiter, claims: [], venues: [] });
    const result = (await screen.findByRole('heading', { name: 'Osteria del Porto' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(result).getByText('Already verified')).toBeInTheDocument();
    await user.click(within(result).getByRole('button', { name: 'Ask for access to Osteria del Porto' }));

    const dialog = screen.getByRole('dialog', { name: 'Ask for access to Osteria del Porto' });
    expect(within(dialog).getByText('Paolo Neri')).toBeInTheDocument();
    expect(within(dialog).getByText('waiter@example.test')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Message/), 'Head waiter, evening shift.');
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));

    const sent = await screen.findByRole('dialog', { name: 'Request sent' });
    expect(sent).toHaveTextContent(
      'We sent your request to the people who run Osteria del Porto. We will write to waiter@example.test when they answer.',
    );
    const post = server.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ message: 'Head waiter, evening shift.' });
    await user.click(within(sent).getByRole('button', { name: 'Close' }));
    expect(await within(result).findByText('Access requested')).toBeInTheDocument();
  });

  it("sends no message at all when none is written, and says the API's refusal", async () => {
    const user = userEvent.setup();
    answer = {
      status: 429,
      body: { error: { code: 'team/too-many-requests', message: 'Too many access requests today.' } },
    };
    renderApp(`/onboarding/place-detail?id=${osteria.id}`, { user: waiter, claims: [], venues: [] });
    expect(await screen.findByRole('heading', { name: 'Do you work here?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask for access to Osteria del Porto' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask for access to Osteria del Porto' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(
      await within(dialog).findByText('You have sent too many requests today. Try again tomorrow.'),
    ).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ message: '' });
  });

  it('puts a refused message on its field', async () => {
    const user = userEvent.setup();
    answer = {
      status: 400,
      body: {
        error: { code: 'validation/invalid-input', message: 'Bad', fields: { message: ['controlChars'] } },
      },
    };
    renderApp(`/onboarding/place-detail?id=${osteria.id}`, { user: waiter, claims: [], venues: [] });
    await user.click(await screen.findByRole('button', { name: 'Ask for access to Osteria del Porto' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask for access to Osteria del Porto' });
    await user.type(within(dialog).getByLabelText(/^Message/), 'hi');
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await within(dialog).findByText(/control characters/i);
    expect(within(dialog).getByLabelText(/^Message/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('speaks Italian', async () => {
    await i18n.changeLanguage('it');
    const user = userEvent.setup();
    renderApp(`/onboarding/place-detail?id=${osteria.id}`, { user: waiter, claims: [], venues: [] });
    expect(await screen.findByRole('heading', { name: 'Lavori qui?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Chiedi l'accesso a Osteria del Porto" }));
    const dialog = screen.getByRole('dialog', { name: "Chiedi l'accesso a Osteria del Porto" });
    expect(within(dialog).getByText('Inviata come')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Messaggio/)).toBeInTheDocument();
  });
});
