import { describe, expect, it } from 'vitest';
import { parseAppConfig } from './env';

const config = {
  firebase: { apiKey: 'key', authDomain: 'demo.firebaseapp.com', projectId: 'demo' },
  authEmulatorUrl: null,
  localMode: false,
  supportEmail: 'support@example.com',
  salesEmail: 'sales@example.com',
  whatsappNumber: '390000000000',
};

describe('the configuration', () => {
  it('is taken as the server wrote it, optional fields left out', () => {
    expect(parseAppConfig(config)).toEqual(config);
    const full = { ...config, firebase: { ...config.firebase, appId: 'app', measurementId: 'G-1' } };
    expect(parseAppConfig(full)).toEqual(full);
  });

  it('names every field that is missing or of another kind', () => {
    const { supportEmail: _left, ...missing } = config;
    expect(() =>
      parseAppConfig({ ...missing, localMode: 'false', firebase: { ...config.firebase, appId: 1 } }),
    ).toThrow(/firebase\.appId: optional string, localMode: boolean, supportEmail: string$/);
    expect(() => parseAppConfig(undefined)).toThrow(/firebase\.apiKey: string, .*whatsappNumber: string$/);
  });
});
