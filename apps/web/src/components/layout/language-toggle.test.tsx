import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { LanguageToggle } from './language-toggle';

function expectFlag(toggle: HTMLElement, flag: 'it' | 'en', language: string) {
  expect(toggle.querySelector(`svg[data-flag="${flag}"]`)).not.toBeNull();
  expect(toggle.querySelectorAll('svg[data-flag]')).toHaveLength(1);
  expect(toggle).toHaveAttribute('title', expect.stringContaining(language));
}

describe('language toggle', () => {
  it('shows the flag of the language it switches to and switches', async () => {
    render(<LanguageToggle />);
    const toggle = screen.getByRole('button', { name: 'change launguage' });
    expectFlag(toggle, 'it', 'Italiano');

    await userEvent.click(toggle);
    expect(i18n.resolvedLanguage).toBe('it');
    expect(document.documentElement.lang).toBe('it');
    expectFlag(screen.getByRole('button', { name: 'change launguage' }), 'en', 'English');

    await userEvent.click(screen.getByRole('button', { name: 'change launguage' }));
    expect(i18n.resolvedLanguage).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expectFlag(screen.getByRole('button', { name: 'change launguage' }), 'it', 'Italiano');
  });

  it('remembers the choice for the next visit', async () => {
    render(<LanguageToggle />);
    await userEvent.click(screen.getByRole('button', { name: 'change launguage' }));
    expect(localStorage.getItem('i18nextLng')).toBe('it');
  });
});
