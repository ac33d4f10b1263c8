import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-md flex-col items-start gap-3 px-4 py-16">
      <PageTitle>{t('notFound.title')}</PageTitle>
      <p className="text-slate-600">{t('notFound.body')}</p>
      <TextLink to={paths.root.getHref()}>{t('notFound.back')}</TextLink>
    </div>
  );
}
