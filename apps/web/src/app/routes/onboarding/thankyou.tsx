import { ThankYou } from '@/features/claims/components/thank-you';

export function ThankYouRoute() {
  return <ThankYou />;
}
