import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RejectDialog } from './reject-dialog';

function renderDialog(pending = false) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(
    <>
      <button type="button">Opener</button>
      <RejectDialog placeName="Trattoria Uno" pending={pending} onCancel={onCancel} onConfirm={onConfirm} />
    </>,
  );
  return { onCancel, onConfirm, user: userEvent.setup() };
}

describe('reject dialog', () => {
  it('is a labelled modal that starts on the reason and keeps Tab inside', async () => {
    const { user } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Reject the request for Trattoria Uno' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const reason = screen.getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reject request' })).toHaveFocus();
    await user.tab();
    expect(reason).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Reject request' })).toHaveFocus();
  });

  it('requires a reason of at least 3 characters', async () => {
    const { user, onConfirm } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Reject request' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'no');
    await user.click(screen.getByRole('button', { name: 'Reject request' }));
    expect(await screen.findByText('Minimum length: 3 characters')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 't yours  ');
    await user.click(screen.getByRole('button', { name: 'Reject request' }));
    expect(onConfirm).toHaveBeenCalledWith('not yours');
  });

  it('closes on Escape and on Cancel, but not while the rejection is being saved', async () => {
    const { user, onCancel } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('ignores Escape while pending', async () => {
    const { user, onCancel } = renderDialog(true);
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reject request' })).toBeDisabled();
  });
});
