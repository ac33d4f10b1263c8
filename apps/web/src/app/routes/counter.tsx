import { CounterLinkMissing, CounterRedeem } from '@/features/redeem/components/counter-redeem';
import { useCounterSecret } from '@/features/redeem/hooks/use-counter-secret';
import { useQueryClientReady } from '../provider';

/** `/counter#<secret>`: a counter link on a waiter's phone, no sign-in; the secret authorizes. */
export function CounterRoute() {
  const secret = useCounterSecret();
  const ready = useQueryClientReady(Boolean(secret));
  if (!secret) return <CounterLinkMissing />;
  if (!ready) return null;
  return <CounterRedeem key={secret} secret={secret} />;
}
