import { formatDateTime } from '@venues/contracts/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import {
  staffRemovalReason,
  useAdminTeam,
  useStaffRemoval,
  useVenueSearch,
  type AdminTeamPerson,
} from '../api/admin-teams';
import '../i18n';
import { ReasonDialog } from './reason-dialog';
import { SearchSection } from './search-section';
import { SectionFailed, SectionLoading } from './section-states';

const nameOf = (person: AdminTeamPerson) => person.displayName ?? person.email ?? person.uid;

/** One venue's people with their roles; staff remove one with a reason that its owners receive by mail. */
function VenueTeam({ placeId }: { placeId: string }) {
  const { t, i18n } = useTranslation('admin');
  const team = useAdminTeam(placeId);
  const removal = useStaffRemoval(placeId);
  const [removing, setRemoving] = useState<AdminTeamPerson | null>(null);

  if (team.isPending) return <SectionLoading label={t('teams.loading')} />;
  if (team.isError)
    return (
      <SectionFailed
        message={t('teams.error')}
        retrying={team.isFetching}
        onRetry={() => void team.refetch()}
      />
    );
  const { place, people } = team.data;

  const remove = (person: AdminTeamPerson, reason: string) =>
    removal.mutate(
      { person, reason },
      {
        onSuccess: () => {
          toast.success(t('teams.removed', { name: nameOf(person), venue: place.name }));
          setRemoving(null);
        },
        onError: (error) => {
          toast.error(error.code === 'team/last-owner' ? t('teams.lastOwner') : t('teams.failed'));
          setRemoving(null);
        },
      },
    );

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h3 className="font-semibold break-words text-slate-900">{t('teams.people', { venue: place.name })}</h3>
      {people.length === 0 ? (
        <p className="text-sm text-slate-600">{t('teams.nobody')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {people.map((person) => (
            <li
              key={person.uid}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-words text-slate-900">{nameOf(person)}</span>
                  <StatusBadge>{t(`teams.roles.${person.role}`)}</StatusBadge>
                </p>
                {person.email && person.email !== nameOf(person) && (
                  <p className="text-sm break-words text-slate-600">{person.email}</p>
                )}
                <p className="text-xs text-slate-500">
                  {t('teams.joined', { date: formatDateTime(person.joinedAt, i18n.resolvedLanguage) })}
                </p>
              </div>
              <Button
                variant="secondary"
                aria-label={t('teams.removeNamed', { name: nameOf(person) })}
                disabled={removal.isPending}
                onClick={() => setRemoving(person)}
                className="self-start sm:self-auto"
              >
                {t('teams.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <ReasonDialog
          rule={staffRemovalReason}
          pending={removal.isPending}
          texts={{
            title: t('teams.dialog.title', { name: nameOf(removing), venue: place.name }),
            label: t('teams.dialog.reason'),
            hint: t('teams.dialog.hint'),
            cancel: t('dialog.cancel'),
            confirm: t('teams.dialog.confirm'),
          }}
          onCancel={() => setRemoving(null)}
          onConfirm={(reason) => remove(removing, reason)}
        />
      )}
    </div>
  );
}

/**
 * A venue's people, for staff: found by the venue's name among those already verified. Staff remove a
 * person whom the owners cannot (a former employee reported by an owner who cannot sign in, say).
 */
export function VenueTeams() {
  const { t } = useTranslation('admin');
  const [query, setQuery] = useState('');
  const [placeId, setPlaceId] = useState<string | null>(null);
  const results = useVenueSearch(query);
  const verified = results.data?.filter((place) => place.alreadyVerified) ?? [];

  let found;
  if (query === '') found = null;
  else if (results.isPending) found = <SectionLoading label={t('teams.searching')} />;
  else if (results.isError)
    found = (
      <SectionFailed
        message={t('teams.searchError')}
        retrying={results.isFetching}
        onRetry={() => void results.refetch()}
      />
    );
  else if (verified.length === 0) found = <p className="text-sm text-slate-600">{t('teams.noVenue')}</p>;
  else
    found = (
      <ul className="flex flex-col gap-2">
        {verified.map((place) => (
          <li key={place.id} className="flex flex-col gap-2">
            <Button
              variant={place.id === placeId ? 'primary' : 'secondary'}
              aria-pressed={place.id === placeId}
              onClick={() => setPlaceId(place.id)}
              className="justify-start text-left"
            >
              <span className="min-w-0 break-words">
                {place.name}
                <span className="font-normal text-current opacity-80"> · {place.address}</span>
              </span>
            </Button>
            {place.id === placeId && <VenueTeam placeId={place.id} />}
          </li>
        ))}
      </ul>
    );

  return (
    <SearchSection
      id="admin-teams"
      title={t('teams.title')}
      intro={t('teams.intro')}
      label={t('teams.search')}
      onSearch={(name) => {
        setPlaceId(null);
        setQuery(name);
      }}
    >
      {found}
    </SearchSection>
  );
}
