import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { SectionCard } from '@/components/ui/section-card';
import type { Publishing } from '../api/get-publishing';
import { useUpdatePublishing } from '../api/update-publishing';
import '../texts';

/** The credit line on the wall and the embed: a switch on paid plans, an explanation on free. */
export function CreditLineSection({ placeId, publishing }: { placeId: string; publishing: Publishing }) {
  const { t } = useTranslation('integrations');
  const update = useUpdatePublishing(placeId);
  return (
    <SectionCard title={t('credit.title')} intro={t('credit.intro')} busy={update.isPending}>
      {publishing.canHideCredit ? (
        <div className="flex flex-col gap-2">
          <CheckboxField
            label={t('credit.hide')}
            checked={update.isPending ? update.variables : publishing.creditHidden}
            disabled={update.isPending}
            onChange={(event) => update.mutate(event.target.checked)}
          />
          {update.isError && <Alert tone="error">{t('credit.failed')}</Alert>}
          {update.isSuccess && (
            <p role="status" className="text-sm text-emerald-700">
              {t('credit.saved')}
            </p>
          )}
        </div>
      ) : (
        <div className="flex flex-col gap-2 text-sm text-slate-700">
          <p>{t('credit.free')}</p>
          <TextLink to={paths.dashboard.plans.getHref()} className="self-start">
            {t('seePlans')}
          </TextLink>
        </div>
      )}
    </SectionCard>
  );
}
