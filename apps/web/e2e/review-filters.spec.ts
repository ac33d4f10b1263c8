import { expect, test, type Page } from '@playwright/test';
import { checkScreen } from './support/axe';
import { signInWithPassword } from './support/auth';
import { DEMO_PASSWORD, DEMO_USERS } from './support/stack';

/*
 * The owner narrows the reviews grid to the 1–2 star reviews, then to those still without a reply, steps
 * back through the URL, meets the empty state of a period with no review and clears the filters; in both
 * languages at a phone's and a laptop's width, with every screen through axe.
 */

const TEXTS = {
  en: {
    list: 'Video reviews',
    rating: 'Rating',
    lowStars: '1–2 stars',
    reply: 'Reply',
    without: 'Without a reply',
    clear: 'Clear filters',
    empty: 'No reviews match these filters',
    stars: /^Rated [12] out of 5$/,
  },
  it: {
    list: 'Video recensioni',
    rating: 'Valutazione',
    lowStars: 'Da 1 a 2 stelle',
    reply: 'Risposta',
    without: 'Senza risposta',
    clear: 'Azzera i filtri',
    empty: 'Nessuna recensione corrisponde a questi filtri',
    stars: /^Valutazione [12] su 5$/,
  },
} as const;

const listRequest = (page: Page, check: (query: URLSearchParams) => boolean) =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return /\/api\/places\/[^/]+\/reviews$/.test(url.pathname) && check(url.searchParams);
  });

for (const lng of ['en', 'it'] as const) {
  for (const width of [375, 1366] as const) {
    test(`the owner filters the reviews to 1–2 stars without a reply, in ${lng} at ${width} px`, async ({
      browser,
    }, testInfo) => {
      const t = TEXTS[lng];
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const check = (name: string) => checkScreen(page, testInfo, `review-filters-${name}-${lng}-${width}`);
      const cards = page.getByRole('list', { name: t.list }).getByRole('article');
      try {
        await signInWithPassword(page, DEMO_USERS.owner, DEMO_PASSWORD);
        await page.goto(`/dashboard/reviews?lng=${lng}`);
        await expect(cards).toHaveCount(10);

        const low = listRequest(page, (q) => q.get('rating_min') === '1' && q.get('rating_max') === '2');
        await page.getByRole('combobox', { name: t.rating }).selectOption({ label: t.lowStars });
        const lowBody = (await (await low).json()) as { data: { rating: { overall: number } }[] };
        await expect(page).toHaveURL(/[?&]rating_min=1&rating_max=2(&|$)/);
        expect(lowBody.data.length).toBeGreaterThan(0);
        expect(lowBody.data.every((review) => review.rating.overall <= 2)).toBe(true);
        await expect(cards).toHaveCount(lowBody.data.length);
        for (const card of await cards.all())
          await expect(card.getByRole('img', { name: t.stars })).toBeVisible();
        await check('low-stars');

        const unanswered = listRequest(
          page,
          (q) => q.get('rating_max') === '2' && q.get('reply') === 'without',
        );
        await page.getByRole('combobox', { name: t.reply }).selectOption({ label: t.without });
        const unansweredBody = (await (await unanswered).json()) as {
          data: { rating: { overall: number } }[];
        };
        await expect(page).toHaveURL(/rating_min=1&rating_max=2&reply=without/);
        expect(unansweredBody.data.every((review) => review.rating.overall <= 2)).toBe(true);
        await expect(cards).toHaveCount(unansweredBody.data.length);
        await check('low-stars-without-reply');

        // Back goes to the 1–2 stars alone, Forward returns; a copied link opens the same list.
        await page.goBack();
        await expect(page).not.toHaveURL(/reply=without/);
        await expect(page.getByRole('combobox', { name: t.reply })).toHaveValue('');
        await page.goForward();
        await expect(page.getByRole('combobox', { name: t.reply })).toHaveValue('without');
        await expect(page.getByRole('combobox', { name: t.rating })).toHaveValue('1-2');

        // A period with no review: the empty state offers to clear the filters.
        await page.goto(`/dashboard/reviews?lng=${lng}&rating_max=2&from=2001-01-01&to=2001-01-31`);
        await expect(page.getByRole('heading', { name: t.empty })).toBeVisible();
        await check('empty');
        await page.getByRole('main').getByRole('button', { name: t.clear }).last().click();
        await expect(page).not.toHaveURL(/rating_max|from=|to=/);
        await expect(cards).toHaveCount(10);
        await expect(page.getByRole('button', { name: t.clear })).toHaveCount(0);
      } finally {
        await context.close();
      }
    });
  }
}
