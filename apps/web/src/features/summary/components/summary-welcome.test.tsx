import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { SummaryWelcome } from './summary-welcome';

afterEach(() => i18n.changeLanguage('en'));

describe('summary welcome', () => {
  it('greets by first name, in Italian without assuming a gender', async () => {
    await i18n.changeLanguage('it');
    render(<SummaryWelcome name="Giulia Rossi" restaurantName="Osteria del Porto" />);
    expect(screen.getByText('Ti diamo il bentornato, Giulia!')).toBeInTheDocument();
    expect(
      screen.getByText("Ecco l'andamento di Osteria del Porto negli ultimi 30 giorni."),
    ).toBeInTheDocument();
  });

  it('greets by first name in English, and without a name when there is none', async () => {
    const { rerender } = render(<SummaryWelcome name=" Giulia  Rossi " restaurantName="Osteria del Porto" />);
    expect(screen.getByText('Welcome back, Giulia!')).toBeInTheDocument();
    rerender(<SummaryWelcome name={null} restaurantName="Osteria del Porto" />);
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
  });
});
