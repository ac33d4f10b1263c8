import type { ReviewCode } from '@venues/contracts/review-codes';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeClaim, makeVenue } from '@/testing/fixtures';
import { mockApi, type MockReply, type MockRequest } from '@/testing/mock-api';
import { renderDashboard } from '@/testing/render-dashboard';

const claim = makeClaim('approved', {});
const placeId = claim.restaurant.id;
const codesPath = `/places/${placeId}/review-codes`;

let sequence = 0;
function makeCode(label: string | null, overrides: Partial<ReviewCode> = {}): ReviewCode {
  sequence += 1;
  const code = `code${String(sequence).padStart(18, '0')}`;
  return {
    id: `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`,
    code,
    label,
    url: `https://venues.test/r/${code}`,
    created_at: '2026-01-01T10:00:00.000Z',
    revoked_at: null,
    scans_30d: 12,
    reviews_30d: 3,
    ...overrides,
  };
}

// The screen loads lazily; a loaded machine takes longer than a query's wait to import it the first time.
beforeAll(async () => {
  await import('./qrcode');
}, 30_000);

let server: ReturnType<typeof mockApi>;
let codes: ReviewCode[];

function serve(
  extra: Record<string, (request: MockRequest, match: Record<string, string>) => MockReply> = {},
) {
  server = mockApi({ [`GET ${codesPath}`]: () => ({ body: { data: codes } }), ...extra });
}

function renderStudio() {
  const user = userEvent.setup();
  renderDashboard('/dashboard/qrcode', { claims: [claim] });
  render(<ToastContainer />);
  return user;
}

const venueLink = () => screen.findByRole('region', { name: 'Review link' });
const tableSection = () => screen.getByRole('region', { name: 'Table codes' });
const rows = () => within(within(tableSection()).getByRole('list')).getAllByRole('listitem');

beforeEach(() => {
  codes = [
    makeCode(null, { scans_30d: 41, reviews_30d: 9 }),
    makeCode('Table 1'),
    makeCode('Terrace', { scans_30d: 0, reviews_30d: 0 }),
  ];
});
afterEach(() => {
  server.restore();
  vi.restoreAllMocks();
});

