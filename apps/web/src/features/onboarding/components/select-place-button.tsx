import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CheckSolidLowIcon, PlusIcon } from '@/components/ui/icons';
import { useIsSelected, useSelectionStore, type SelectedPlace } from '../stores/selection-store';
import '../i18n';

/** Adds the place to the selection, or removes it: a toggle that says which, by text and by aria-pressed. */
export function SelectPlaceButton({ place, className }: { place: SelectedPlace; className?: string }) {
  const { t } = useTranslation('onboarding');
  const selected = useIsSelected(place.id);
  const toggle = useSelectionStore((state) => state.toggle);
  return (
    <Button
      variant={selected ? 'secondary' : 'primary'}
      aria-pressed={selected}
      aria-label={t(selected ? 'search.removePlace' : 'search.selectPlace', { name: place.name })}
      onClick={() => toggle(place)}
      className={className}
    >
      {selected ? <CheckSolidLowIcon className="size-4 text-teal-700" /> : <PlusIcon className="size-4" />}
      {t(selected ? 'search.remove' : 'search.select')}
    </Button>
  );
}
