import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/ui/status-badge';
import '../texts';

/** Whether the guest agreed to public display, and what that means for the review. */
export function ReviewAudience({ isPublic }: { isPublic: boolean }) {
  const { t } = useTranslation('reviews');
  return (
    <div className="flex flex-col items-start gap-1.5">
      <StatusBadge variant={isPublic ? 'success' : 'default'}>
        {t(isPublic ? 'publishing.audience.public' : 'publishing.audience.private')}
      </StatusBadge>
      <p className="text-sm text-slate-600">
        {t(isPublic ? 'publishing.audience.publicExplain' : 'publishing.audience.privateExplain')}
      </p>
    </div>
  );
}
