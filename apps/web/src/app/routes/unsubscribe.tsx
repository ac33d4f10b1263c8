import { useSearchParams } from 'react-router';
import { UnsubscribePage } from '@/features/notifications/components/unsubscribe-page';

export function UnsubscribeRoute() {
  const [params] = useSearchParams();
  return <UnsubscribePage token={params.get('token')} />;
}
