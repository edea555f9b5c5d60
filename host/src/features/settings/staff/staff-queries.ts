import { apiRequest, auditKeys, type StaffMember } from '@backoffice/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

export const staffKeys = {
  all: ['staff'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
};

export const staffListQuery = () =>
  queryOptions({
    queryKey: staffKeys.list(),
    queryFn: ({ signal }) => apiRequest('staffList', { signal }),
  });

/** Puts one account as the api answered it into the cached list (and the trail refetches). */
export function storeStaffMember(queryClient: QueryClient, member: StaffMember) {
  queryClient.setQueryData(staffListQuery().queryKey, (list) => {
    if (!list) return list;
    const known = list.some((entry) => entry.id === member.id);
    return known
      ? list.map((entry) => (entry.id === member.id ? member : entry))
      : [...list, member];
  });
  void queryClient.invalidateQueries({ queryKey: auditKeys.all });
}

/**
 * After a refusal: another owner may have changed the account since this list was read (a reset
 * of an account they disabled), so the rows show what the refusal was about.
 */
export function refreshStaffList(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: staffKeys.list() });
}
