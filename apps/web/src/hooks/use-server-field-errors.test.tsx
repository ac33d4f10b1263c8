import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-error';
import { useServerFieldErrors, type PlacedFieldErrors } from './use-server-field-errors';

type Values = { displayName: string; label: string };
const FIELDS = ['displayName', 'label'] as const;

function Form({ refusal }: { refusal: ApiRequestError }) {
  const form = useForm<Values>({ defaultValues: { displayName: '', label: '' } });
  const placeFieldErrors = useServerFieldErrors(form.setError, FIELDS);
  const [result, setResult] = useState<PlacedFieldErrors<Values>>();
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setResult(placeFieldErrors(refusal));
      }}
    >
      <input aria-label="display name" {...form.register('displayName')} />
      {errors.displayName && <p>display name: {errors.displayName.message}</p>}
      <input aria-label="label" {...form.register('label')} />
      {errors.label && <p>label: {errors.label.message}</p>}
      <button type="submit">send</button>
      {result && <output>{JSON.stringify(result)}</output>}
    </form>
  );
}

async function submit(refusal: ApiRequestError) {
  render(<Form refusal={refusal} />);
  await userEvent.click(screen.getByRole('button', { name: 'send' }));
  return JSON.parse(screen.getByRole('status').textContent ?? '') as PlacedFieldErrors<Values>;
}

describe('useServerFieldErrors', () => {
  it('puts each field error of a 400 on its field, by wire or camelized name, and focuses the first', async () => {
    const result = await submit(
      new ApiRequestError(400, 'validation', 'Invalid body', {
        display_name: ['maxLength:80', 'controlChars'],
        label: ['required'],
        place_ids: ['required'],
      }),
    );
    expect(screen.getByText('display name: maxLength:80')).toBeInTheDocument();
    expect(screen.getByText('label: required')).toBeInTheDocument();
    expect(screen.getByLabelText('display name')).toHaveFocus();
    expect(result).toEqual({ placed: ['displayName', 'label'], unplaced: ['place_ids'] });
  });

  it('places nothing for a refusal that is not a 400, whatever fields it names', async () => {
    const result = await submit(
      new ApiRequestError(409, 'claims/duplicate', 'Already claimed', { label: ['taken'] }),
    );
    expect(screen.queryByText(/label:/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'send' })).toHaveFocus();
    expect(result).toEqual({ placed: [], unplaced: [] });
  });

  it('leaves a 400 without field errors to the form', async () => {
    const result = await submit(new ApiRequestError(400, 'bad-request', 'Bad request'));
    expect(result).toEqual({ placed: [], unplaced: [] });
  });
});
