import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { Toaster } from './toaster';

afterEach(async () => {
  toast.dismiss();
  await i18n.changeLanguage('en');
});

describe('toaster', () => {
  it('names its region and the close button in the UI language, and closes', async () => {
    await i18n.changeLanguage('it');
    render(<Toaster />);
    act(() => void toast.error('Errore durante l’aggiornamento della password'));
    const close = await screen.findByRole('button', { name: 'Chiudi la notifica' });
    expect(screen.getByRole('region', { name: 'Notifiche Alt+T' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(close);
    // Leaving: jsdom runs no exit animation, whose end would remove the toast.
    await waitFor(() => expect(close.closest('.Toastify__toast')).toHaveAttribute('data-in', 'false'));
  });
});
