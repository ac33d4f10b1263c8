import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { PasswordSection } from '@/features/profile/components/password-section';
import { ProfileDetails } from '@/features/profile/components/profile-details';
import { YourDataSection } from '@/features/profile/components/your-data-section';
import '@/features/profile/texts';
import { useCurrentVenue } from '@/hooks/use-current-venue';

export function ProfileRoute() {
  const { t } = useTranslation('profile');
  const venue = useCurrentVenue();
  return (
    <>
      <PageTitle venue={venue?.place.name}>{t('details.title')}</PageTitle>
      {venue && <ProfileDetails restaurant={venue.place} />}
      <PasswordSection />
      <YourDataSection />
    </>
  );
}
