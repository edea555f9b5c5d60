import { apiRequest } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';

export const registryKeys = {
  all: ['registry'] as const,
  areas: () => [...registryKeys.all, 'areas'] as const,
  tokens: (remote: string) => [...registryKeys.all, 'tokens', remote] as const,
};

export const registryAreasQuery = () =>
  queryOptions({
    queryKey: registryKeys.areas(),
    queryFn: ({ signal }) => apiRequest('registryAreas', { signal }),
  });

export const releaseTokensQuery = (remote: string) =>
  queryOptions({
    queryKey: registryKeys.tokens(remote),
    queryFn: ({ signal }) => apiRequest('releaseTokens', { params: { remote }, signal }),
  });
