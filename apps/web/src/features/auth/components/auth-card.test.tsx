import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthForm, AuthSubmit } from './auth-card';

const form = (
  <AuthForm onSubmit={async (event) => event.preventDefault()}>
    <input aria-label="email" name="email" />
    <AuthSubmit pending={false}>Sign in</AuthSubmit>
  </AuthForm>
);

describe('AuthSubmit', () => {
  it('is disabled in the markup the server draws, and enabled once the script takes the form over', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(form);
    document.body.append(root);
    const button = () => root.querySelector('button[type="submit"]');
    expect(button()).toBeDisabled();

    // What the visitor typed before the script arrived stays in the field.
    root.querySelector('input')!.value = 'owner@demo.test';
    await act(async () => {
      hydrateRoot(root, form);
    });
    expect(button()).toBeEnabled();
    expect(root.querySelector('input')).toHaveValue('owner@demo.test');
    root.remove();
  });
});
