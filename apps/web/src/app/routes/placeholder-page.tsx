import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';

export type PageTitleKey = Extract<ParseKeys<'common'>, `pages.${string}`>;

/** Pages that later issues build show their title only, so routing and access can be tested now. */
export function PlaceholderPage({ titleKey }: { titleKey: PageTitleKey }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <PageTitle>{t(titleKey)}</PageTitle>
    </div>
  );
}
