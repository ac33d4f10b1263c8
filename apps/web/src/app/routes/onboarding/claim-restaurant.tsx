import { ClaimRestaurant } from '@/features/onboarding/components/claim-restaurant';

// No claim-set redirect here: users with approved claims come back to make a new request.
export function ClaimRestaurantRoute() {
  return <ClaimRestaurant />;
}
