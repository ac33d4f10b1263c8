import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { SupportedLanguage } from '@/lib/i18n';
import { LANGUAGE_QUERY } from '@/lib/language-detector';

/**
 * Switches the UI language and drops `?lng=` from the address. The detector reads the query string before
 * the stored choice, so a link's `?lng=` would otherwise win again on reload. Navigating through the router
 * (replace, no reload) keeps its own location in step, so no later search-param update brings `lng` back.
 */
export function useChangeLanguage(): (language: SupportedLanguage) => void {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (language) => {
    void i18n.changeLanguage(language);
    const params = new URLSearchParams(location.search);
    if (!params.has(LANGUAGE_QUERY)) return;
    params.delete(LANGUAGE_QUERY);
    void navigate(
      { pathname: location.pathname, search: params.toString(), hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  };
}
