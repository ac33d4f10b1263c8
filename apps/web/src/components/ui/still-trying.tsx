import { useTranslation } from 'react-i18next';

/**
 * Said as soon as a request has failed once and is being retried, instead of a silent skeleton until the
 * last retry gives up. Pass `active={query.failureCount > 0 && query.isFetching}`.
 */
export function StillTrying({ active }: { active: boolean }) {
  const { t } = useTranslation();
  if (!active) return null;
  return (
    <p role="status" className="text-sm text-slate-600">
      {t('stillTrying')}
    </p>
  );
}

/** The `active` of StillTrying for a TanStack query. */
export function isRetrying(query: { failureCount: number; isFetching: boolean }): boolean {
  return query.failureCount > 0 && query.isFetching;
}
