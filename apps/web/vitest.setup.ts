import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// config/env.ts reads this at import time, exactly as the served /config.js would provide it.
window.__APP_CONFIG__ = {
  firebase: { apiKey: 'test-api-key', authDomain: 'demo-venues.firebaseapp.com', projectId: 'demo-venues' },
  authEmulatorUrl: null,
  localMode: true,
  supportEmail: 'support@demo.test',
  salesEmail: 'sales@demo.test',
  whatsappNumber: '390000000000',
};

// Lazy route chunks load slower when the whole suite runs in parallel on a loaded 2-core machine.
configure({ asyncUtilTimeout: 8000 });

// jsdom does not implement scrolling; the root layout scrolls to top on navigation.
window.scrollTo = () => undefined;

// jsdom's Blob has no text(), which every supported browser has; the API client reads blob error bodies with it.
if (!('text' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'text', {
    value(this: Blob) {
      return new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
        reader.readAsText(this);
      });
    },
  });
}

// Imported after the config exists; tests run in English and assert its texts word for word.
const { i18n } = await import('./src/lib/i18n');

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
