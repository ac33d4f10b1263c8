import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { detectLanguage, rememberLanguage } from './language-detector';

const LANGUAGES = ['it', 'en'] as const;

const browserLanguages = (languages: string[]) =>
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages });

// The test setup's language switch stores its choice; each case starts with none.
beforeEach(() => {
  document.cookie = 'i18next=; path=/; max-age=0';
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'languages');
  window.history.replaceState(null, '', '/');
});

describe('detectLanguage', () => {
  it("takes ?lng= first, then the cookie, then the stored choice, then the browser's languages", () => {
    browserLanguages(['it-IT']);
    localStorage.setItem('i18nextLng', 'en');
    document.cookie = 'i18next=it; path=/';
    window.history.replaceState(null, '', '/login?lng=en');
    expect(detectLanguage(LANGUAGES)).toBe('en');

    window.history.replaceState(null, '', '/login');
    expect(detectLanguage(LANGUAGES)).toBe('it');

    document.cookie = 'i18next=; path=/; max-age=0';
    expect(detectLanguage(LANGUAGES)).toBe('en');

    localStorage.clear();
    expect(detectLanguage(LANGUAGES)).toBe('it');
  });

  it('skips what it does not support', () => {
    browserLanguages(['de-DE', 'IT-ch']);
    window.history.replaceState(null, '', '/r/abc?lng=es');
    expect(detectLanguage(LANGUAGES)).toBe('it');
  });

  it('falls back to English when nothing asked for is supported', () => {
    browserLanguages(['de-DE', 'fr']);
    window.history.replaceState(null, '', '/r/abc?lng=es');
    expect(detectLanguage(LANGUAGES)).toBe('en');
  });

  it('reads back the choice it remembered', () => {
    browserLanguages(['en-GB']);
    rememberLanguage('it');
    expect(document.cookie).toContain('i18next=it');
    expect(detectLanguage(LANGUAGES)).toBe('it');
  });
});
