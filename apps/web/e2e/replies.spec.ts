import { expect, test, type Browser } from '@playwright/test';
import { checkScreen } from './support/axe';
import { signInWithPassword } from './support/auth';
import { demoOwner } from './support/missions';
import { DEMO_PASSWORD, DEMO_USERS } from './support/stack';

/*
 * The owner answers a guest in public and puts the review first on the wall, in both languages at a phone's
 * and a laptop's width: they open a public review of the demo venue, write a reply, edit it, and highlight
 * the review. Every screen goes through axe. The reply and the highlight are removed at the end, through
 * the modal, or through the API when the test stopped half-way, so the demo venue is as it was.
 */

const TEXTS = {
  en: {
    isPublic: 'Public',
    reply: 'Reply',
    field: 'Your reply',
    publish: 'Publish reply',
    edit: 'Edit reply',
    save: 'Save changes',
    from: 'Reply from Osteria del Porto',
    highlight: 'Highlight on the wall',
    copy: 'Copy link',
    delete: 'Delete reply',
    confirm: 'Delete',
    first: 'Thank you for coming, we are glad you enjoyed the evening.',
    edited: 'Thank you for coming! See you soon on the terrace.',
  },
  it: {
    isPublic: 'Pubblica',
    reply: 'Rispondi',
    field: 'La tua risposta',
    publish: 'Pubblica la risposta',
    edit: 'Modifica la risposta',
    save: 'Salva le modifiche',
    from: 'Risposta di Osteria del Porto',
    highlight: 'In evidenza nella bacheca',
    copy: 'Copia link',
    delete: 'Elimina la risposta',
    confirm: 'Elimina',
    first: 'Grazie per essere venuti, siamo felici che la serata vi sia piaciuta.',
    edited: 'Grazie per essere venuti! Vi aspettiamo in terrazza.',
  },
} as const;

type DashboardReview = {
  id: string;
  title: string;
  public_consent: boolean;
  highlighted: boolean;
  reply: { body: string; hidden: boolean; hidden_reason: string | null } | null;
  share_url: string | null;
};

async function contextFor(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

for (const lng of ['en', 'it'] as const) {
  for (const width of [375, 1366] as const) {
    test(`the owner replies to a public review and highlights it, in ${lng} at ${width} px`, async ({
      browser,
    }, testInfo) => {
      const t = TEXTS[lng];
      const check = (name: string) => checkScreen(page, testInfo, `${name}-${lng}-${width}`);
      const owner = await demoOwner();
      const reviewPath = (id: string) => `/places/${owner.venue.id}/reviews/${id}`;
      const reviews = await owner.call<DashboardReview[]>(`/places/${owner.venue.id}/reviews?take=50`);
      const review = reviews.find((item) => item.public_consent && !item.highlighted && !item.reply);
      if (!review) throw new Error('the demo venue has no public review without a reply or a highlight');

      const { context, page } = await contextFor(browser, width);
      try {
        await signInWithPassword(page, DEMO_USERS.owner, DEMO_PASSWORD);
        await page.goto(`/dashboard/reviews?review=${review.id}&lng=${lng}`);
        const dialog = page.getByRole('dialog', { name: review.title });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByText(t.isPublic, { exact: true })).toBeVisible();
        await expect(dialog.getByText(review.share_url ?? '')).toBeVisible();
        await expect(dialog.getByRole('button', { name: t.copy })).toBeVisible();
        await check('review-public');

        // The reply: written, then edited.
        await dialog.getByRole('button', { name: t.reply, exact: true }).click();
        const field = dialog.getByRole('textbox', { name: t.field });
        await expect(field).toBeFocused();
        await field.fill(t.first);
        await expect(dialog.getByText(`${t.first.length}/1000`)).toBeVisible();
        await check('reply-editor');
        await dialog.getByRole('button', { name: t.publish }).click();
        await expect(dialog.getByText(t.from)).toBeVisible();
        await expect(dialog.getByText(t.first)).toBeVisible();

        await dialog.getByRole('button', { name: t.edit }).click();
        await dialog.getByRole('textbox', { name: t.field }).fill(t.edited);
        await dialog.getByRole('button', { name: t.save }).click();
        await expect(dialog.getByText(t.edited)).toBeVisible();
        const saved = (await owner.call<DashboardReview[]>(`/places/${owner.venue.id}/reviews?take=50`)).find(
          (item) => item.id === review.id,
        );
        expect(saved?.reply?.body).toBe(t.edited);

        // The highlight.
        const toggle = dialog.getByRole('switch', { name: t.highlight });
        await expect(toggle).toHaveAttribute('aria-checked', 'false');
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-checked', 'true');
        await expect(toggle).toBeEnabled();
        await check('review-replied-highlighted');
        await dialog.getByRole('button', { name: t.delete }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`reply-actions-${lng}-${width}.png`) });

        // Undone through the modal: the highlight, then the reply after its confirmation.
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-checked', 'false');
        await expect(toggle).toBeEnabled();
        await dialog.getByRole('button', { name: t.delete }).click();
        await dialog.getByRole('button', { name: t.confirm, exact: true }).click();
        await expect(dialog.getByRole('button', { name: t.reply, exact: true })).toBeVisible();
        await expect(dialog.getByText(t.edited)).toBeHidden();
      } finally {
        await context.close();
        const after = (await owner.call<DashboardReview[]>(`/places/${owner.venue.id}/reviews?take=50`)).find(
          (item) => item.id === review.id,
        );
        if (after?.highlighted) await owner.call(`${reviewPath(review.id)}/highlight`, 'DELETE');
        if (after?.reply) await owner.call(`${reviewPath(review.id)}/reply`, 'DELETE');
      }
    });
  }
}

