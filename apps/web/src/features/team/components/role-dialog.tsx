import { venueRoles, type VenueRole } from '@venues/contracts/team-rules';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useChangeRole } from '../api/change-role';
import type { TeamPerson } from '../api/get-team';
import { personName } from '../utils/person-name';
import { teamRefusalOf } from '../utils/team-refusal';
import '../texts';

/** A person's role, chosen among the three with what each may do; 'owner' makes them an owner. */
export function RoleDialog({
  placeId,
  person,
  onClose,
}: {
  placeId: string;
  person: TeamPerson;
  onClose: () => void;
}) {
  const { t } = useTranslation('team');
  const [role, setRole] = useState<VenueRole>(person.role);
  const change = useChangeRole(placeId);
  const name = personName(person);
  const refusal = change.isError ? teamRefusalOf(change.error) : null;

  const save = () => {
    if (role === person.role) return onClose();
    change.mutate(
      { uid: person.uid, role },
      {
        onSuccess: () => {
          toast.success(t('role.saved', { name, role: t(`roleNames.${role}`) }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      title={t('role.title', { name })}
      onClose={() => !change.isPending && onClose()}
      className="max-w-lg rounded-t-2xl"
    >
      <div className="flex flex-col gap-4 px-4 pt-2 pb-5 sm:px-6 sm:pb-6">
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t('role.legend')}</legend>
          {venueRoles.map((option) => (
            <label
              key={option}
              className={clsx(
                'flex cursor-pointer items-start gap-3 rounded-xl border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600',
                role === option ? 'border-teal-700 bg-teal-50' : 'border-slate-200',
              )}
            >
              <input
                type="radio"
                name="role"
                value={option}
                checked={role === option}
                onChange={() => setRole(option)}
                className="mt-1 size-4 accent-teal-700"
              />
              <span className="flex flex-col">
                <span className="text-sm font-semibold text-slate-900">
                  {t(`roles.${option}`)}
                  {option === person.role && (
                    <span className="font-normal text-slate-600"> ({t('role.current')})</span>
                  )}
                </span>
                <span className="text-sm text-slate-600">{t(`roleRights.${option}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {role === 'owner' && person.role !== 'owner' && <Alert tone="info">{t('role.ownerNote')}</Alert>}
        {change.isError && (
          <Alert tone="error">{refusal ? t(`refusals.${refusal}`) : t('role.failed')}</Alert>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={change.isPending}>
            {t('cancel')}
          </Button>
          <Button pending={change.isPending} onClick={save}>
            {t('role.save')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
