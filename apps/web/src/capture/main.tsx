import '@/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CaptureApp } from './capture-app';
import { I18nProvider } from './i18n/i18n';

// The guest's page (/r/*), a Vite entry of its own: none of the dashboard's router, query client or providers.
const root = document.getElementById('root');
if (!root) throw new Error('capture.html lost its #root element');

createRoot(root).render(
  <StrictMode>
    <I18nProvider>
      <CaptureApp />
    </I18nProvider>
  </StrictMode>,
);
