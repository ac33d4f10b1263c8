import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import '../i18n';

export function ClaimsError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('claims');
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-3 px-4 py-16">
      <Alert tone="error">{t('error')}</Alert>
      <Button variant="secondary" pending={retrying} onClick={onRetry}>
        {t('retry', { ns: 'common' })}
      </Button>
    </div>
  );
}
