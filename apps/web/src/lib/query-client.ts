import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-error';

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

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: FIVE_MINUTES, gcTime: FIVE_MINUTES, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
