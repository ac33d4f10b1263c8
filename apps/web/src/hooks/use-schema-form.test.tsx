import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({
  email: z.string().check(z.minLength(1, 'required')),
  password: z.string().check(z.minLength(8, 'short')),
  remember: z.boolean(),
});

function Form({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const form = useSchemaForm(schema);
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <input aria-label="email" {...form.register('email')} />
      {form.errors.email && <p>email: {form.errors.email.message}</p>}
      <input aria-label="password" type="password" {...form.register('password')} />
      {form.errors.password && <p>password: {form.errors.password.message}</p>}
      <input aria-label="remember" type="checkbox" defaultChecked {...form.register('remember')} />
      <button type="button" onClick={() => form.trigger('email')}>
        check email
      </button>
      <button type="submit">send</button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('checks every field on submit, focuses the first in error, and sends nothing', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByText('email: required')).toBeInTheDocument();
    expect(screen.getByText('password: short')).toBeInTheDocument();
    expect(screen.getByLabelText('email')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('checks a field again as it changes once the form was sent', async () => {
    render(<Form onValid={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('email'), 'a');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByText('password: short')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('password'), 'long enough');
    expect(screen.queryByText('password: short')).not.toBeInTheDocument();
  });

  it('passes the parsed values, the checkbox as a boolean', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('email'), 'a@b.it');
    await userEvent.type(screen.getByLabelText('password'), 'secret-password');
    await userEvent.click(screen.getByLabelText('remember'));
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'a@b.it', password: 'secret-password', remember: false });
  });

  it('checks one field alone on demand, leaving the others unsaid', async () => {
    render(<Form onValid={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'check email' }));
    expect(screen.getByText('email: required')).toBeInTheDocument();
    expect(screen.queryByText(/password:/)).not.toBeInTheDocument();
  });
});
