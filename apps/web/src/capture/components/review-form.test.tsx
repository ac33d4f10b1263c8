import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/i18n';
import { validateReview, emptyReviewForm, toReviewBody } from '../lib/review-form';
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
        publicConsent: false,
      }),
    );
  });

  it('offers public display as a second, optional box that starts unticked', async () => {
    const onSubmit = renderForm();
    const publicBox = screen.getByRole('checkbox', {
      name: 'Show my video review publicly: Osteria Bella may show it on its review page, on its website and in shared links, with my first name and initial.',
    });
    expect(publicBox).not.toBeChecked();
    expect(publicBox).not.toBeRequired();
    expect(screen.getByRole('checkbox', { name: /^I agree that Osteria Bella may see/ })).toBeRequired();

    await userEvent.click(screen.getByLabelText('Overall rating: 5 stars'));
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Great');
    await userEvent.type(screen.getByRole('textbox', { name: /^Your name/ }), 'Ana');
    // The public box alone does not stand in for the required one.
    await userEvent.click(publicBox);
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: /^I agree that/ })).toHaveFocus();

    await userEvent.click(screen.getByRole('checkbox', { name: /^I agree that/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ consent: true, publicConsent: true }));
  });

  it('sends both answers under consent version 2', () => {
    const values = { ...emptyReviewForm, overall: 4, title: 'Ok', displayName: 'Ana', consent: true };
    const video = new Blob(['x'], { type: 'video/mp4' });
    expect(toReviewBody(values, 'it', video).consent).toEqual({
      accepted: true,
      version: 2,
      language: 'it',
      public: false,
    });
    expect(toReviewBody({ ...values, publicConsent: true }, 'en', video).consent).toMatchObject({
      version: 2,
      public: true,
    });
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
    expect(
      screen.getByRole('checkbox', {
        name: "Mostra pubblicamente la mia videorecensione: Osteria Bella può mostrarla nella sua pagina delle recensioni, sul suo sito e nei link condivisi, con il mio nome e l'iniziale del cognome.",
      }),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Invia la recensione' })).toBeVisible();
    expect(screen.getByLabelText('Voto complessivo: 4 stelle')).toBeInTheDocument();
  });
});
