import { formatDateTime } from '@venues/contracts/format';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge, type StatusBadgeVariant } from '@/components/ui/status-badge';
import { useWebhookDeliveries, type WebhookDelivery } from '../api/get-webhook-deliveries';
import '../texts';

const BADGE: Record<WebhookDelivery['status'], StatusBadgeVariant> = {
  pending: 'pending',
  succeeded: 'success',
  failed: 'failed',
};

function DeliveryRow({ delivery }: { delivery: WebhookDelivery }) {
  const { t, i18n } = useTranslation('integrations');
  const language = i18n.resolvedLanguage;
  const when = delivery.lastAttemptAt ?? delivery.createdAt;
  return (
    <li className="flex flex-col gap-1 py-2">
      <div className="flex flex-wrap items-center gap-2">
        <code className="text-sm font-medium text-slate-900">{delivery.eventType}</code>
        {delivery.test && <StatusBadge variant="default">{t('webhooks.log.test')}</StatusBadge>}
        <StatusBadge variant={BADGE[delivery.status]}>
          {t(`webhooks.log.status.${delivery.status}`)}
        </StatusBadge>
      </div>
      <p className="text-xs text-slate-600">
        <time dateTime={when}>{formatDateTime(when, language)}</time>
        {' · '}
        {delivery.responseStatus === null
          ? t('webhooks.log.noAnswer')
          : t('webhooks.log.http', { status: delivery.responseStatus })}
        {delivery.responseMs !== null && ` · ${t('webhooks.log.duration', { ms: delivery.responseMs })}`}
        {' · '}
        {t('webhooks.log.attempts', { count: delivery.attempts })}
      </p>
      {delivery.error && delivery.status !== 'succeeded' && (
        <p className="text-xs break-words text-red-700">{delivery.error}</p>
      )}
    </li>
  );
}

/** An endpoint's deliveries, newest first, with older pages on request. */
export function DeliveryLog({
  placeId,
  endpointId,
  url,
}: {
  placeId: string;
  endpointId: string;
  url: string;
}) {
  const { t } = useTranslation('integrations');
  const log = useWebhookDeliveries(placeId, endpointId);
  const deliveries = log.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div
      aria-label={t('webhooks.log.title', { url })}
      role="region"
      aria-busy={log.isFetching || undefined}
      className="flex flex-col gap-2 rounded-lg bg-slate-50 px-3 py-2"
    >
      {log.isPending && (
        <div role="status" aria-label={t('webhooks.log.loading')} className="flex flex-col gap-2 py-1">
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
        </div>
      )}
      {log.isError && (
        <div className="flex flex-col items-start gap-2 py-1">
          <Alert tone="error">{t('webhooks.log.error')}</Alert>
          <Button variant="secondary" pending={log.isFetching} onClick={() => void log.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {log.isSuccess && deliveries.length === 0 && (
        <p className="py-1 text-sm text-slate-500">{t('webhooks.log.empty')}</p>
      )}
      {deliveries.length > 0 && (
        <ul className="flex flex-col divide-y divide-slate-200">
          {deliveries.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} />
          ))}
        </ul>
      )}
      {log.hasNextPage && (
        <Button
          variant="ghost"
          className="self-start"
          pending={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {t('webhooks.log.more')}
        </Button>
      )}
    </div>
  );
}
