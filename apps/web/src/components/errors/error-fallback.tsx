import type { FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { retryFailedScreens } from '@/lib/lazy-screen';

/**
 * What a screen that threw while rendering shows instead of a white page. Try again renders the screen
 * again, and asks again for its code if that had failed to download; the way back is a full page load.
 */
export function ErrorFallback({ resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex w-full max-w-md flex-col items-start gap-3 px-4 py-16">
      <PageTitle>{t('crash.title')}</PageTitle>
      <p className="text-slate-600">{t('crash.body')}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClasses('primary')}
          onClick={() => {
            retryFailedScreens();
            resetErrorBoundary();
          }}
        >
          {t('retry')}
        </button>
        <a href={paths.root.getHref()} className={buttonClasses('secondary')}>
          {t('notFound.back')}
        </a>
      </div>
    </div>
  );
}
