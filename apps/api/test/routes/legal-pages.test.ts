import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionKinds, retentionRules } from '@venues/contracts/retention-rules';
import { publicUrl } from '../../src/config/env';
import { PRIVACY_TEXTS } from '../../src/plugins/app/legal/privacy-texts';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('the privacy notice and the terms', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      CONTROLLER_NAME: 'Trattorie Unite S.p.A.',
      CONTROLLER_ADDRESS: 'Corso Buenos Aires 5, 20124 Milano',
      PRIVACY_EMAIL: 'dati@trattorie.example',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('names the controller from the configuration, the processors and the legal bases, in English', async () => {
    const response = await get('/privacy?lng=en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    for (const text of [
      'Trattorie Unite S.p.A.',
      'Corso Buenos Aires 5, 20124 Milano',
      'dati@trattorie.example',
      'Firebase Authentication (Google)',
      'Stripe',
      'Object storage',
      'mail provider',
      'art. 6(1)(a)',
      'art. 6(1)(b)',
      'art. 6(1)(f)',
      'Garante per la protezione dei dati personali',
    ])
      expect(html).toContain(text);
    expect(html).toContain('href="/terms?lng=en"');
    expect(html).toContain('href="/privacy?lng=it"');
  });

  it('prints every retention period from the table the jobs enforce, in both languages', async () => {
    for (const language of ['en', 'it'] as const) {
      const html = (await get(`/privacy?lng=${language}`)).body;
      const texts = PRIVACY_TEXTS[language];
      for (const kind of retentionKinds) {
        const row = `<tr><th scope="row">${texts.retention[kind]}</th><td>${texts.period(retentionRules[kind])}</td></tr>`;
        expect(html, `${language} ${kind}`).toContain(row);
      }
    }
    const english = (await get('/privacy?lng=en')).body;
    expect(english).toContain('<td>24 hours</td>');
    expect(english).toContain('<td>90 days</td>');
    expect(english).toContain('<td>13 months</td>');
    expect(english).toContain('<td>deleted at once</td>');
    const italian = (await get('/privacy?lng=it')).body;
    expect(italian).toContain('<td>7 giorni</td>');
    expect(italian).toContain('<td>13 mesi</td>');
  });

  it("follows the app's cookie, then the browser, when no language is asked for", async () => {
    expect((await get('/privacy', { 'accept-language': 'it-IT,it;q=0.9' })).body).toContain(
      'Informativa sulla privacy',
    );
    expect((await get('/privacy', { cookie: 'i18next=it', 'accept-language': 'en' })).body).toContain(
      '<html lang="it">',
    );
    expect((await get('/privacy?lng=fr', { 'accept-language': 'de' })).body).toContain('<html lang="en">');
  });

  it('states the no-gating and no-incentive rules in the terms, in both languages', async () => {
    const english = await get('/terms?lng=en');
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('Every guest may review, and every review is published');
    expect(english.body).toContain('Nothing in exchange for a review');
    expect(english.body).toContain('href="/privacy?lng=en"');
    const italian = (await get('/terms?lng=it')).body;
    expect(italian).toContain('Niente in cambio di una recensione');
    expect(italian).toContain('Trattorie Unite S.p.A.');
  });

  it("ends every mail with the link to the notice, in its addressee's language", async () => {
    await t.app.mailer.send({
      language: 'it',
      to: 'anna@example.com',
      subject: 'Ciao',
      text: 'Testo',
      html: '<div><p>Testo</p></div>',
    });
    await t.app.mailer.send({ language: 'en', to: 'john@example.com', subject: 'Hello', text: 'Body' });
    const [english, italian] = await Promise.all(
      ['john@example.com', 'anna@example.com'].map(async (to) =>
        (await t.app.mailOutboxRepository.listRecent()).find((mail) => mail.to === to),
      ),
    );
    const origin = new URL(publicUrl(t.env)).origin;
    expect(italian!.text).toContain(`Informativa sulla privacy: ${origin}/privacy?lng=it`);
    expect(italian!.html).toContain(`<a href="${origin}/privacy?lng=it"`);
    expect(italian!.html).toMatch(/<\/p><\/div>$/);
    expect(english!.text).toContain(`Privacy notice: ${origin}/privacy?lng=en`);
  });

  it('answers 400 with the field for a malformed language, never 500', async () => {
    const response = await get(`/privacy?lng=${'x'.repeat(40)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('lng');
  });
});
