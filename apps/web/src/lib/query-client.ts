import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiRequestError } from './api-error';
import { refreshVenues } from './venues-queries';

const FIVE_MINUTES = 5 * 60 * 1000;
const MAX_RETRIES = 3;

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

// A 4xx will not change on retry (bad token, forbidden, bad input), so only server and network failures retry.
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * The API checks the user's role on every request: a refusal of a venue's data means the role changed or
 * ended since the venues were read, so they are read again, and the guard takes the user where they now
 * belong.
 */
function onRefusal(client: () => QueryClient) {
  return (error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 403 && error.code === 'auth/forbidden')
      void refreshVenues(client());
  };
}

/** The app's client; tests replace some defaults (no retries, nothing stale). */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: onRefusal(() => client) }),
    mutationCache: new MutationCache({ onError: onRefusal(() => client) }),
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        gcTime: FIVE_MINUTES,
        retry: shouldRetry,
        retryDelay,
        ...overrides.queries,
      },
      mutations: { retry: false, ...overrides.mutations },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
