import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { SectionCard } from '@/components/ui/section-card';
import type { CreatedWebhook } from '../api/create-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { SecretReveal } from './secret-reveal';
import { WebhookForm } from './webhook-form';
import { WebhookItem } from './webhook-item';
import '../texts';

function UpgradePrompt() {
  const { t } = useTranslation('integrations');
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-amber-200 bg-amber-50 px-3 py-3 text-sm text-amber-900">
      <div className="font-semibold">{t('webhooks.upgradeTitle')}</div>
      <p>{t('webhooks.upgradeBody')}</p>
      <TextLink to={paths.dashboard.plans.getHref()} className="self-start">
        {t('seePlans')}
      </TextLink>
    </div>
  );
}

/**
 * The venue's webhooks: the form that adds one (its secret shown once), and the list with each endpoint's
 * state, test, rotation, deletion and delivery log. `allowed` is the plan's answer, undefined while it loads.
 */
export function WebhooksSection({ placeId, allowed }: { placeId: string; allowed: boolean | undefined }) {
  const { t } = useTranslation('integrations');
  const heading = useRef<HTMLHeadingElement>(null);
  const webhooks = useWebhooks(placeId);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const endpoints = webhooks.data ?? [];
  const loading = allowed === undefined || webhooks.isPending;

  return (
    <SectionCard title={t('webhooks.title')} intro={t('webhooks.intro')} busy={loading} headingRef={heading}>
      {allowed === false && <UpgradePrompt />}
      {allowed &&
        (created ? (
          <SecretReveal url={created.url} secret={created.secret} onDone={() => setCreated(null)} />
        ) : (
          <WebhookForm placeId={placeId} onCreated={setCreated} />
        ))}
      {loading && (
        <div role="status" aria-label={t('webhooks.loading')} className="flex flex-col gap-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      )}
      {webhooks.isError && (
        <div className="flex flex-col items-start gap-2">
          <Alert tone="error">{t('webhooks.error')}</Alert>
          <Button variant="secondary" pending={webhooks.isFetching} onClick={() => void webhooks.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {allowed && webhooks.isSuccess && endpoints.length === 0 && (
        <p className="text-sm text-slate-500">{t('webhooks.empty')}</p>
      )}
      {webhooks.isSuccess && endpoints.length > 0 && (
        <div className="flex flex-col gap-1">
          <h3 className="text-base font-semibold text-slate-900">{t('webhooks.list')}</h3>
          <ul className="flex flex-col divide-y divide-slate-200 border-t border-slate-200">
            {endpoints.map((endpoint) => (
              <WebhookItem
                key={endpoint.id}
                placeId={placeId}
                endpoint={endpoint}
                allowed={allowed === true}
                onDeleted={() => {
                  toast.success(t('webhooks.deleted'));
                  // The deleted row held focus: the section's heading takes it.
                  window.setTimeout(() => heading.current?.focus());
                }}
              />
            ))}
          </ul>
        </div>
      )}
    </SectionCard>
  );
}
