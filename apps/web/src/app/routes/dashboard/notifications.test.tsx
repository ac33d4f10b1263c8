import type { Claim } from '@venues/contracts/claims';
import type { NotificationPreferences, VenueNotifications } from '@venues/contracts/notifications';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { makeClaim, makeVenue } from '@/testing/fixtures';
import { mockApi, type MockReply } from '@/testing/mock-api';
import { renderDashboard } from '@/testing/render-dashboard';

function venueClaim(name: string): Claim {
  const claim = makeClaim('approved');
  return { ...claim, restaurant: { ...claim.restaurant, name } };
}

const porto = venueClaim('Osteria del Porto');
const corte = venueClaim('Corte Antica');

function venue(claim: Claim, overrides: Partial<VenueNotifications> = {}): VenueNotifications {
  return {
    place_id: claim.restaurant.id,
    place_name: claim.restaurant.name,
    new_reviews: 'all',
    low_rating_max: 3,
    weekly_digest: true,
    monthly_report: true,
    monthly_report_available: true,
    ...overrides,
  };
}

let server: ReturnType<typeof mockApi>;
afterEach(() => server.restore());

function serve(
  venues: VenueNotifications[],
  { list, save }: { list?: () => MockReply; save?: (body: NotificationPreferences) => MockReply } = {},
) {
  server = mockApi({
    'GET /notifications': () => list?.() ?? { body: { data: { email: 'owner@demo.test', venues } } },
    'PUT /notifications/:placeId': (request, { placeId }) => {
      const body = request.body as NotificationPreferences;
      const stored = venues.find((item) => item.place_id === placeId);
      return save?.(body) ?? { body: { data: { ...stored, ...body } } };
    },
  });
}

function open(current = porto) {
  render(<ToastContainer />);
  renderDashboard('/dashboard/profile/notifications', { claims: [corte, porto], current: current.id });
}

const card = (name: string) => screen.getByRole('region', { name });
const saves = () => server.calls.filter((call) => call.method === 'PUT');

describe('notifications tab', () => {
  it('is a tab of the profile', async () => {
    serve([venue(porto)]);
    open();
    const tabs = await screen.findByRole('navigation', { name: 'Profile sections' });
    expect(within(tabs).getByRole('link', { name: 'notifications' })).toHaveAttribute(
      'href',
      '/dashboard/profile/notifications',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
  });

  it('shows where the mails go and the current venue first', async () => {
    serve([venue(corte), venue(porto)]);
    open(porto);
    expect(await screen.findByText('Emails go to owner@demo.test.')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Osteria del Porto', 'Corte Antica']);
    expect(within(card('Osteria del Porto')).getByText('Current venue')).toBeInTheDocument();
  });

  it('saves "only 2 stars or fewer" for one venue', async () => {
    serve([venue(porto), venue(corte)]);
    open();
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Osteria del Porto' });
    const portoCard = within(card('Osteria del Porto'));
    const group = portoCard.getByRole('group', { name: 'Emails about new reviews' });
    expect(within(group).getByRole('radio', { name: 'Every review' })).toBeChecked();
    const rating = portoCard.getByRole('combobox', { name: 'Maximum rating' });
    expect(rating).toBeDisabled();
    expect(rating).toHaveValue('3');

    await user.click(portoCard.getByRole('radio', { name: 'Only reviews of 3 stars or fewer' }));
    expect(rating).toBeEnabled();
    await user.selectOptions(rating, '2');
    expect(portoCard.getByRole('radio', { name: 'Only reviews of 2 stars or fewer' })).toBeChecked();
    await user.click(portoCard.getByRole('switch', { name: 'Weekly digest' }));
    await user.click(portoCard.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Notification settings saved for Osteria del Porto.')).toBeInTheDocument();
    expect(saves()).toEqual([
      expect.objectContaining({
        path: `/notifications/${porto.restaurant.id}`,
        body: { new_reviews: 'low', low_rating_max: 2, weekly_digest: false, monthly_report: true },
      }),
    ]);
  });

  it('offers a team member only the mails their role receives: new reviews, no digest, no report', async () => {
    serve([venue(porto)]);
    render(<ToastContainer />);
    renderDashboard('/dashboard/profile/notifications', {
      claims: [],
      venues: [makeVenue(porto.restaurant, 'team')],
    });
    const settings = await screen.findByRole('region', { name: 'Osteria del Porto' });
    expect(within(settings).getByRole('radio', { name: 'Off' })).toBeInTheDocument();
    expect(within(settings).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('shows Save as pending while saving, and an error toast when saving fails', async () => {
    let fail: (reply: MockReply) => void = () => undefined;
    server = mockApi({
      'GET /notifications': () => ({ body: { data: { email: 'owner@demo.test', venues: [venue(porto)] } } }),
      'PUT /notifications/:placeId': () => new Promise<MockReply>((resolve) => (fail = resolve)),
    });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Off' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    fail({ status: 500, body: { error: { code: 'internal', message: 'boom' } } });
    expect(await screen.findByText('We could not save your settings. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Off' })).toBeChecked();
  });

  it('shows the field error of a refused rating limit', async () => {
    serve([venue(porto, { new_reviews: 'low' })], {
      save: () => ({
        status: 400,
        body: {
          error: { code: 'validation/invalid-input', message: 'bad', fields: { low_rating_max: ['max:5'] } },
        },
      }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a rating from 1 to 5.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Maximum rating' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('disables the monthly report below pro and points to the plans', async () => {
    serve([venue(porto, { monthly_report_available: false }), venue(corte)]);
    open();
    await screen.findByRole('region', { name: 'Osteria del Porto' });
    const free = within(card('Osteria del Porto'));
    const report = free.getByRole('switch', { name: 'Monthly PDF report' });
    expect(report).toBeDisabled();
    expect(report).not.toBeChecked();
    expect(report).toHaveAccessibleDescription(/Included in the Pro plan\. See the plans/);
    expect(free.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/dashboard/profile/plans',
    );

    const pro = within(card('Corte Antica'));
    expect(pro.getByRole('switch', { name: 'Monthly PDF report' })).toBeEnabled();
    expect(pro.queryByRole('link', { name: 'See the plans' })).not.toBeInTheDocument();

    await userEvent.click(free.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    // What is stored stays as it was; nothing is sent below pro anyway.
    expect(saves()[0]?.body).toMatchObject({ monthly_report: true });
  });

  it('offers Retry when the settings do not load', async () => {
    let failing = true;
    serve([venue(porto)], {
      list: () =>
        failing
          ? { status: 500, body: { error: { code: 'internal', message: 'boom' } } }
          : { body: { data: { email: 'owner@demo.test', venues: [venue(porto)] } } },
    });
    open();
    expect(await screen.findByText('We could not load your notification settings.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Osteria del Porto' })).toBeInTheDocument();
  });

  it('speaks Italian', async () => {
    await i18n.changeLanguage('it');
    serve([venue(porto, { monthly_report_available: false })]);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifiche' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Sezioni del profilo' });
    expect(within(tabs).getByRole('link', { name: 'notifiche' })).toBeInTheDocument();
    expect(await screen.findByText('Le email arrivano a owner@demo.test.')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Email sulle nuove recensioni' });
    expect(
      within(group).getByRole('radio', { name: 'Solo le recensioni con 3 stelle o meno' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Riepilogo settimanale' })).toHaveAccessibleDescription(
      /ogni lunedì mattina alle 8:00 \(ora italiana\)/,
    );
    expect(screen.getByRole('link', { name: 'Scopri i piani' })).toBeInTheDocument();
  });
});
