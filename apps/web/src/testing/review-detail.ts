import { screen, waitFor, within } from '@testing-library/react';

/** A review's detail dialog, once its code has loaded: until then it stands open with a spinner. */
export function findReviewDetail(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getByRole('dialog', { name: title });
    if (within(dialog).queryByText(/^(Opening the review|Apertura della recensione)…$/))
      throw new Error('the detail is still loading');
    return dialog;
  });
}