describe('QR studio', () => {
  it('shows the review link with its QR code and numbers, then the table codes and the printables', async () => {
    serve();
    renderStudio();
    const link = await venueLink();
    const [venue] = codes as [ReviewCode];
    expect(within(link).getByText(venue.url)).toBeInTheDocument();
    const qr = await within(link).findByRole('img', {
      name: `QR code of the review link of ${claim.restaurant.name}`,
    });
    expect(qr.querySelector('svg')).not.toBeNull();
    expect(within(link).getByText('Scans (30 days)').nextSibling).toHaveTextContent('41');
    expect(within(link).getByText('Reviews (30 days)').nextSibling).toHaveTextContent('9');
    expect(within(link).getByRole('button', { name: 'Download SVG' })).toBeInTheDocument();
    expect(within(link).getByRole('button', { name: 'Download PNG' })).toBeInTheDocument();

    expect(within(tableSection()).getByText('3 of 200 codes in use')).toBeInTheDocument();
    expect(rows().map((row) => within(row).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Table 1',
      'Terrace',
    ]);
    expect(
      within(rows()[0] as HTMLElement).getByRole('button', { name: 'Copy link for Table 1' }),
    ).toBeVisible();

    const headings = screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`);
    expect(headings).toEqual([
      'H1 QR code',
      'H2 Review link',
      'H2 Table codes',
      'H3 Table 1',
      'H3 Terrace',
      'H2 Printables',
    ]);
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET ${codesPath}`]);
  });

  it('shows skeletons while loading, and a retry after a failed load', async () => {
    let fail = true;
    server = mockApi({
      [`GET ${codesPath}`]: () =>
        fail
          ? { status: 500, body: { error: { code: 'internal', message: 'down' } } }
          : { body: { data: codes } },
    });
    const user = renderStudio();
    expect(screen.getByRole('status', { name: 'Loading your QR codes…' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your QR codes.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await venueLink()).toBeInTheDocument();
  });

  it('copies the link, or selects it when the browser refuses the clipboard', async () => {
    serve();
    const user = renderStudio();
    const link = await venueLink();
    const [venue] = codes as [ReviewCode];
    await user.click(within(link).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(venue.url);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(rows()[1] as HTMLElement).getByRole('button', { name: 'Copy link for Terrace' }));
    expect(await screen.findByText(/the link is selected/)).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe(codes[2]?.url);
  });

  it('adds a table code, with the field errors of the form and of the API', async () => {
    let reply: MockReply | null = null;
    serve({
      [`POST ${codesPath}`]: ({ body }) => {
        if (reply) return reply;
        const created = makeCode((body as { label: string }).label);
        codes = [...codes, created];
        return { status: 201, body: { data: created } };
      },
    });
    const user = renderStudio();
    await venueLink();
    const field = screen.getByRole('textbox', { name: 'Table or area name' });
    const add = screen.getByRole('button', { name: 'Add code' });

    await user.click(add);
    expect(field).toHaveAccessibleDescription('This field is required');
    await user.type(field, 'x'.repeat(41));
    await user.click(add);
    expect(field).toHaveAccessibleDescription('Maximum length: 40 characters');

    reply = {
      status: 409,
      body: { error: { code: 'review-codes/duplicate-label', message: 'duplicate' } },
    };
    await user.clear(field);
    await user.type(field, 'Table 1');
    await user.click(add);
    await waitFor(() => expect(field).toHaveAccessibleDescription('There is already a code with this name.'));

    reply = { status: 409, body: { error: { code: 'review-codes/limit', message: 'limit' } } };
    await user.click(add);
    expect(await screen.findByText(/maximum of 200 active codes/)).toHaveAttribute('role', 'alert');

    reply = {
      status: 400,
      body: { error: { code: 'validation', message: 'bad', fields: { label: ['maxLength:40'] } } },
    };
    await user.click(add);
    await waitFor(() => expect(field).toHaveAccessibleDescription('Maximum length: 40 characters'));

    reply = null;
    await user.clear(field);
    await user.type(field, '  Garden  ');
    await user.click(add);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(server.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ label: 'Garden' });
    expect(field).toHaveValue('');
    expect(screen.getByText('4 of 200 codes in use')).toBeInTheDocument();
    expect(await screen.findByText('Code for Garden added.')).toBeInTheDocument();
  });

  it('revokes a table code, with or without a new one, and gives focus back to the section', async () => {
    serve({
      [`POST ${codesPath}/:codeId/revoke`]: ({ body }, { codeId }) => {
        const old = codes.find((code) => code.id === codeId);
        const replacement = (body as { reissue: boolean }).reissue ? makeCode(old?.label ?? null) : null;
        codes = [...codes.filter((code) => code.id !== codeId), ...(replacement ? [replacement] : [])];
        return { body: { data: { replacement } } };
      },
    });
    const user = renderStudio();
    await venueLink();
    const [, table1, terrace] = codes as [ReviewCode, ReviewCode, ReviewCode];

    await user.click(screen.getByRole('button', { name: 'Revoke the code for Terrace' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke the code for Terrace?' });
    expect(within(dialog).getByText(/stops working at once/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rows()).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Table codes' })).toHaveFocus();
    expect(server.calls.at(-2)).toMatchObject({
      path: `${codesPath}/${terrace.id}/revoke`,
      body: { reissue: false },
    });

    await user.click(screen.getByRole('button', { name: 'Revoke the code for Table 1' }));
    await user.click(screen.getByRole('button', { name: 'Revoke and issue a new code' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.find((call) => call.path.endsWith(`${table1.id}/revoke`))?.body).toEqual({
      reissue: true,
    });
    expect(within(tableSection()).queryByText(table1.url)).not.toBeInTheDocument();
    expect(within(tableSection()).getByText(codes.at(-1)?.url ?? '')).toBeInTheDocument();
    expect(
      await screen.findByText('The code for Table 1 has been replaced: print the new one.'),
    ).toBeInTheDocument();
  });

  it('replaces the review link after a confirmation, and focus returns to the button', async () => {
    serve({
      [`POST ${codesPath}/:codeId/revoke`]: ({ body }, { codeId }) => {
        const replacement = makeCode(null);
        codes = [replacement, ...codes.filter((code) => code.id !== codeId)];
        expect(body).toEqual({ reissue: true });
        return { body: { data: { replacement } } };
      },
    });
    const user = renderStudio();
    const link = await venueLink();
    const revoke = within(link).getByRole('button', { name: 'Revoke and issue a new link' });
    await user.click(revoke);
    const dialog = screen.getByRole('dialog', { name: 'Issue a new review link?' });
    expect(within(dialog).getByText(/every QR code already printed/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke and issue a new link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(link).getByText(codes[0]?.url ?? '')).toBeInTheDocument();
    expect(revoke).toHaveFocus();
  });

  it('opens a table code QR in a dialog and closes it back to its button', async () => {
    serve();
    const user = renderStudio();
    await venueLink();
    const open = screen.getByRole('button', { name: 'QR code for Table 1' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'QR code for Table 1' });
    expect(await within(dialog).findByRole('img', { name: 'QR code for Table 1' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download SVG' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(open).toHaveFocus();
  });

  it('downloads the printables as a PDF in the UI language, with a retry after a failure', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    let fail = true;
    serve({
      [`GET ${codesPath}/printables`]: () =>
        fail
          ? { status: 500, body: { error: { code: 'internal', message: 'down' } } }
          : { body: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) },
    });
    const user = renderStudio();
    await venueLink();
    await user.click(screen.getByRole('button', { name: 'Stickers (A4, 8 per sheet)' }));
    expect(await screen.findByText('We could not create the PDF.')).toBeInTheDocument();
    expect(saved).toEqual([]);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(saved).toEqual([`review-codes-stickers-${slug(claim.restaurant.name)}.pdf blob:pdf`]),
    );
    const printables = server.calls.filter((call) => call.path.endsWith('/printables'));
    expect(printables.map((call) => call.params)).toEqual([
      { kind: 'stickers', lang: 'en' },
      { kind: 'stickers', lang: 'en' },
    ]);
  });

  it('lets a team member print the codes, but neither add nor revoke one', async () => {
    serve();
    renderDashboard('/dashboard/qrcode', { claims: [], venues: [makeVenue(claim.restaurant, 'team')] });
    const link = await venueLink();
    expect(
      within(link).queryByRole('button', { name: 'Revoke and issue a new link' }),
    ).not.toBeInTheDocument();
    expect(within(tableSection()).queryByRole('button', { name: 'Add code' })).not.toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    expect(within(tableSection()).queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument();
    expect(within(tableSection()).getByRole('button', { name: 'QR code for Table 1' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Printables' })).toBeInTheDocument();
  });
});

function slug(name: string) {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
