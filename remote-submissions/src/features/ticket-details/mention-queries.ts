import { apiRequest, fundingKeys } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';

export const mentionKeys = {
  staff: () => [...fundingKeys.all, 'mentionable-staff'] as const,
};

/**
 * Who a private note may mention (active staff but the caller), for the "@" suggestions. Asked
 * when the first "@" is typed; staff change rarely, so one answer serves the page for a while.
 */
export const mentionableStaffQuery = () =>
  queryOptions({
    queryKey: mentionKeys.staff(),
    queryFn: ({ signal }) => apiRequest('mentionableStaff', { signal }),
    staleTime: 5 * 60_000,
  });
