import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PlaceAvatar } from '@/components/ui/place-avatar';
import { paths } from '@/config/paths';
import { useSelectionStore } from '../stores/selection-store';
import '../i18n';

/** The places picked so far, each removable, and Next (disabled until something is picked). */
export function SelectionPanel() {
  const { t } = useTranslation('onboarding');
  const places = useSelectionStore((state) => state.places);
  const remove = useSelectionStore((state) => state.remove);
  const navigate = useNavigate();
  return (
    <section
      aria-labelledby="selection-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="selection-title" className="font-semibold text-slate-900">
        {t('search.selection')}
      </h2>
      <p aria-live="polite" className="mt-1 text-sm text-slate-600">
        {places.length > 0
          ? t('search.selectedCount', { count: places.length })
          : t('search.nothingSelected')}
      </p>
      {places.length > 0 && (
        <ul className="mt-3 flex flex-col gap-2">
          {places.map((place) => (
            <li key={place.id} className="flex items-center gap-2">
              <PlaceAvatar categories={place.categories} size="sm" />
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{place.name}</span>
              <Button
                variant="ghost"
                className="min-h-8 px-2 py-1 text-xs"
                aria-label={t('search.removePlace', { name: place.name })}
                onClick={() => remove(place.id)}
              >
                {t('search.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {/* On small screens Next lives in the bottom bar, always within reach of the results. */}
      <Button
        className="mt-4 hidden w-full lg:inline-flex"
        disabled={places.length === 0}
        onClick={() => void navigate(paths.onboarding.completeProfile.getHref())}
      >
        {t('search.next')}
      </Button>
    </section>
  );
}

export function MobileSelectionBar() {
  const { t } = useTranslation('onboarding');
  const count = useSelectionStore((state) => state.places.length);
  const navigate = useNavigate();
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          {count > 0 ? t('search.selectedCount', { count }) : t('search.nothingSelected')}
        </p>
        <Button
          className="shrink-0"
          disabled={count === 0}
          onClick={() => void navigate(paths.onboarding.completeProfile.getHref())}
        >
          {t('search.next')}
        </Button>
      </div>
    </div>
  );
}
