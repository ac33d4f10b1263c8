import { formatDateTime } from '@venues/contracts/format';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import type { CreatedCounterLink } from '../api/create-counter-link';
import { useCounterLinks, type CounterLink } from '../api/get-counter-links';
import { useRevokeCounterLink } from '../api/revoke-counter-link';
import { CounterLinkForm } from './counter-link-form';
import { CounterLinkReveal } from './counter-link-reveal';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import '../texts';

function LinkRow({ link, onRevoke }: { link: CounterLink; onRevoke: () => void }) {
  const { t, i18n } = useTranslation('missions');
  const language = i18n.resolvedLanguage;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col">
        <h3 className="text-sm font-semibold break-words text-slate-900">{link.label}</h3>
        <p className="text-xs text-slate-500">
          {t('counter.created', { date: formatDateTime(link.createdAt, language) })}
          {' · '}
          {link.lastUsedAt
            ? t('counter.lastUsed', { date: formatDateTime(link.lastUsedAt, language) })
            : t('counter.neverUsed')}
        </p>
      </div>
      <Button variant="ghost" aria-label={t('counter.revokeNamed', { label: link.label })} onClick={onRevoke}>
        {t('counter.revoke')}
      </Button>
    </li>
  );
}

/** The links that open this venue's redeem screen on a team member's phone: list, create, revoke. */
export function CounterLinksSection({ placeId }: { placeId: string }) {
  const { t } = useTranslation('missions');
  const heading = useRef<HTMLHeadingElement>(null);
  const links = useCounterLinks(placeId);
  const revoke = useRevokeCounterLink(placeId);
  const [revealed, setRevealed] = useState<CreatedCounterLink | null>(null);
  const [revoking, setRevoking] = useState<CounterLink | null>(null);

  const confirm = (link: CounterLink) =>
    revoke.mutate(link.id, {
      onSuccess: () => {
        setRevoking(null);
        toast.success(t('counter.revoked', { label: link.label }));
        // The revoked row, which opened the dialog, is gone: the section's heading takes focus.
        window.setTimeout(() => heading.current?.focus());
      },
    });

  return (
    <SectionCard
      title={t('counter.title')}
      intro={t('counter.intro')}
      busy={links.isPending}
      headingRef={heading}
    >
      {revealed ? (
        <CounterLinkReveal link={revealed} onDone={() => setRevealed(null)} />
      ) : (
        <CounterLinkForm placeId={placeId} onCreated={setRevealed} />
      )}
      {links.isError && (
        <div className="flex flex-col items-start gap-2">
          <Alert tone="error">{t('counter.error')}</Alert>
          <Button variant="secondary" pending={links.isFetching} onClick={() => void links.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {links.isPending && (
        <div role="status" aria-label={t('counter.loading')} className="flex flex-col gap-2">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      )}
      {links.isSuccess && links.data.length === 0 && (
        <p className="text-sm text-slate-500">{t('counter.empty')}</p>
      )}
      {links.isSuccess && links.data.length > 0 && (
        <ul
          aria-label={t('counter.title')}
          className="flex flex-col divide-y divide-slate-200 border-t border-slate-200"
        >
          {links.data.map((link) => (
            <LinkRow
              key={link.id}
              link={link}
              onRevoke={() => {
                revoke.reset();
                setRevoking(link);
              }}
            />
          ))}
        </ul>
      )}
      {revoking && (
        <ConfirmDialog
          texts={{
            title: t('counter.revokeTitle', { label: revoking.label }),
            body: t('counter.revokeBody'),
            failed: t('counter.revokeFailed'),
            cancel: t('counter.revokeCancel'),
            confirm: t('counter.revokeConfirm'),
          }}
          pending={revoke.isPending}
          failed={revoke.isError}
          onCancel={() => setRevoking(null)}
          onConfirm={() => confirm(revoking)}
        />
      )}
    </SectionCard>
  );
}
