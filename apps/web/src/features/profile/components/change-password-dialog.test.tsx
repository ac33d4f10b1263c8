import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-error';
import { PasswordSection } from './password-section';

const patch = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ api: { patch } }));

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PasswordSection />
      <ToastContainer />
    </QueryClientProvider>,
  );
}

async function openDialog() {
  const user = userEvent.setup();
  renderSection();
  await user.click(screen.getByRole('button', { name: 'change password' }));
  const dialog = screen.getByRole('dialog', { name: 'Change password' });
  return {
    user,
    dialog,
    password: within(dialog).getByLabelText('Password'),
    confirmation: within(dialog).getByLabelText('Confirmation'),
    submit: within(dialog).getByRole('button', { name: 'Update password' }),
  };
}

describe('change-password dialog', () => {
  it('is closed until asked for, with masked, required fields and submit disabled', async () => {
    renderSection();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'change password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    for (const label of ['Password', 'Confirmation']) {
      const field = within(dialog).getByLabelText(label);
      expect(field).toHaveAttribute('type', 'password');
      expect(field).toBeRequired();
    }
    expect(within(dialog).getByRole('button', { name: 'Update password' })).toBeDisabled();
  });

  it('validates on every change: length on the password, equality on the confirmation', async () => {
    const { user, password, confirmation, submit } = await openDialog();
    await user.type(password, 'abc');
    expect(password).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(submit).toBeDisabled();

    await user.type(password, 'def');
    expect(password).not.toHaveAccessibleDescription();
    await user.type(confirmation, 'abcdeX');
    expect(confirmation).toHaveAccessibleDescription("Passwords don't match");
    expect(password).not.toHaveAccessibleDescription();
    expect(submit).toBeDisabled();

    await user.clear(confirmation);
    await user.type(confirmation, 'abcdef');
    expect(confirmation).not.toHaveAccessibleDescription();
    expect(submit).toBeEnabled();

    // Changing the password re-checks the confirmation too.
    await user.type(password, 'g');
    expect(confirmation).toHaveAccessibleDescription("Passwords don't match");
    expect(submit).toBeDisabled();
  });

  it('reads "Changing..." and stays disabled while pending, then toasts, closes and resets', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    patch.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const { user, password, confirmation, submit } = await openDialog();
    await user.type(password, 'secret1');
    await user.type(confirmation, 'secret1');
    await user.click(submit);

    expect(patch).toHaveBeenCalledWith('/users/password', { password: 'secret1', confirmation: 'secret1' });
    const pending = screen.getByRole('button', { name: 'Changing...' });
    expect(pending).toBeDisabled();

    resolve({ data: { data: { updated: true } } });
    expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'change password' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    expect(within(dialog).getByLabelText('Confirmation')).toHaveValue('');
  });

  it('shows a failure in the error style and keeps the dialog open', async () => {
    patch.mockRejectedValueOnce(new ApiRequestError(400, 'validation/invalid-input', 'Bad input'));
    const { user, password, confirmation, submit, dialog } = await openDialog();
    await user.type(password, 'secret1');
    await user.type(confirmation, 'secret1');
    await user.click(submit);

    const message = await screen.findByText('Error while updating password');
    expect(message.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error');
    expect(screen.queryByText('Password updated successfully!')).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Update password' })).toBeEnabled();
  });

  it('resets when closed with the close button', async () => {
    const { user, password } = await openDialog();
    await user.type(password, 'abc');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'change password' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument();
  });
});
