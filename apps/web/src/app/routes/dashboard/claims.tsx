import { ClaimsPage } from '@/features/claims/components/claims-page';

export function ClaimsRoute() {
  return <ClaimsPage />;
}
