import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
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
      {selected ? <CheckIcon /> : <PlusIcon />}
      {t(selected ? 'search.remove' : 'search.select')}
    </Button>
  );
}

function PlusIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
      <path d="M10 4a1 1 0 0 1 1 1v4h4a1 1 0 1 1 0 2h-4v4a1 1 0 1 1-2 0v-4H5a1 1 0 1 1 0-2h4V5a1 1 0 0 1 1-1z" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-teal-700" fill="currentColor">
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
    </svg>
  );
}
