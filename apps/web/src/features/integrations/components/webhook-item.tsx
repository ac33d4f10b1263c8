import { formatDateTime, formatDuration } from '@venues/contracts/format';
import { WEBHOOK_DISABLE_AFTER_MS } from '@venues/contracts/webhook-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { useDeleteWebhook } from '../api/delete-webhook';
import type { WebhookEndpoint } from '../api/get-webhooks';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useSendTestEvent } from '../api/send-test-event';
import { useUpdateWebhook } from '../api/update-webhook';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DeliveryLog } from './delivery-log';
import { SecretReveal } from './secret-reveal';
import '../texts';

function EndpointStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t, i18n } = useTranslation('integrations');
  if (endpoint.status === 'active')
    return <StatusBadge variant="active">{t('webhooks.status.active')}</StatusBadge>;
  if (endpoint.status === 'failing')
    return (
      <StatusBadge variant="warning">
        {t('webhooks.status.failing', {
          date: formatDateTime(endpoint.failingSince ?? endpoint.createdAt, i18n.resolvedLanguage),
        })}
      </StatusBadge>
    );
  return (
    <StatusBadge variant={endpoint.disabledReason === 'failing' ? 'failed' : 'ended'}>
      {endpoint.disabledReason === 'failing'
        ? t('webhooks.status.disabledFailing', {
            span: formatDuration(WEBHOOK_DISABLE_AFTER_MS, 'day', i18n.resolvedLanguage),
          })
        : t('webhooks.status.disabled')}
    </StatusBadge>
  );
}

function TestResult({ test }: { test: ReturnType<typeof useSendTestEvent> }) {
  const { t } = useTranslation('integrations');
  if (test.isError) return <Alert tone="error">{t('webhooks.testError')}</Alert>;
  if (!test.data) return null;
  const delivery = test.data;
  return delivery.status === 'succeeded' ? (
    <Alert tone="success">
      {t('webhooks.testOk', { status: delivery.responseStatus, ms: delivery.responseMs })}
    </Alert>
  ) : (
    <Alert tone="error">
      {t('webhooks.testFailed', {
        error: delivery.error ?? t('webhooks.log.noAnswer'),
        interpolation: { escapeValue: false },
      })}
    </Alert>
  );
}

/**
 * One endpoint: where it sends, its state, and what the owner can do with it. Without the plan (after a
 * downgrade) it can still be read and deleted, not tested, switched or rotated.
 */
export function WebhookItem({
  placeId,
  endpoint,
  allowed,
  onDeleted,
}: {
  placeId: string;
  endpoint: WebhookEndpoint;
  allowed: boolean;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('integrations');
  const test = useSendTestEvent(placeId, endpoint.id);
  const update = useUpdateWebhook(placeId);
  const rotate = useRotateWebhookSecret(placeId);
  const remove = useDeleteWebhook(placeId);
  const [confirming, setConfirming] = useState<'rotate' | 'delete' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [logOpen, setLogOpen] = useState(false);
  const enabled = endpoint.status !== 'disabled';
  const toggleLabel = enabled ? t('webhooks.disable') : t('webhooks.enable');
  const url = endpoint.url;

  return (
    <li className="flex flex-col gap-3 py-4">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="min-w-0 font-mono text-sm font-semibold break-all text-slate-900">{url}</h4>
          <EndpointStatus endpoint={endpoint} />
        </div>
        {endpoint.description && <p className="text-sm text-slate-700">{endpoint.description}</p>}
        <p className="text-xs text-slate-500">
          {endpoint.events.join(', ')} · {t('webhooks.secretHint', { hint: endpoint.secretHint })}
        </p>
      </div>

      {secret && <SecretReveal url={url} secret={secret} onDone={() => setSecret(null)} />}

      <div className="flex flex-wrap gap-2">
        {allowed && (
          <>
            <Button
              variant="secondary"
              pending={test.isPending}
              aria-label={t('webhooks.testNamed', { url })}
              onClick={() => test.mutate()}
            >
              {t('webhooks.test')}
            </Button>
            <Button
              variant="ghost"
              pending={update.isPending}
              aria-label={t('webhooks.toggleNamed', { action: toggleLabel, url })}
              onClick={() => update.mutate({ endpointId: endpoint.id, changes: { enabled: !enabled } })}
            >
              {toggleLabel}
            </Button>
            <Button
              variant="ghost"
              aria-label={t('webhooks.rotateNamed', { url })}
              onClick={() => {
                rotate.reset();
                setConfirming('rotate');
              }}
            >
              {t('webhooks.rotate')}
            </Button>
          </>
        )}
        <Button
          variant="ghost"
          aria-label={t('webhooks.deleteNamed', { url })}
          onClick={() => {
            remove.reset();
            setConfirming('delete');
          }}
        >
          {t('webhooks.delete')}
        </Button>
        <Button variant="ghost" aria-expanded={logOpen} onClick={() => setLogOpen((open) => !open)}>
          {logOpen ? t('webhooks.hideLog') : t('webhooks.showLog')}
        </Button>
      </div>

      <div aria-live="polite">
        <TestResult test={test} />
      </div>
      {update.isError && <Alert tone="error">{t('webhooks.toggleFailed')}</Alert>}
      {logOpen && <DeliveryLog placeId={placeId} endpointId={endpoint.id} url={url} />}

      {confirming === 'rotate' && (
        <ConfirmDialog
          texts={{
            title: t('webhooks.confirmRotate.title'),
            body: t('webhooks.confirmRotate.body'),
            failed: t('webhooks.confirmRotate.failed'),
            cancel: t('webhooks.confirmRotate.cancel'),
            confirm: t('webhooks.confirmRotate.confirm'),
          }}
          pending={rotate.isPending}
          failed={rotate.isError}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            rotate.mutate(endpoint.id, {
              onSuccess: (rotated) => {
                setConfirming(null);
                setSecret(rotated.secret);
              },
            })
          }
        />
      )}
      {confirming === 'delete' && (
        <ConfirmDialog
          texts={{
            title: t('webhooks.confirmDelete.title'),
            body: t('webhooks.confirmDelete.body', { url, interpolation: { escapeValue: false } }),
            failed: t('webhooks.confirmDelete.failed'),
            cancel: t('webhooks.confirmDelete.cancel'),
            confirm: t('webhooks.confirmDelete.confirm'),
          }}
          pending={remove.isPending}
          failed={remove.isError}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            remove.mutate(endpoint.id, {
              onSuccess: () => {
                setConfirming(null);
                onDeleted();
              },
            })
          }
        />
      )}
    </li>
  );
}
