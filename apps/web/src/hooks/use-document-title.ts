import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** `document.title` from the most specific part to the app's name: 'Reviews · Osteria del Porto · Venues'. */
export function useDocumentTitle(...parts: (string | null | undefined)[]): void {
  const { t } = useTranslation();
  const title = [...parts, t('appName')].filter(Boolean).join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
