import { apiRequest, auditKeys, type AuditListQuery } from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const ACTIVITY_PAGE_SIZE = 20;

export const activityQuery = (filters: AuditListQuery) =>
  queryOptions({
    queryKey: auditKeys.entries(filters),
    queryFn: ({ signal }) => apiRequest('auditTrail', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

export const activityActorsQuery = () =>
  queryOptions({
    queryKey: auditKeys.actors(),
    queryFn: ({ signal }) => apiRequest('auditActors', { signal }),
  });

export const auditVerifyQuery = () =>
  queryOptions({
    queryKey: auditKeys.verify(),
    queryFn: ({ signal }) => apiRequest('auditVerify', { signal }),
  });

/** The newest entry's number and hash as the api signs them (503 where it has no AUDIT_KEY). */
export const auditHeadQuery = () =>
  queryOptions({
    queryKey: auditKeys.head(),
    queryFn: ({ signal }) => apiRequest('auditHead', { signal }),
  });
