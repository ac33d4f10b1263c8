import { PlaceDetail } from '@/features/onboarding/components/place-detail';

export function PlaceDetailRoute() {
  return <PlaceDetail />;
}
