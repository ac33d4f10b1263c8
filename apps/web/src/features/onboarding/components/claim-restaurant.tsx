import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, focusRing } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { useSearchPlaces } from '../api/search-places';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import '../i18n';
import { ClaimPitch } from './claim-pitch';
import { PlaceResult, PlaceResultSkeleton } from './place-result';
import { MobileSelectionBar, SelectionPanel } from './selection-panel';

export const SEARCH_DEBOUNCE_MS = 300;

export function ClaimRestaurant() {
  const { t } = useTranslation('onboarding');
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSearchPlaces(query);
  const inputId = useId();

  // The query lives in the URL too, so place-detail can link back to the same results.
  useEffect(() => {
    setParams(query ? { q: query } : {}, { replace: true, preventScrollReset: true });
  }, [query, setParams]);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 pt-6 pb-24 sm:pt-10 lg:grid-cols-[1fr_22rem] lg:pb-10">
      <div className="flex min-w-0 flex-col gap-5">
        <header className="flex flex-col gap-2">
          <PageTitle>{t('search.title')}</PageTitle>
          <p className="text-slate-600">{t('search.subtitle')}</p>
        </header>
        <div className="flex flex-col gap-1" role="search">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {t('search.label')}
          </label>
          <input
            id={inputId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            maxLength={100}
            className={`min-h-12 rounded-xl border border-slate-300 bg-white px-4 text-base shadow-sm ${focusRing}`}
          />
        </div>
        <SearchResults query={query} search={search} />
      </div>
      <aside className="flex flex-col gap-4 lg:sticky lg:top-20 lg:self-start">
        <SelectionPanel />
        <ClaimPitch />
      </aside>
      <MobileSelectionBar />
    </div>
  );
}

function SearchResults({ query, search }: { query: string; search: ReturnType<typeof useSearchPlaces> }) {
  const { t } = useTranslation('onboarding');
  if (!query) return <p className="text-sm text-slate-600">{t('search.hint')}</p>;
  if (search.isError && !search.data) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{t('search.error')}</Alert>
        <Button variant="secondary" pending={search.isFetching} onClick={() => void search.refetch()}>
          {t('retry', { ns: 'common' })}
        </Button>
      </div>
    );
  }
  if (search.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{t('search.searching')}</span>
        <ul className="flex flex-col gap-3">
          <PlaceResultSkeleton />
          <PlaceResultSkeleton />
          <PlaceResultSkeleton />
        </ul>
      </div>
    );
  }
  if (search.data.length === 0) {
    return (
      <p role="status" className="rounded-xl bg-white p-4 text-slate-700">
        {t('search.empty', { query })}
      </p>
    );
  }
  return (
    <section aria-label={t('search.results')} aria-busy={search.isPlaceholderData || undefined}>
      <ul
        className={`flex flex-col gap-3 transition-opacity ${search.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {search.data.map((place) => (
          <PlaceResult key={place.id} place={place} query={query} />
        ))}
      </ul>
    </section>
  );
}
