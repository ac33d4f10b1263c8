import type { Claim } from '@venues/contracts/claims';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { PlaceAvatar } from '@/components/ui/place-avatar';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import '../i18n';
import { useSelectionStore } from '../stores/selection-store';
import { ProfileForm } from './profile-form';

/** The business details for the selected places; `onSubmitted` decides what happens next. */
export function CompleteProfile({ onSubmitted }: { onSubmitted: (claims: Claim[]) => Promise<void> | void }) {
  const { t } = useTranslation('onboarding');
  const places = useSelectionStore((state) => state.places);
  const clear = useSelectionStore((state) => state.clear);
  // Once sent, the emptied selection must not bounce the user back to the search.
  const [sent, setSent] = useState(false);

  if (places.length === 0 && !sent)
    return <Navigate to={paths.onboarding.claimRestaurant.getHref()} replace />;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
      <header className="flex flex-col gap-2">
        <PageTitle>{t('profile.title')}</PageTitle>
        <p className="text-slate-600">{t('profile.subtitle')}</p>
      </header>
      <section
        aria-labelledby="claiming-title"
        className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="claiming-title" className="font-semibold text-slate-900">
            {t('profile.claiming')}
          </h2>
          <TextLink to={paths.onboarding.claimRestaurant.getHref()} className="text-sm">
            {t('profile.changeSelection')}
          </TextLink>
        </div>
        <ul className="mt-3 flex flex-col gap-2">
          {places.map((place) => (
            <li key={place.id} className="flex items-center gap-3">
              <PlaceAvatar categories={place.categories} size="sm" />
              <div className="min-w-0">
                <p className="truncate font-medium">{place.name}</p>
                <p className="truncate text-sm text-slate-600">{place.address}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <ProfileForm
          places={places}
          onSubmitted={async (claims) => {
            setSent(true);
            await onSubmitted(claims);
            clear();
          }}
        />
      </div>
    </div>
  );
}
