import { signInWithPassword } from './support/auth';
import { publishGuestReview } from './support/guest';
import { expect, test } from './support/owners';
import { DEMO_PASSWORD, DEMO_USERS } from './support/stack';

// A venue of its own, with a few reviews besides the one reported.
test.use({ ownerOptions: { reviews: 3 } });

test('the owner reports a guest review; staff hide it and it leaves the dashboard', async ({
  page,
  owner,
}) => {
  const title = `Recensione da segnalare ${Date.now()}`;
  await signInWithPassword(page, owner.email, owner.password);
  await page.goto('/dashboard/qrcode');
  const link =
    (
      await page
        .getByText(/\/r\/[A-Za-z0-9_-]{22}$/)
        .first()
        .textContent()
    )?.trim() ?? '';
  await publishGuestReview(link, title);

  await page.goto('/dashboard/reviews');
  const card = page.getByRole('article').filter({ hasText: title });
  await card.getByRole('button', { name: 'Details' }).click();
  const dialog = page.getByRole('dialog');
  // The owner can report, never delete, hide or edit.
  await expect(dialog.getByRole('button', { name: /delete|hide|edit/i })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Report to staff' }).click();
  const report = page.getByRole('dialog', { name: 'Report this review to staff' });
  await report.getByRole('radio', { name: 'Spam' }).check();
  await report.getByLabel('Note (optional)').fill('Pubblicità di un altro locale.');
  await report.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Report sent. Staff will review it.')).toBeVisible();

  const staff = await page.context().browser()!.newPage();
  await signInWithPassword(staff, DEMO_USERS.admin, DEMO_PASSWORD);
  await staff.goto('/admin');
  const reported = staff.getByRole('article').filter({ hasText: title });
  await expect(reported).toContainText('Pubblicità di un altro locale.');
  await reported.getByRole('button', { name: `Hide review: ${title}` }).click();
  const hide = staff.getByRole('dialog');
  await hide.getByLabel('Reason').fill('Spam: advertises another venue.');
  await hide.getByRole('button', { name: 'Hide review' }).click();
  await expect(staff.getByRole('article').filter({ hasText: title })).toHaveCount(0);
  await staff.close();

  await page.goto('/dashboard/reviews');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);
});
