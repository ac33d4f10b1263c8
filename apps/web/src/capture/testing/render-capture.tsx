import { render } from '@testing-library/react';
import { CaptureApp } from '../capture-app';
import { I18nProvider } from '../i18n/i18n';
import type { Language } from '../i18n/messages';
import type { CaptureCode } from '@venues/contracts/capture';

export const CODE = 'AbCdEfGhIjKlMnOpQrStUv';

export const activeCode: CaptureCode = {
  status: 'active',
  venue: { name: 'Trattoria Da Mario', address: 'Via Roma 1, Milano' },
  table_label: 'Table 4',
  upload_max_bytes: 1000,
};

/** Renders the capture entry at `path`, as the browser would open it. */
export function renderCapture(path: string, language: Language = 'en') {
  window.history.pushState({}, '', path);
  return render(
    <I18nProvider language={language}>
      <CaptureApp path={window.location.pathname} />
    </I18nProvider>,
  );
}
