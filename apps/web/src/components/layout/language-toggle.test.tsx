import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { LanguageToggle } from './language-toggle';

/** The flag of the other language, and what the toggle does, in the current language only. */
function expectFlag(toggle: HTMLElement, flag: 'it' | 'en', action: string) {
  expect(toggle.querySelector(`svg[data-flag="${flag}"]`)).not.toBeNull();
  expect(toggle.querySelectorAll('svg[data-flag]')).toHaveLength(1);
  expect(toggle).toHaveAttribute('title', action);
  expect(toggle).toHaveAccessibleDescription(action);
}

function CurrentUrl() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="url">{`${pathname}${search}${hash}`}</output>;
}

function renderToggle(url = '/dashboard') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <LanguageToggle />
              <CurrentUrl />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('language toggle', () => {
  it('shows the flag of the language it switches to and switches', async () => {
    renderToggle();
    const toggle = screen.getByRole('button', { name: 'change launguage' });
    expectFlag(toggle, 'it', 'Switch to Italian');

    await userEvent.click(toggle);
    expect(i18n.resolvedLanguage).toBe('it');
    expect(document.documentElement.lang).toBe('it');
    expectFlag(screen.getByRole('button', { name: 'change launguage' }), 'en', "Passa all'inglese");

    await userEvent.click(screen.getByRole('button', { name: 'change launguage' }));
    expect(i18n.resolvedLanguage).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expectFlag(screen.getByRole('button', { name: 'change launguage' }), 'it', 'Switch to Italian');
  });

  it('remembers the choice for the next visit', async () => {
    renderToggle();
    await userEvent.click(screen.getByRole('button', { name: 'change launguage' }));
    expect(localStorage.getItem('i18nextLng')).toBe('it');
  });

  it('drops ?lng= from the address, and nothing else, so that a reload keeps the choice', async () => {
    renderToggle('/dashboard/report?lng=en&period=90#charts');
    await userEvent.click(screen.getByRole('button', { name: 'change launguage' }));
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent(
      /^\/dashboard\/report\?period=90#charts$/,
    );
  });
});
