import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { PlaceAvatar } from '@/components/ui/place-avatar';
import { PageSpinner } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-error';
import { usePlace } from '../api/get-place';
import type { PlaceResult } from '../api/search-places';
import '../i18n';
import { useSelectionStore } from '../stores/selection-store';
import { categoryName } from '../utils/category-name';
import { AskAccessButton } from './ask-access-button';
import { SelectPlaceButton } from './select-place-button';
import { VerifiedBadge } from './verified-badge';

export function PlaceDetail() {
  const { t } = useTranslation('onboarding');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const backHref = paths.onboarding.claimRestaurant.getHref(params.get('q') ?? undefined);
  const place = usePlace(id);

  let body;
  if (!id || place.isError) {
    const missing =
      !id || (place.error instanceof ApiRequestError && [400, 404].includes(place.error.status));
    body = (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{t(missing ? 'place.notFound' : 'place.error')}</Alert>
        {!missing && (
          <Button variant="secondary" pending={place.isFetching} onClick={() => void place.refetch()}>
            {t('retry', { ns: 'common' })}
          </Button>
        )}
      </div>
    );
  } else if (place.isPending) {
    body = <PageSpinner label={t('loading', { ns: 'common' })} />;
  } else {
    body = <PlaceCard place={place.data} />;
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:py-10">
      <TextLink to={backHref} className="self-start">
        <span aria-hidden="true">← </span>
        {t('place.back')}
      </TextLink>
      {body}
    </div>
  );
}

function PlaceCard({ place }: { place: PlaceResult }) {
  const { t, i18n } = useTranslation('onboarding');
  const count = useSelectionStore((state) => state.places.length);
  const navigate = useNavigate();
  const contacts = [
    { label: t('place.address'), value: place.address, href: null },
    {
      label: t('place.phone'),
      value: place.phoneNumber,
      href: place.phoneNumber && `tel:${place.phoneNumber}`,
    },
    { label: t('place.website'), value: place.website, href: place.website },
    { label: t('place.menu'), value: place.menuUrl, href: place.menuUrl },
  ].filter((row) => row.value);

  return (
    <article className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
      <header className="flex items-center gap-4">
        <PlaceAvatar categories={place.categories} size="lg" />
        <div className="flex min-w-0 flex-col items-start gap-1">
          <PageTitle>{place.name}</PageTitle>
          {place.alreadyVerified && <VerifiedBadge />}
        </div>
      </header>
      <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        {contacts.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-sm font-medium text-slate-500">{row.label}</dt>
            <dd className="break-words text-slate-900">
              {row.href ? (
                <a href={row.href} className="text-teal-700 underline" target="_blank" rel="noreferrer">
                  {row.value}
                </a>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="place-categories">
        <h2 id="place-categories" className="font-semibold text-slate-900">
          {t('place.categories')}
        </h2>
        {place.categories.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('place.noCategories')}</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2">
            {place.categories.map((category) => (
              <li
                key={`${category.type}-${category.name}`}
                className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm"
              >
                {category.imageEmoji && <span aria-hidden="true">{category.imageEmoji}</span>}
                <span className="sr-only">{t(`place.types.${category.type}`)}: </span>
                {categoryName(category, i18n.resolvedLanguage)}
              </li>
            ))}
          </ul>
        )}
      </section>
      {place.alreadyVerified && (
        <section
          aria-labelledby="place-access"
          className="flex flex-col items-start gap-3 border-t border-slate-200 pt-5"
        >
          <h2 id="place-access" className="font-semibold text-slate-900">
            {t('access.detailTitle')}
          </h2>
          <p className="text-sm text-slate-600">{t('access.detail', { venue: place.name })}</p>
          <AskAccessButton place={place} />
        </section>
      )}
      {!place.alreadyVerified && (
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center">
          <SelectPlaceButton place={place} />
          {count > 0 && (
            <Button
              variant="secondary"
              onClick={() => void navigate(paths.onboarding.completeProfile.getHref())}
            >
              {t('place.continue', { count })}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
