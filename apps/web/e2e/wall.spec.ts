import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { webPaths } from '@venues/contracts/web-paths';
import { checkScreen } from './support/axe';
import { APP_URL } from './support/stack';

/*
 * The demo venue's public wall, as a visitor meets it without signing in, in both languages at a phone's
 * and a laptop's width; and its website embed, framed by a page of another origin with the sizing script,
 * where a visitor plays a review. The demo data gives the venue public reviews, highlights and replies.
 */

/** The demo venue's slug: its name and city, set once by the database when the seed adds it. */
const DEMO_SLUG = 'osteria-del-porto-bologna';

const TEXTS = {
  en: {
    locale: 'en-US',
    heading: 'Video reviews from our guests',
    statement: 'How these reviews get here',
    cannotRemove: 'Osteria del Porto cannot remove or edit them.',
    scope: /every published review/,
    reply: 'Reply from Osteria del Porto',
    seeAll: 'See all reviews',
  },
  it: {
    locale: 'it-IT',
    heading: 'Le videorecensioni dei nostri ospiti',
    statement: 'Da dove vengono queste recensioni',
    cannotRemove: 'Osteria del Porto non può rimuoverle né modificarle.',
    scope: /tutte le recensioni pubblicate/,
    reply: 'Risposta di Osteria del Porto',
    seeAll: 'Vedi tutte le recensioni',
  },
} as const;

const WIDTHS = [375, 1366] as const;

for (const language of ['en', 'it'] as const) {
  const t = TEXTS[language];
  for (const width of WIDTHS) {
    test(`the wall in ${language} at ${width} px`, async ({ browser }, testInfo) => {
      const context = await browser.newContext({ locale: t.locale, viewport: { width, height: 900 } });
      const page = await context.newPage();
      const response = await page.goto(webPaths.wall(DEMO_SLUG));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Osteria del Porto' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t.heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t.statement })).toBeVisible();
      await expect(page.getByText(t.cannotRemove)).toBeVisible();
      await expect(page.getByText(t.scope)).toBeVisible();
      const reviews = page.getByRole('article');
      expect(await reviews.count()).toBeGreaterThan(0);
      await expect(page.getByText(t.reply).first()).toBeVisible();
      // Nothing loads a video before it is played.
      await expect(page.locator('video[preload="none"]').first()).toBeVisible();
      expect(await page.locator('video:not([preload="none"])').count()).toBe(0);
      await checkScreen(page, testInfo, `wall-${language}-${width}`);
      await context.close();
    });
  }
}

test('the wall pages without any script', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(webPaths.wall(DEMO_SLUG));
  const more = page.getByRole('link', { name: 'More reviews' });
  // A page holds at most 12 reviews; a venue with more links to the next page.
  expect(await page.getByRole('article').count()).toBeLessThanOrEqual(12);
  if ((await more.count()) > 0) {
    // A plain link: followed as a browser without script follows it.
    const next = await more.getAttribute('href');
    expect(next).toMatch(/cursor=/);
    await page.goto(next ?? '');
    await expect(page.getByRole('link', { name: 'Back to the first reviews' })).toBeVisible();
  }
  await context.close();
});

/** A website of its own on another origin (127.0.0.1 on another port), with the owner's snippet. */
async function startHostSite(): Promise<{ server: Server; url: string }> {
  const embed = `${APP_URL}${webPaths.embed(DEMO_SLUG, { layout: 'grid', lang: 'it', count: 3 })}`;
  const html = `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Osteria del Porto: il sito</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head><body><main><h1>Benvenuti</h1>
<iframe src="${embed}" title="Recensioni" style="width:100%;border:0" loading="lazy"></iframe>
<script src="${APP_URL}${webPaths.embedScript()}" async></script></main></body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

async function frameHeight(page: Page): Promise<number> {
  return page.locator('iframe').evaluate((frame) => frame.getBoundingClientRect().height);
}

test('a website on another origin embeds the reviews, sizes the frame, and a visitor plays one', async ({
  browser,
}) => {
  const host = await startHostSite();
  const context = await browser.newContext({ locale: 'it-IT', viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  try {
    await page.goto(host.url);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('article')).toHaveCount(3);
    await expect(frame.getByRole('link', { name: TEXTS.it.seeAll })).toHaveAttribute('target', '_blank');
    await expect(frame.getByRole('link', { name: TEXTS.it.seeAll })).toHaveAttribute('rel', 'noopener');
    // embed.js sized the frame to its content, far past the default 150 px of an iframe.
    await expect.poll(() => frameHeight(page)).toBeGreaterThan(400);

    const video = frame.locator('video').first();
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
    // The host's page and this product: nothing else, and no cookie.
    expect([...origins].sort()).toEqual([new URL(APP_URL).origin, new URL(host.url).origin].sort());
    expect(await context.cookies()).toEqual([]);
  } finally {
    await context.close();
    await new Promise((resolve) => host.server.close(resolve));
  }
});
