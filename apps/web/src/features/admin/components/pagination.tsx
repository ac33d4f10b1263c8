import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import '../i18n';

export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </Button>
      <span className="text-sm text-slate-600">{t('pagination.page', { page: page + 1, pages })}</span>
      <Button variant="secondary" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </Button>
    </nav>
  );
}
