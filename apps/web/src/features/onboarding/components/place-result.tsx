import { useTranslation } from 'react-i18next';
import { PlaceAvatar } from '@/components/ui/place-avatar';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { AskAccessButton } from './ask-access-button';
import { SelectPlaceButton } from './select-place-button';
import type { PlaceResult } from '../api/search-places';
import { VerifiedBadge } from './verified-badge';
import '../i18n';

export function PlaceResult({ place, query }: { place: PlaceResult; query: string }) {
  const { t } = useTranslation('onboarding');
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:flex-nowrap sm:p-4">
      <PlaceAvatar categories={place.categories} />
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold text-slate-900">{place.name}</h2>
        <p className="truncate text-sm text-slate-600">{place.address}</p>
      </div>
      <div className="flex w-full flex-wrap items-center justify-end gap-3 sm:w-auto sm:flex-nowrap">
        <TextLink
          to={paths.onboarding.placeDetail.getHref(place.id, query)}
          aria-label={t('search.detailsOf', { name: place.name })}
          className="px-1 text-sm"
        >
          {t('search.details')}
        </TextLink>
        {place.alreadyVerified ? (
          <>
            <VerifiedBadge />
            <AskAccessButton place={place} />
          </>
        ) : (
          <SelectPlaceButton place={place} className="min-w-32" />
        )}
      </div>
    </li>
  );
}

export function PlaceResultSkeleton() {
  return (
    <li
      aria-hidden="true"
      className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <span className="size-12 animate-pulse rounded-xl bg-slate-200 motion-reduce:animate-none" />
      <span className="flex flex-1 flex-col gap-2">
        <span className="h-4 w-1/2 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
        <span className="h-3 w-3/4 animate-pulse rounded bg-slate-100 motion-reduce:animate-none" />
      </span>
    </li>
  );
}
