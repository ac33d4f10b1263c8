import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';

const get = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ api: { get } }));

const reply = (links: unknown[]) => ({
  data: {
    data: {
      links,
      mails: [
        {
          id: 'm1',
          to: 'owner@demo.test',
          subject: 'Your claim was approved',
          text: 'Open the dashboard.',
          html: null,
          headers: {},
          attachments: [],
          status: 'sent',
          created_at: '2026-01-01T10:00:00.000Z',
        },
      ],
    },
  },
});

describe('mailbox', () => {
  it('lists links (newest last) and sent mail', async () => {
    get.mockResolvedValue(
      reply([
        {
          kind: 'verifyEmail',
          email: 'new@demo.test',
          link: 'http://localhost/verify-email?mode=verifyEmail&oobCode=A',
        },
        { kind: 'signIn', email: 'new@demo.test', link: 'http://localhost/?email=new%40demo.test&oobCode=B' },
      ]),
    );
    renderApp('/dev/mailbox', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mailbox' })).toBeInTheDocument();

    const links = await screen.findByRole('region', { name: 'Sign-in links' });
    const items = within(links).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('new@demo.test');
    expect(items[0]).toHaveTextContent('Verify email');
    expect(items[1]).toHaveTextContent('Sign-in link');
    expect(within(items[1]!).getByRole('link', { name: 'Open link' })).toHaveAttribute(
      'href',
      'http://localhost/?email=new%40demo.test&oobCode=B',
    );
    expect(within(items[1]!).getByRole('link', { name: 'Open link' })).not.toHaveAttribute('target');

    const mails = screen.getByRole('region', { name: 'Sent mail' });
    const mail = within(mails).getByRole('article');
    expect(mail).toHaveTextContent('To: owner@demo.test');
    expect(within(mail).getByRole('heading', { name: 'Your claim was approved' })).toBeInTheDocument();
    expect(mail).toHaveTextContent('Open the dashboard.');
  });

  it('refreshes on demand', async () => {
    get.mockResolvedValueOnce(reply([]));
    renderApp('/dev/mailbox', { user: null });
    expect(await screen.findByText('No links yet.')).toBeInTheDocument();

    get.mockResolvedValueOnce(
      reply([
        { kind: 'resetPassword', email: 'owner@demo.test', link: 'http://localhost/forgot-password?x=1' },
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Reset password')).toBeInTheDocument();
  });
});
