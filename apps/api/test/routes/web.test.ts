import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CONFIG_GLOBAL, appConfigSchema } from '@venues/contracts/app-config';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('the web origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves a valid runtime configuration as /config.js', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config.js' });
    expect(response.headers['content-type']).toMatch(/javascript/);
    const json = response.body.replace(`window.${APP_CONFIG_GLOBAL} = `, '').replace(/;\s*$/, '');
    const config = appConfigSchema.parse(JSON.parse(json));
    expect(config).toMatchObject({ localMode: true, firebase: { projectId: 'demo-venues' } });
    expect(config.authEmulatorUrl).toBe(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not-found');
  });

  it('serves an OpenAPI document built from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/users/dashboard', '/api/places/claim', '/api/health', '/api/ready']),
    );
  });

  it('sets security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
