import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-error';
import type { SelectedPlace } from '../stores/selection-store';
import { ProfileForm } from './profile-form';

const { post } = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('@/lib/api-client', () => ({ api: { get: vi.fn(), post } }));

const places: SelectedPlace[] = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Trattoria Uno', address: 'Via Uno 1', categories: [] },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Osteria Due', address: 'Via Due 2', categories: [] },
];

function renderForm(onSubmitted = vi.fn()) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <ProfileForm places={places} onSubmitted={onSubmitted} />
    </QueryClientProvider>,
  );
  return { onSubmitted, user: userEvent.setup({ delay: null }) };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Company name/), 'Trattoria Srl');
  await user.type(screen.getByLabelText(/^VAT number or tax code/), 'IT01234567890');
  await user.type(screen.getByLabelText(/^Phone number/), '+39 02 1234567');
  await user.type(screen.getByLabelText(/^Certified email/), 'trattoria@pec.it');
  await user.type(screen.getByLabelText(/^Registered office address/), 'Via Roma 1, Milano');
  await user.click(screen.getByRole('radio', { name: 'Employee' }));
  await user.click(screen.getByRole('checkbox', { name: /I declare that I am the owner/ }));
}

// Typing a whole form is slow in jsdom when the machine is busy.
describe('complete-profile form', { timeout: 20_000 }, () => {
  beforeEach(() => post.mockReset());

  it('marks the required fields and explains every rule of the business profile', async () => {
    const { user } = renderForm();
    for (const label of [
      /^Company name/,
      /^VAT number/,
      /^Phone number/,
      /^Certified email/,
      /^Registered office/,
    ]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByLabelText(/^Recipient code \(SDI\)/)).not.toHaveAttribute('aria-required');

    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(7);
    expect(screen.getByLabelText(/^Company name/)).toHaveFocus();

    await user.type(screen.getByLabelText(/^Company name/), 'X');
    await user.type(screen.getByLabelText(/^VAT number/), '123');
    await user.type(screen.getByLabelText(/^Phone number/), 'call me');
    await user.type(screen.getByLabelText(/^Certified email/), 'nope');
    await user.type(screen.getByLabelText(/^Registered office/), 'Via');
    await user.type(screen.getByLabelText(/^Recipient code/), '12');
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(await screen.findByText('Minimum length: 2 characters')).toBeInTheDocument();
    expect(screen.getByText(/Enter a valid VAT number/)).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Minimum length: 5 characters')).toBeInTheDocument();
    expect(screen.getByText(/Enter a valid recipient code/)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('submits the profile with every selected place, then hands over', async () => {
    post.mockResolvedValue({ data: { data: [] } });
    const { user, onSubmitted } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('/places/claim', {
      companyName: 'Trattoria Srl',
      vat: 'IT01234567890',
      phone_number: '+39 02 1234567',
      pec: 'trattoria@pec.it',
      address: 'Via Roma 1, Milano',
      sdi: undefined,
      role: 'employee',
      ownership_confirmed: true,
      place_ids: places.map((p) => p.id),
    });
  });

  it('names the places of a refusal and puts 400 field errors under their fields', async () => {
    const { user, onSubmitted } = renderForm();
    await fillValid(user);
    post.mockRejectedValueOnce(
      new ApiRequestError(409, 'claims/duplicate', 'dup', { place_ids: [places[1]!.id] }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have an open request for Osteria Due.',
    );

    post.mockRejectedValueOnce(
      new ApiRequestError(409, 'claims/already-verified', 'verified', { place_ids: [places[0]!.id] }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(await screen.findByText(/Already verified by its owner: Trattoria Uno/)).toBeInTheDocument();

    post.mockRejectedValueOnce(new ApiRequestError(403, 'claims/email-not-verified', 'verify'));
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(
      await screen.findByText('Confirm your email address before sending a request.'),
    ).toBeInTheDocument();

    post.mockRejectedValueOnce(
      new ApiRequestError(400, 'validation/invalid-input', 'bad', {
        vat: ['badVat'],
        address: ['maxLength:300'],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(await screen.findByText(/Enter a valid VAT number/)).toBeInTheDocument();
    expect(screen.getByText('Maximum length: 300 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^VAT number/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
