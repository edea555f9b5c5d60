import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../http/api-error';

/** docs/spec.md §8: one retry. */
export const QUERY_RETRY_COUNT = 1;

/**
 * Retries only what a retry can fix: timeouts, network failures and 5xx. A 4xx or a response that
 * breaks the contract fails the same way again (and a 401 has already signed the user out).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRY_COUNT) return false;
  if (!isApiError(error)) return true;
  if (error.kind === 'contract') return false;
  return !(error.kind === 'http' && error.status < 500);
}

/** The one QueryClient of the page (the host creates it; remotes share it). docs/spec.md §8 defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
        staleTime: 0,
      },
      mutations: { retry: false },
    },
  });
}
