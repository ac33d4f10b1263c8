import { formatDate } from '@venues/contracts/format';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SectionCard } from '@/components/ui/section-card';
import { StatusBadge } from '@/components/ui/status-badge';
import type { TeamPerson } from '../api/get-team';
import { useLeaveVenue } from '../api/leave-venue';
import { useRemovePerson } from '../api/remove-person';
import { personName } from '../utils/person-name';
import { teamRefusalOf } from '../utils/team-refusal';
import { RoleDialog } from './role-dialog';
import '../texts';

function PersonItem({
  person,
  lastOwner,
  onChangeRole,
  onRemove,
}: {
  person: TeamPerson;
  /** The only owner, who can neither leave nor give up the role. */
  lastOwner: boolean;
  onChangeRole: () => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('team');
  const language = i18n.resolvedLanguage;
  const name = personName(person);
  return (
    <li className="flex flex-col gap-3 py-4 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-slate-900">{name}</h3>
          <StatusBadge variant={person.role === 'owner' ? 'active' : 'default'}>
            {t(`roles.${person.role}`)}
          </StatusBadge>
          {person.isYou && <StatusBadge variant="white">{t('people.you')}</StatusBadge>}
        </div>
        {person.email && person.email !== name && (
          <p className="text-sm break-words text-slate-600">{person.email}</p>
        )}
        <p className="text-xs text-slate-500">
          {t('people.joined', { date: formatDate(person.joinedAt, language) })}
          {' · '}
          {person.lastUsedAt
            ? t('people.lastUsed', { date: formatDate(person.lastUsedAt, language) })
            : t('people.neverUsed')}
        </p>
        {lastOwner && <p className="text-xs text-slate-600">{t('people.lastOwner')}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          aria-label={t('people.changeRoleNamed', { name })}
          disabled={lastOwner}
          onClick={onChangeRole}
        >
          {t('people.changeRole')}
        </Button>
        <Button
          variant="ghost"
          aria-label={person.isYou ? undefined : t('people.removeNamed', { name })}
          disabled={lastOwner}
          onClick={onRemove}
        >
          {person.isYou ? t('people.leave') : t('people.remove')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The venue's people with their role, when they joined and last used it: change a role (making an owner),
 * remove someone, or leave, each removal after a confirmation that names the person.
 */
export function PeopleSection({
  placeId,
  venueName,
  people,
}: {
  placeId: string;
  venueName: string;
  people: readonly TeamPerson[];
}) {
  const { t } = useTranslation('team');
  const heading = useRef<HTMLHeadingElement>(null);
  const [changing, setChanging] = useState<TeamPerson | null>(null);
  const [removing, setRemoving] = useState<TeamPerson | null>(null);
  const remove = useRemovePerson(placeId);
  const leave = useLeaveVenue(placeId);
  const owners = people.filter((person) => person.role === 'owner').length;
  const action = removing?.isYou ? leave : remove;
  const refusal = action.isError ? teamRefusalOf(action.error) : null;

  const confirm = (person: TeamPerson) => {
    const name = personName(person);
    if (person.isYou) {
      // The venues are read again: the guard takes the user to another venue, or out of the dashboard.
      leave.mutate(undefined, { onSuccess: () => toast.success(t('leave.done', { venue: venueName })) });
      return;
    }
    remove.mutate(person.uid, {
      onSuccess: () => {
        setRemoving(null);
        toast.success(t('remove.done', { name }));
        window.setTimeout(() => heading.current?.focus());
      },
    });
  };

  const texts = (person: TeamPerson) => {
    const name = personName(person);
    const failed = refusal ? t(`refusals.${refusal}`) : null;
    return person.isYou
      ? {
          title: t('leave.title', { venue: venueName }),
          body: t('leave.body', { venue: venueName }),
          failed: failed ?? t('leave.failed'),
          cancel: t('cancel'),
          confirm: t('leave.confirm'),
        }
      : {
          title: t('remove.title', { name }),
          body: t('remove.body', { name, email: person.email ?? '—', venue: venueName }),
          failed: failed ?? t('remove.failed', { name }),
          cancel: t('cancel'),
          confirm: t('remove.confirm'),
        };
  };

  return (
    <SectionCard
      title={t('people.title')}
      intro={t('people.intro', { venue: venueName })}
      headingRef={heading}
    >
      <ul
        aria-label={t('people.title')}
        className="flex flex-col divide-y divide-slate-200 border-t border-slate-200"
      >
        {people.map((person) => (
          <PersonItem
            key={person.uid}
            person={person}
            lastOwner={person.role === 'owner' && owners <= 1}
            onChangeRole={() => setChanging(person)}
            onRemove={() => {
              remove.reset();
              leave.reset();
              setRemoving(person);
            }}
          />
        ))}
      </ul>
      {changing && <RoleDialog placeId={placeId} person={changing} onClose={() => setChanging(null)} />}
      {removing && (
        <ConfirmDialog
          texts={texts(removing)}
          pending={action.isPending}
          failed={action.isError}
          onCancel={() => setRemoving(null)}
          onConfirm={() => confirm(removing)}
        />
      )}
    </SectionCard>
  );
}
