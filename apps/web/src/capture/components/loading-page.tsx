import { PageSpinner } from '@/components/ui/spinner';
import { useI18n } from '../i18n/i18n';
import { PageShell } from './page-shell';

export function LoadingPage() {
  const { t } = useI18n();
  return (
    <PageShell>
      <PageSpinner label={t('loading')} />
    </PageShell>
  );
}
