import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/i18n';
import { LanguageToggle } from './language-toggle';

afterEach(() => window.history.replaceState(null, '', '/'));

describe("the capture page's language toggle", () => {
  it('switches language and drops ?lng= from the address, so that a reload keeps the choice', async () => {
    window.history.replaceState(null, '', '/r/abc?lng=en&table=3');
    render(
      <I18nProvider>
        <LanguageToggle />
      </I18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'change launguage' }));
    expect(document.documentElement.lang).toBe('it');
    expect(localStorage.getItem('i18nextLng')).toBe('it');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/r/abc?table=3');
  });
});
