import { apiRequest } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';

export const healthKeys = {
  all: ['health'] as const,
  summary: () => [...healthKeys.all, 'summary'] as const,
};

/** The api sums the last 24 hours as they are; a minute-old page is refreshed in the background. */
const REFRESH_MS = 60_000;

export const healthSummaryQuery = () =>
  queryOptions({
    queryKey: healthKeys.summary(),
    queryFn: ({ signal }) => apiRequest('rumSummary', { signal }),
    refetchInterval: REFRESH_MS,
  });