const STAFF_TEXTS = {
  en: {
    section: 'Public replies',
    hide: 'Hide reply of Osteria del Porto',
    hideDialog: 'Hide the reply of Osteria del Porto',
    reason: 'Reason',
    confirm: 'Hide reply',
    hidden: 'Hidden',
    show: 'Show again the reply of Osteria del Porto',
    shown: 'Shown',
  },
  it: {
    section: 'Risposte pubbliche',
    hide: 'Nascondi risposta di Osteria del Porto',
    hideDialog: 'Nascondi la risposta di Osteria del Porto',
    reason: 'Motivo',
    confirm: 'Nascondi risposta',
    hidden: 'Nascosta',
    show: 'Mostra di nuovo la risposta di Osteria del Porto',
    shown: 'Visibile',
  },
} as const;

for (const lng of ['en', 'it'] as const) {
  for (const width of [375, 1366] as const) {
    test(`staff hide a reply with a reason and show it again, in ${lng} at ${width} px`, async ({
      browser,
    }, testInfo) => {
      const t = STAFF_TEXTS[lng];
      const check = (name: string) => checkScreen(page, testInfo, `${name}-${lng}-${width}`);
      // A reply of the test's own, on a private review: nothing the wall shows changes, even for a moment.
      const owner = await demoOwner();
      const reviews = await owner.call<DashboardReview[]>(`/places/${owner.venue.id}/reviews?take=50`);
      const review = reviews.find((item) => !item.public_consent && !item.reply);
      if (!review) throw new Error('the demo venue has no private review without a reply');
      const replyPath = `/places/${owner.venue.id}/reviews/${review.id}/reply`;
      const body = `Staff check ${lng} ${width} ${Date.now()}`;
      await owner.call(replyPath, 'PUT', { body });

      const { context, page } = await contextFor(browser, width);
      try {
        await signInWithPassword(page, DEMO_USERS.admin, DEMO_PASSWORD);
        await page.goto(`/admin?lng=${lng}`);
        const section = page.getByRole('region', { name: t.section });
        const card = section.getByRole('listitem').filter({ hasText: body });
        await expect(card).toBeVisible();
        await expect(card.getByText(t.shown, { exact: true })).toBeVisible();
        await card.scrollIntoViewIfNeeded();
        await check('admin-replies');

        await card.getByRole('button', { name: t.hide }).click();
        const dialog = page.getByRole('dialog', { name: t.hideDialog });
        await dialog.getByRole('textbox', { name: new RegExp(t.reason) }).fill('Off-topic advertising');
        await check('admin-hide-reply');
        await dialog.getByRole('button', { name: t.confirm }).click();
        await expect(dialog).toBeHidden();
        await expect(card.getByText(t.hidden, { exact: true })).toBeVisible();
        const hidden = (
          await owner.call<DashboardReview[]>(`/places/${owner.venue.id}/reviews?take=50`)
        ).find((item) => item.id === review.id);
        expect(hidden?.reply).toMatchObject({ hidden: true, hidden_reason: 'Off-topic advertising' });

        await card.getByRole('button', { name: t.show }).click();
        await expect(card.getByText(t.shown, { exact: true })).toBeVisible();
      } finally {
        await context.close();
        const after = (await owner.call<DashboardReview[]>(`/places/${owner.venue.id}/reviews?take=50`)).find(
          (item) => item.id === review.id,
        );
        // A reply that stayed hidden (the test stopped half-way) is on a private review: it shows nowhere.
        if (after?.reply && !after.reply.hidden) await owner.call(replyPath, 'DELETE');
      }
    });
  }
}
