import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from '@playwright/test';
import { webPaths } from '@venues/contracts/web-paths';
import { signInWithPassword } from './support/auth';
import { checkScreen } from './support/axe';
import { recordPublicReview } from './support/guest';
import { apiOf, expect, test } from './support/owners';
import { APP_URL } from './support/stack';

/*
 * A review's whole public life, one user after the other: a guest records a review at the table and chooses
 * to show it publicly; the owner replies from the dashboard; the reply shows on the venue's wall; the owner
 * copies the embed code, and a website on another origin shows the review and plays its video; the guest
 * then stops public display from the private link, and the review leaves the wall and the embed.
 */

// A venue of its own with reviews, some of them public as in the demo data: the wall and the embed still
// show reviews once this one has left them.
test.use({ ownerOptions: { reviews: 12 } });

const TEXTS = {
  en: {
    reply: 'Reply',
    field: 'Your reply',
    publish: 'Publish reply',
    from: (venue: string) => `Reply from ${venue}`,
    answer: 'Thank you Giulia, see you soon!',
    integrations: 'Integrations',
    copyEmbed: 'Copy code to embed the reviews',
    shown: 'Shown publicly',
    stopPublic: 'Stop showing it publicly',
    confirm: 'Yes, make it private',
    nowPrivate: 'Your review is now private.',
  },
  it: {
    reply: 'Rispondi',
    field: 'La tua risposta',
    publish: 'Pubblica la risposta',
    from: (venue: string) => `Risposta di ${venue}`,
    answer: 'Grazie Giulia, a presto!',
    integrations: 'Integrazioni',
    copyEmbed: 'Copia codice da incorporare',
    shown: 'Visibile pubblicamente',
    stopPublic: 'Non mostrarla più pubblicamente',
    confirm: 'Sì, rendila privata',
    nowPrivate: 'Ora la tua recensione è privata.',
  },
} as const;

/** The venue's website, on another origin (127.0.0.1 on a port of its own), with the owner's snippet. */
async function startWebsite(venue: string, snippet: string): Promise<{ server: Server; url: string }> {
  const html = `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>${venue}</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head><body><main><h1>Benvenuti</h1>
${snippet}</main></body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

/** The wall's HTML as a visitor's first request gets it: no browser cache stands in between. */
const wallHtml = async (slug: string, lng: 'en' | 'it') =>
  (await fetch(`${APP_URL}${webPaths.wall(slug)}?lang=${lng}`)).text();

async function pageFor(browser: Browser, width: number, lng: 'en' | 'it'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: lng === 'it' ? 'it-IT' : 'en-US',
  });
  return context.newPage();
}

const RUNS = [
  { lng: 'en', width: 375 },
  { lng: 'it', width: 1366 },
] as const;

for (const { lng, width } of RUNS) {
  test(`a public review from the table to the wall and a website, and back, in ${lng} at ${width} px`, async ({
    browser,
    owner,
  }, testInfo) => {
    test.setTimeout(180_000);
    const t = TEXTS[lng];
    const check = (page: Page, name: string) =>
      checkScreen(page, testInfo, `journey-${name}-${lng}-${width}`);
    const { name: venue, slug } = owner.venue;
    const api = await apiOf(owner);
    const [code] = await api.call<{ code: string }[]>(`/places/${owner.venue.id}/review-codes`);
    if (!code) throw new Error(`${venue} has no review code`);
    const title = `${lng === 'it' ? 'Serata perfetta' : 'A perfect evening'} ${width} ${Date.now()}`;

    const guest = await pageFor(browser, width, lng);
    // The owner signs in on the English form; the dashboard's language then follows ?lng.
    const ownerPage = await pageFor(browser, width, 'en');
    await ownerPage.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const visitor = await pageFor(browser, width, lng);
    let website: Awaited<ReturnType<typeof startWebsite>> | undefined;
    try {
      // The guest, at the table.
      const recorded = await recordPublicReview(guest, { code: code.code, lng, title });
      expect(await wallHtml(slug, lng)).toContain(title);

      // The owner replies from the review's modal.
      await signInWithPassword(ownerPage, owner.email, owner.password);
      await ownerPage.goto(`/dashboard/reviews?review=${recorded.reviewId}&lng=${lng}`);
      const dialog = ownerPage.getByRole('dialog', { name: title });
      await dialog.getByRole('button', { name: t.reply, exact: true }).click();
      await dialog.getByRole('textbox', { name: t.field }).fill(t.answer);
      await dialog.getByRole('button', { name: t.publish }).click();
      await expect(dialog.getByText(t.from(venue))).toBeVisible();
      await check(ownerPage, 'replied');

      // The wall shows the review and the reply, to anyone.
      await visitor.goto(`${webPaths.wall(slug)}?lang=${lng}`);
      const onWall = visitor.getByRole('article').filter({ hasText: title });
      await expect(onWall).toBeVisible();
      await expect(onWall.getByText(t.from(venue))).toBeVisible();
      await expect(onWall.getByText(t.answer)).toBeVisible();
      await check(visitor, 'wall');

      // The owner copies the embed code into the venue's website, on another origin.
      await ownerPage.goto(`/dashboard/profile/integrations?lng=${lng}`);
      await expect(
        ownerPage.getByRole('heading', { level: 1, name: new RegExp(t.integrations) }),
      ).toBeVisible();
      await ownerPage.getByRole('button', { name: t.copyEmbed }).click();
      await expect.poll(() => ownerPage.evaluate(() => navigator.clipboard.readText())).toContain('<iframe');
      website = await startWebsite(venue, await ownerPage.evaluate(() => navigator.clipboard.readText()));
      await visitor.goto(website.url);
      const embedded = visitor.frameLocator('iframe').getByRole('article').filter({ hasText: title });
      await expect(embedded).toBeVisible();
      const video = embedded.locator('video');
      await expect(video).toHaveAttribute('preload', 'none');
      await video.evaluate(async (element: HTMLVideoElement) => {
        element.muted = true;
        await element.play();
      });
      await expect
        .poll(() =>
          video.evaluate((element: HTMLVideoElement) => element.readyState >= 2 && element.currentTime > 0.2),
        )
        .toBe(true);
      await check(visitor, 'website');

      // The guest changes their mind, from the private link.
      await guest.goto(recorded.privateLink);
      const shown = guest.getByRole('region', { name: t.shown });
      await shown.getByRole('button', { name: t.stopPublic }).click();
      await shown.getByRole('button', { name: t.confirm }).click();
      await expect(guest.getByRole('status')).toHaveText(new RegExp(`^${t.nowPrivate}`));

      // The review leaves the wall and the website's embed; the owner keeps it in the dashboard.
      expect(await wallHtml(slug, lng)).not.toContain(title);
      // A new visitor: a browser that kept the embed within its minute of cache may still show it.
      const later = await pageFor(browser, width, lng);
      try {
        await later.goto(website.url);
        const frame = later.frameLocator('iframe');
        await expect(frame.getByRole('article').first()).toBeVisible();
        await expect(frame.getByRole('article').filter({ hasText: title })).toHaveCount(0);
      } finally {
        await later.context().close();
      }
      await ownerPage.goto(`/dashboard/reviews?review=${recorded.reviewId}&lng=${lng}`);
      await expect(ownerPage.getByRole('dialog', { name: title })).toBeVisible();
    } finally {
      website?.server.close();
      await Promise.all([guest, ownerPage, visitor].map((page) => page.context().close()));
    }
  });
}
