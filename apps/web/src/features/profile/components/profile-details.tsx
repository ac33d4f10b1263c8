import type { Claim } from '@venues/contracts/claims';
import { useTranslation } from 'react-i18next';
import { DetailList } from '@/components/ui/detail-list';
import { PlaceAvatar } from '@/components/ui/place-avatar';
import '../texts';

function ExternalValue({ href }: { href: string }) {
  const absolute = /^https?:\/\//i.test(href) ? href : `https://${href}`;
  return (
    <a
      href={absolute}
      target="_blank"
      rel="noreferrer"
      className="font-medium text-teal-700 underline-offset-2 hover:underline"
    >
      {href.replace(/^https?:\/\//, '').replace(/\/$/, '')}
    </a>
  );
}

/** The current restaurant's public details, read-only. */
export function ProfileDetails({ restaurant }: { restaurant: Claim['restaurant'] }) {
  const { t } = useTranslation('profile');
  const missing = <span className="text-slate-400">{t('details.notProvided')}</span>;
  return (
    <section
      aria-labelledby="restaurant-title"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <PlaceAvatar categories={restaurant.categories} />
        <div className="flex min-w-0 flex-col">
          <h2 id="restaurant-title" className="text-base font-semibold text-slate-900">
            {t('details.restaurant')}
          </h2>
          <p className="text-sm text-slate-600">{t('details.intro')}</p>
        </div>
      </div>
      <DetailList
        items={[
          { label: t('details.fields.name'), value: restaurant.name },
          { label: t('details.fields.address'), value: restaurant.address || missing },
          {
            label: t('details.fields.phone_number'),
            value: restaurant.phoneNumber ? (
              <a href={`tel:${restaurant.phoneNumber.replace(/\s+/g, '')}`} className="text-slate-900">
                {restaurant.phoneNumber}
              </a>
            ) : (
              missing
            ),
          },
          {
            label: t('details.fields.website'),
            value: restaurant.website ? <ExternalValue href={restaurant.website} /> : missing,
          },
          {
            label: t('details.fields.menu_url'),
            value: restaurant.menuUrl ? <ExternalValue href={restaurant.menuUrl} /> : missing,
          },
        ]}
      />
    </section>
  );
}
