import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appLink } from '../../src/routes/api/dev/index';
import { loadEnv } from '../../src/config/env';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('the local mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the emulator links as app links, and the outbox', async () => {
    const email = `reset-${Date.now()}@test.example`;
    const emulator = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
    await fetch(`${emulator}/accounts:signUp?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Secret123!' }),
    });
    await fetch(`${emulator}/accounts:sendOobCode?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestType: 'PASSWORD_RESET', email }),
    });
    await t.app.mailer.send({ language: 'en', to: email, subject: 'Hello', text: 'Body' });

    const response = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    const { links, mails } = response.json().data;
    expect(links).toContainEqual({
      kind: 'resetPassword',
      email,
      link: expect.stringMatching(/^\/forgot-password\?mode=resetPassword&oobCode=.+/),
    });
    expect(mails[0]).toMatchObject({ to: email, subject: 'Hello', text: expect.stringMatching(/^Body\n/) });
  });

  it('keeps the continue URL of a sign-in link and adds what the SDK needs', () => {
    const oobLink =
      'http://127.0.0.1:9099/emulator/action?mode=signIn&oobCode=abc&apiKey=k&continueUrl=' +
      encodeURIComponent('http://localhost:8080/?email=a%40b.test');
    const link = new URL(appLink('signIn', 'abc', oobLink, 'k'));
    expect(link.origin + link.pathname).toBe('http://localhost:8080/');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      email: 'a@b.test',
      mode: 'signIn',
      oobCode: 'abc',
      apiKey: 'k',
    });
  });

  it('does not exist when real providers are configured', async () => {
    const real = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      expect((await real.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await real.close();
    }
  });
});

describe('the local mailbox from another machine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not exist for a client that is not this machine, whatever its proxy headers say', async () => {
    const remote = await t.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      remoteAddress: '192.168.1.20',
    });
    expect(remote.statusCode).toBe(404);
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      remoteAddress: '192.168.1.20',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(spoofed.statusCode).toBe(404);
    const local = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress: '::1' });
    expect(local.statusCode).toBe(200);
  });
});

describe('the configuration', () => {
  it('refuses the Auth emulator in production, which would accept unsigned tokens', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST/,
    );
    expect(loadEnv({ NODE_ENV: 'development', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).NODE_ENV).toBe(
      'development',
    );
  });
});
