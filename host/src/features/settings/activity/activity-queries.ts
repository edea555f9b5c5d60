import { apiRequest, type AuditListQuery } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const ACTIVITY_PAGE_SIZE = 20;

export const activityQuery = (filters: AuditListQuery) =>
  queryOptions({
    queryKey: ['audit', 'entries', filters],
    queryFn: ({ signal }) => apiRequest('auditTrail', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

export const activityActorsQuery = () =>
  queryOptions({
    queryKey: ['audit', 'actors'],
    queryFn: ({ signal }) => apiRequest('auditActors', { signal }),
  });

export const auditVerifyQuery = () =>
  queryOptions({
    queryKey: ['audit', 'verify'],
    queryFn: ({ signal }) => apiRequest('auditVerify', { signal }),
  });
