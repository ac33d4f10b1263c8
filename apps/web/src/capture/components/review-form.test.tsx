import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/i18n';
import { validateReview, emptyReviewForm } from '../lib/review-form';
import { ReviewForm } from './review-form';

function renderForm(language: 'en' | 'it' = 'en') {
  const onSubmit = vi.fn();
  render(
    <I18nProvider language={language}>
      <ReviewForm venueName="Osteria Bella" pending={false} onSubmit={onSubmit} />
    </I18nProvider>,
  );
  return onSubmit;
}

describe('review form', () => {
  it('applies the contract’s rules', () => {
    const valid = { ...emptyReviewForm, overall: 3, title: 'Nice', displayName: 'Ana', consent: true };
    expect(validateReview(valid)).toEqual({});
    expect(validateReview(emptyReviewForm)).toEqual({
      overall: 'required',
      title: 'required',
      displayName: 'required',
      consent: 'required',
    });
    expect(
      validateReview({
        ...valid,
        title: 'x'.repeat(81),
        description: 'y'.repeat(1001),
        displayName: '   ',
        food: 6,
      }),
    ).toEqual({
      title: 'maxLength:80',
      description: 'maxLength:1000',
      displayName: 'required',
      food: 'rating',
    });
    expect(validateReview({ ...valid, title: `  ${'x'.repeat(80)}  ` })).toEqual({});
  });

  it('shows length errors next to their fields and counts the review’s characters', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByLabelText('Overall rating: 2 stars'));
    await userEvent.click(screen.getByRole('textbox', { name: /^Title/ }));
    await userEvent.paste('x'.repeat(81));
    await userEvent.click(screen.getByRole('textbox', { name: /^Your review/ }));
    await userEvent.paste('Tasty');
    expect(screen.getByText('5 of 1000 characters')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: /^Your name/ }), 'Ana');
    await userEvent.click(screen.getByRole('checkbox', { name: /^I agree that Osteria Bella may see/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));

    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription(
      'Maximum length: 80 characters',
    );
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByRole('textbox', { name: /^Title/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Good');
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        overall: 2,
        title: 'Good',
        description: 'Tasty',
        displayName: 'Ana',
        consent: true,
      }),
    );
  });

  it('lets an optional rating be cleared, and the stars be chosen with the keyboard', async () => {
    renderForm();
    await userEvent.click(screen.getByLabelText('Food: 3 stars'));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByLabelText('Food: 4 stars')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the Food rating' }));
    expect(screen.getByLabelText('Food: 4 stars')).not.toBeChecked();
    expect(screen.getByRole('radiogroup', { name: /Overall rating/ })).toBeRequired();
  });

  it('shows the Italian consent text with the venue’s name', () => {
    renderForm('it');
    expect(
      screen.getByRole('checkbox', { name: /^Acconsento a che Osteria Bella veda il mio video/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invia la recensione' })).toBeVisible();
    expect(screen.getByLabelText('Voto complessivo: 4 stelle')).toBeInTheDocument();
  });
});
