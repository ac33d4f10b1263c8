import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { checkScreen } from './support/axe';
import { signInWithPassword } from './support/auth';
import { demoOwner } from './support/missions';
import { DEMO_PASSWORD, DEMO_USERS } from './support/stack';

/*
 * The owner puts the reviews to work from the Integrations tab, in both languages at a phone's and a
 * laptop's width: copies the wall's link and the embed's code, adds a webhook to a receiver that this test
 * runs on loopback (the stack runs in local mode, which allows it), keeps the secret shown once, and sends
 * a test event that the receiver gets, signed with that secret. Every screen goes through axe.
 */

const TEXTS = {
  en: {
    title: 'Integrations',
    copyWall: 'Copy link to the review wall',
    grid: 'Grid',
    copyEmbed: 'Copy code to embed the reviews',
    url: 'Endpoint URL',
    add: 'Add webhook',
    copySecret: 'Copy secret',
    keyCopied: 'Key copied',
    saved: "I've saved it",
    test: (url: string) => `Send a test event to ${url}`,
    delivered: /Test event delivered: HTTP 200/,
    log: 'Delivery log',
    logRegion: (url: string) => `Deliveries to ${url}`,
    deliveredBadge: 'Delivered',
  },
  it: {
    title: 'Integrazioni',
    copyWall: 'Copia link della bacheca delle recensioni',
    grid: 'Griglia',
    copyEmbed: 'Copia codice da incorporare',
    url: "URL dell'endpoint",
    add: 'Aggiungi webhook',
    copySecret: 'Copia chiave',
    keyCopied: 'Chiave copiata',
    saved: "L'ho salvata",
    test: (url: string) => `Invia un evento di prova a ${url}`,
    delivered: /Evento di prova consegnato: HTTP 200/,
    log: 'Registro degli invii',
    logRegion: (url: string) => `Invii a ${url}`,
    deliveredBadge: 'Consegnato',
  },
} as const;

type Received = { headers: IncomingHttpHeaders; body: string; path: string };

async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        path: request.url ?? '',
      });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** What a receiver checks: the HMAC-SHA256 of "<t>.<body>" under the secret, in the v1 part. */
function signedWith(header: string, body: string, secret: string) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  return parts.v1 === expected;
}

for (const lng of ['en', 'it'] as const) {
  for (const width of [375, 1366] as const) {
    test(`the owner copies the wall and the embed, and adds a webhook, in ${lng} at ${width} px`, async ({
      browser,
    }, testInfo) => {
      const t = TEXTS[lng];
      const check = (page: Page, name: string) => checkScreen(page, testInfo, `${name}-${lng}-${width}`);
      const owner = await demoOwner();
      const receiver = await startReceiver();
      const hookUrl = `${receiver.origin}/hooks/${lng}-${width}`;
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const page = await context.newPage();
      try {
        await signInWithPassword(page, DEMO_USERS.owner, DEMO_PASSWORD);
        await page.goto(`/dashboard/profile/integrations?lng=${lng}`);
        await expect(page.getByRole('heading', { level: 1, name: new RegExp(t.title) })).toBeVisible();

        // The wall's link.
        await page.getByRole('button', { name: t.copyWall }).click();
        await expect.poll(() => clipboard(page)).toMatch(/^http:\/\/localhost:\d+\/v\/[a-z0-9-]+$/);
        const wall = await clipboard(page);
        await check(page, 'integrations');

        // The embed's code, as a grid.
        await page.getByText(t.grid, { exact: true }).click();
        await page.getByRole('button', { name: t.copyEmbed }).click();
        await expect.poll(() => clipboard(page)).toContain('layout=grid');
        const snippet = await clipboard(page);
        const slug = new URL(wall).pathname.split('/').pop() ?? '';
        expect(snippet).toContain(`<iframe src="${new URL(wall).origin}/embed/${slug}?layout=grid`);
        expect(snippet).toContain('<script src="http://localhost');
        expect(snippet).toContain('/embed.js" async></script>');

        // A webhook to the loopback receiver: its secret is shown once.
        await page.getByRole('textbox', { name: new RegExp(`^${t.url}`) }).fill(hookUrl);
        await page.getByRole('button', { name: t.add }).click();
        await page.getByRole('button', { name: t.copySecret }).click();
        await expect.poll(() => clipboard(page)).toMatch(/^whsec_/);
        await expect(page.getByText(t.keyCopied)).toBeVisible();
        const secret = await clipboard(page);
        await check(page, 'integrations-secret');
        await page.getByRole('button', { name: t.saved }).click();
        await expect(page.getByText(secret)).toHaveCount(0);

        // A test event: delivered, signed with that secret, and in the log.
        await page.getByRole('button', { name: t.test(hookUrl) }).click();
        await expect(page.getByText(t.delivered)).toBeVisible();
        const delivery = receiver.received.find((request) => request.path === `/hooks/${lng}-${width}`);
        if (!delivery) throw new Error('the receiver got no test event');
        expect(JSON.parse(delivery.body)).toMatchObject({ type: 'test', data: { venue: { slug } } });
        expect(signedWith(String(delivery.headers['venues-signature']), delivery.body, secret)).toBe(true);
        await page.getByRole('button', { name: t.log }).first().click();
        const log = page.getByRole('region', { name: t.logRegion(hookUrl) });
        await expect(log.getByText(t.deliveredBadge)).toBeVisible();
        await check(page, 'integrations-log');
      } finally {
        await context.close();
        await receiver.close();
        const hooks = await owner.call<{ id: string; url: string }[]>(
          `/places/webhooks?id=${owner.venue.id}`,
        );
        for (const hook of hooks.filter((candidate) => candidate.url === hookUrl))
          await owner.call(`/places/webhooks/${hook.id}?id=${owner.venue.id}`, 'DELETE');
      }
    });
  }
}
