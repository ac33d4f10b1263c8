import { formatDate } from '@venues/contracts/format';
import { INVITATION_TTL_DAYS } from '@venues/contracts/team-rules';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SectionCard } from '@/components/ui/section-card';
import { StatusBadge } from '@/components/ui/status-badge';
import type { Invitation } from '../api/get-team';
import { useResendInvitation, useRevokeInvitation } from '../api/manage-invitation';
import { teamRefusalOf } from '../utils/team-refusal';
import { InviteForm } from './invite-form';
import '../texts';

function InvitationItem({
  invitation,
  placeId,
  onRevoke,
}: {
  invitation: Invitation;
  placeId: string;
  onRevoke: () => void;
}) {
  const { t, i18n } = useTranslation('team');
  const language = i18n.resolvedLanguage;
  const resend = useResendInvitation(placeId);
  const { email } = invitation;
  const refusal = resend.isError ? teamRefusalOf(resend.error) : null;
  return (
    <li className="flex flex-col gap-2 py-4 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-all text-slate-900">{email}</h3>
          <StatusBadge>{t(`roles.${invitation.role}`)}</StatusBadge>
          {invitation.expired && <StatusBadge variant="warning">{t('invitations.expired')}</StatusBadge>}
        </div>
        <p className="text-xs text-slate-500">
          {t('invitations.sent', { date: formatDate(invitation.createdAt, language) })}
          {!invitation.expired && (
            <>
              {' · '}
              {t('invitations.expires', { date: formatDate(invitation.expiresAt, language) })}
            </>
          )}
        </p>
        {resend.isError && (
          <Alert tone="error">{refusal ? t(`refusals.${refusal}`) : t('invitations.failed')}</Alert>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          aria-label={t('invitations.resendNamed', { email })}
          pending={resend.isPending}
          onClick={() =>
            resend.mutate(invitation.id, {
              onSuccess: () => toast.success(t('invitations.resent', { email })),
            })
          }
        >
          {t('invitations.resend')}
        </Button>
        <Button variant="ghost" aria-label={t('invitations.revokeNamed', { email })} onClick={onRevoke}>
          {t('invitations.revoke')}
        </Button>
      </div>
    </li>
  );
}

/** The open invitations (resend, revoke after a confirmation) and the form that sends a new one. */
export function InvitationsSection({
  placeId,
  invitations,
}: {
  placeId: string;
  invitations: readonly Invitation[];
}) {
  const { t } = useTranslation('team');
  const heading = useRef<HTMLHeadingElement>(null);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const revoke = useRevokeInvitation(placeId);
  const refusal = revoke.isError ? teamRefusalOf(revoke.error) : null;

  const confirm = ({ id, email }: Invitation) =>
    revoke.mutate(id, {
      onSuccess: () => {
        setRevoking(null);
        toast.success(t('invitations.revoked', { email }));
        window.setTimeout(() => heading.current?.focus());
      },
    });

  return (
    <SectionCard
      title={t('invitations.title')}
      intro={t('invitations.intro', { days: INVITATION_TTL_DAYS })}
      headingRef={heading}
    >
      {invitations.length === 0 ? (
        <p className="text-sm text-slate-500">{t('invitations.empty')}</p>
      ) : (
        <ul
          aria-label={t('invitations.title')}
          className="flex flex-col divide-y divide-slate-200 border-t border-slate-200"
        >
          {invitations.map((invitation) => (
            <InvitationItem
              key={invitation.id}
              invitation={invitation}
              placeId={placeId}
              onRevoke={() => {
                revoke.reset();
                setRevoking(invitation);
              }}
            />
          ))}
        </ul>
      )}
      <InviteForm placeId={placeId} />
      {revoking && (
        <ConfirmDialog
          texts={{
            title: t('invitations.revokeTitle', { email: revoking.email }),
            body: t('invitations.revokeBody', { email: revoking.email }),
            failed: refusal ? t(`refusals.${refusal}`) : t('invitations.failed'),
            cancel: t('cancel'),
            confirm: t('invitations.revoke'),
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
