import { formatDateTime } from '@venues/contracts/format';
import { venueRoles, type VenueRole } from '@venues/contracts/team-rules';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SectionCard } from '@/components/ui/section-card';
import { SelectField } from '@/components/ui/select-field';
import { useDecideAccessRequest } from '../api/decide-access-request';
import type { AccessRequest } from '../api/get-team';
import { personName } from '../utils/person-name';
import { teamRefusalOf } from '../utils/team-refusal';
import '../texts';

/** A request comes in as a team member's: the role with the fewest rights, which the owner may raise. */
const DEFAULT_ROLE: VenueRole = 'team';

function RequestItem({
  request,
  placeId,
  onDecline,
}: {
  request: AccessRequest;
  placeId: string;
  onDecline: () => void;
}) {
  const { t, i18n } = useTranslation('team');
  const [role, setRole] = useState<VenueRole>(DEFAULT_ROLE);
  const decide = useDecideAccessRequest(placeId);
  const name = personName(request.asker);
  const refusal = decide.isError ? teamRefusalOf(decide.error) : null;

  // The accepted request leaves the list, and this item with it, before a mutate() callback would run.
  const accept = () =>
    decide.mutateAsync({ requestId: request.id, accept: true, role }).then(
      () => toast.success(t('requests.accepted', { name, role: t(`roleNames.${role}`) })),
      // The refusal shows below the buttons, from the mutation's state.
      () => undefined,
    );

  return (
    <li className="flex flex-col gap-3 py-4">
      <div className="flex min-w-0 flex-col gap-0.5">
        <h3 className="font-semibold break-words text-slate-900">{name}</h3>
        {request.asker.email && request.asker.email !== name && (
          <p className="text-sm break-words text-slate-600">{request.asker.email}</p>
        )}
        <p className="text-xs text-slate-500">
          {t('requests.asked', { date: formatDateTime(request.createdAt, i18n.resolvedLanguage) })}
        </p>
      </div>
      {request.message && (
        <figure className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <figcaption className="text-xs font-semibold text-slate-500">{t('requests.message')}</figcaption>
          <blockquote className="break-words whitespace-pre-line">{request.message}</blockquote>
        </figure>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <SelectField
          label={t('requests.role', { name })}
          value={role}
          onChange={(event) => setRole(event.target.value as VenueRole)}
          className="sm:w-56"
        >
          {venueRoles.map((option) => (
            <option key={option} value={option}>
              {t(`roles.${option}`)}
            </option>
          ))}
        </SelectField>
        <Button aria-label={t('requests.acceptNamed', { name })} pending={decide.isPending} onClick={accept}>
          {t('requests.accept')}
        </Button>
        <Button variant="ghost" aria-label={t('requests.declineNamed', { name })} onClick={onDecline}>
          {t('requests.decline')}
        </Button>
      </div>
      {decide.isError && (
        <Alert tone="error">{refusal ? t(`refusals.${refusal}`) : t('requests.failed')}</Alert>
      )}
    </li>
  );
}

/** The access requests waiting for an answer: accept with a role, or decline after a confirmation. */
export function AccessRequestsSection({
  placeId,
  venueName,
  requests,
}: {
  placeId: string;
  venueName: string;
  requests: readonly AccessRequest[];
}) {
  const { t } = useTranslation('team');
  const heading = useRef<HTMLHeadingElement>(null);
  const [declining, setDeclining] = useState<AccessRequest | null>(null);
  const decline = useDecideAccessRequest(placeId);
  if (requests.length === 0 && !declining) return null;
  const refusal = decline.isError ? teamRefusalOf(decline.error) : null;

  const confirm = (request: AccessRequest) =>
    decline.mutate(
      { requestId: request.id, accept: false },
      {
        onSuccess: () => {
          setDeclining(null);
          toast.success(t('requests.declined', { name: personName(request.asker) }));
          window.setTimeout(() => heading.current?.focus());
        },
      },
    );

  return (
    <SectionCard
      title={t('requests.title')}
      intro={t('requests.intro', { venue: venueName })}
      headingRef={heading}
    >
      <ul
        aria-label={t('requests.title')}
        className="flex flex-col divide-y divide-slate-200 border-t border-slate-200"
      >
        {requests.map((request) => (
          <RequestItem
            key={request.id}
            request={request}
            placeId={placeId}
            onDecline={() => {
              decline.reset();
              setDeclining(request);
            }}
          />
        ))}
      </ul>
      {declining && (
        <ConfirmDialog
          texts={{
            title: t('requests.declineTitle', { name: personName(declining.asker) }),
            body: t('requests.declineBody', {
              name: personName(declining.asker),
              email: declining.asker.email ?? '—',
            }),
            failed: refusal ? t(`refusals.${refusal}`) : t('requests.failed'),
            cancel: t('cancel'),
            confirm: t('requests.decline'),
          }}
          pending={decline.isPending}
          failed={decline.isError}
          onCancel={() => setDeclining(null)}
          onConfirm={() => confirm(declining)}
        />
      )}
    </SectionCard>
  );
}
