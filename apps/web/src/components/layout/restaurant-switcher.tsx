import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/button';
import { Dropdown } from '@/components/ui/dropdown';
import { CheckIcon, ChevronDownIcon } from '@/components/ui/icons';
import { focusPageHeading } from '@/lib/page-focus';
import { useSelectVenue, useVenueChoices } from '@/hooks/use-current-venue';
import type { Venue } from '@/lib/current-venue';
import './dashboard-texts';

/** Every venue the user may use as choices, each with their role; the current one is checked among several. */
export function RestaurantOptions({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation('dashboard');
  const { venues, currentPlaceId } = useVenueChoices();
  const selectVenue = useSelectVenue();
  const showCheck = venues.length > 1;
  return (
    <ul className="flex flex-col gap-1">
      {venues.map((venue: Venue) => {
        const current = venue.place.id === currentPlaceId;
        return (
          <li key={venue.place.id}>
            <button
              type="button"
              aria-current={current || undefined}
              onClick={() => {
                selectVenue(venue.place.id);
                onChosen?.();
                // The chosen item leaves with the menu; the page, now of the other venue, takes focus.
                focusPageHeading();
              }}
              className={clsx(
                'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100',
                focusRing,
                current && 'bg-teal-50',
              )}
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-900">{venue.place.name}</span>
                <span className="block truncate text-xs text-slate-500">{venue.place.address}</span>
                <span className="block truncate text-xs font-medium text-teal-800">
                  {t(`roles.${venue.role}`)}
                </span>
              </span>
              {showCheck && current && <CheckIcon className="size-4 shrink-0 text-teal-700" />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The current venue, and the choice of another when the user may use more than one. Below md it fills the
 * top bar's second row; from md it sits beside the logo.
 */
export function RestaurantSwitcher() {
  const { t } = useTranslation('dashboard');
  const { venues, currentPlaceId } = useVenueChoices();
  const current = venues.find((venue) => venue.place.id === currentPlaceId);
  if (!current) return null;
  const name = (
    <span className="truncate text-sm font-semibold text-slate-900 md:max-w-56">{current.place.name}</span>
  );
  if (venues.length === 1) {
    return (
      <p className="flex min-h-10 min-w-0 items-center md:min-h-0 md:px-3">
        <span className="sr-only">{t('switcher.label')}: </span>
        {name}
      </p>
    );
  }
  return (
    <Dropdown
      align="start"
      className="w-full md:w-auto"
      triggerLabel={`${t('switcher.label')}: ${current.place.name}`}
      triggerClassName="w-full justify-between border border-slate-200 bg-white px-3 py-2 hover:bg-slate-50 md:w-auto md:justify-start"
      panelClassName="w-full md:w-80"
      trigger={
        <>
          {name}
          <ChevronDownIcon className="size-4 shrink-0 text-slate-500" />
        </>
      }
    >
      {(close) => (
        <div className="flex flex-col gap-1">
          <p className="px-3 pt-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('switcher.choose')}
          </p>
          <RestaurantOptions onChosen={close} />
        </div>
      )}
    </Dropdown>
  );
}
