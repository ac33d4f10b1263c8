import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { PasswordSection } from '@/features/profile/components/password-section';
import { ProfileDetails } from '@/features/profile/components/profile-details';
import '@/features/profile/texts';
import { useCurrentClaim } from '@/hooks/use-current-claim';

export function ProfileRoute() {
  const { t } = useTranslation('profile');
  const claim = useCurrentClaim();
  return (
    <>
      <PageTitle venue={claim?.restaurant.name}>{t('details.title')}</PageTitle>
      {claim && <ProfileDetails restaurant={claim.restaurant} />}
      <PasswordSection />
    </>
  );
}
