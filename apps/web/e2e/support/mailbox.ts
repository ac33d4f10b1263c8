import { expect, type Locator, type Page } from '@playwright/test';

export const LINK_KINDS = {
  verifyEmail: 'Verify email',
  resetPassword: 'Reset password',
  signIn: 'Sign-in link',
} as const;
export type LinkKind = keyof typeof LINK_KINDS;

function newestLink(page: Page, email: string, kind: LinkKind): Locator {
  const openLink = page.getByRole('link', { name: 'Open link', exact: true });
  return page
    .getByRole('listitem')
    .filter({ hasText: email })
    .filter({ hasText: LINK_KINDS[kind] })
    .filter({ has: openLink })
    .last()
    .getByRole('link', { name: 'Open link', exact: true });
}

/**
 * Opens /dev/mailbox in `page` and follows the newest `kind` link issued for `email`, in the same tab,
 * as a user reading their mail would. Clicks "Refresh" until the link shows up.
 */
export async function openMailboxLink(page: Page, email: string, kind: LinkKind): Promise<void> {
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  const link = newestLink(page, email, kind);
  await expect(async () => {
    if (!(await link.isVisible())) await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(link).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await link.click();
}

/** Opens /dev/mailbox and returns the newest mail with this subject, refreshing until it arrives. */
export async function openMail(page: Page, subject: string): Promise<Locator> {
  await page.goto('/dev/mailbox');
  const mail = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: subject }) })
    .first();
  await expect(async () => {
    if (!(await mail.isVisible())) await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(mail).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return mail;
}
