import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// config/env.ts reads this at import time, exactly as the served /config.js would provide it.
window.__APP_CONFIG__ = {
  firebase: { apiKey: 'test-api-key', authDomain: 'demo-venues.firebaseapp.com', projectId: 'demo-venues' },
  authEmulatorUrl: null,
  localMode: true,
  supportEmail: 'support@demo.test',
  salesEmail: 'sales@demo.test',
  whatsappNumber: '390000000000',
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
