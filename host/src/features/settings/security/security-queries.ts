import { apiRequest } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';

export const securityKeys = {
  all: ['security'] as const,
  mfaStatus: () => [...securityKeys.all, 'mfa-status'] as const,
  mfaPolicy: () => [...securityKeys.all, 'mfa-policy'] as const,
};

export const mfaStatusQuery = () =>
  queryOptions({
    queryKey: securityKeys.mfaStatus(),
    queryFn: ({ signal }) => apiRequest('mfaStatus', { signal }),
  });

export const mfaPolicyQuery = () =>
  queryOptions({
    queryKey: securityKeys.mfaPolicy(),
    queryFn: ({ signal }) => apiRequest('mfaPolicy', { signal }),
  });
