import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { LanguageToggle } from './language-toggle';

describe('language toggle', () => {
  it('shows the flag of the language it switches to and switches', async () => {
    render(<LanguageToggle />);
    const toggle = screen.getByRole('button', { name: 'change launguage' });
    expect(toggle).toHaveTextContent('🇮🇹');

    await userEvent.click(toggle);
    expect(i18n.resolvedLanguage).toBe('it');
    expect(document.documentElement.lang).toBe('it');
    expect(screen.getByRole('button', { name: 'change launguage' })).toHaveTextContent('🇬🇧');

    await userEvent.click(screen.getByRole('button', { name: 'change launguage' }));
    expect(i18n.resolvedLanguage).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('button', { name: 'change launguage' })).toHaveTextContent('🇮🇹');
  });

  it('remembers the choice for the next visit', async () => {
    render(<LanguageToggle />);
    await userEvent.click(screen.getByRole('button', { name: 'change launguage' }));
    expect(localStorage.getItem('i18nextLng')).toBe('it');
  });
});
