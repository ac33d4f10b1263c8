import { activityKinds, type ActivityActorKind } from '@venues/contracts/activity-rules';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { Person } from '../api/get-people';
import {
  ACTIVITY_PERIODS,
  actorChoice,
  isFiltered,
  NO_FILTERS,
  personChoice,
  type FilterState,
} from '../utils/activity-filters';
import '../texts';

const OTHER_ACTORS: ActivityActorKind[] = ['counter_link', 'guest', 'staff'];

/** Who, what kind and when: every change applies at once, and the list starts again from the newest. */
export function ActivityFiltersBar({
  state,
  people,
  onChange,
}: {
  state: FilterState;
  people: readonly Person[];
  onChange: (next: FilterState) => void;
}) {
  const { t } = useTranslation('activity');
  const set = (patch: Partial<FilterState>) => onChange({ ...state, ...patch });
  return (
    <form
      aria-label={t('filters.label')}
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
    >
      <SelectField
        label={t('filters.who')}
        value={state.who}
        onChange={(event) => set({ who: event.target.value })}
      >
        <option value="">{t('filters.everyone')}</option>
        {people.length > 0 && (
          <optgroup label={t('filters.people')}>
            {people.map((person) => (
              <option key={person.uid} value={personChoice(person.uid)}>
                {person.name}
              </option>
            ))}
          </optgroup>
        )}
        <optgroup label={t('filters.others')}>
          {OTHER_ACTORS.map((kind) => (
            <option key={kind} value={actorChoice(kind)}>
              {t(`filters.actorKinds.${kind}`)}
            </option>
          ))}
        </optgroup>
      </SelectField>
      <SelectField
        label={t('filters.kind')}
        value={state.kind}
        onChange={(event) => set({ kind: event.target.value as FilterState['kind'] })}
      >
        <option value="">{t('filters.allKinds')}</option>
        {activityKinds.map((kind) => (
          <option key={kind} value={kind}>
            {t(`filters.kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('filters.period')}
        value={state.period}
        onChange={(event) => set({ period: event.target.value as FilterState['period'] })}
      >
        {ACTIVITY_PERIODS.map((period) => (
          <option key={period} value={period}>
            {t(`filters.periods.${period}`)}
          </option>
        ))}
      </SelectField>
      {isFiltered(state) && (
        <Button variant="ghost" onClick={() => onChange(NO_FILTERS)} className="justify-self-start">
          {t('filters.clear')}
        </Button>
      )}
      {state.period === 'custom' && (
        <div className="grid grid-cols-2 gap-3 sm:col-span-2">
          <TextField
            label={t('filters.from')}
            type="date"
            value={state.from}
            max={state.to || undefined}
            onChange={(event) => set({ from: event.target.value })}
          />
          <TextField
            label={t('filters.to')}
            type="date"
            value={state.to}
            min={state.from || undefined}
            onChange={(event) => set({ to: event.target.value })}
          />
        </div>
      )}
    </form>
  );
}
