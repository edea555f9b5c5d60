import {
  apiRequest,
  isApiError,
  liveOnceShown,
  memberKeys,
  notifyError,
  type UpdateMember,
} from '@backoffice/shared';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

/** Live: an open profile refetches, so another admin's change shows within 2 s. */
export function memberDetailQuery(memberId: string) {
  return queryOptions({
    queryKey: memberKeys.detail(memberId),
    queryFn: ({ signal }) => apiRequest('memberDetail', { query: { id: memberId }, signal }),
    refetchInterval: liveOnceShown,
  });
}

/**
 * A row is about to be opened: the profile's request starts before the click. One fetched in the
 * last seconds is not asked for again on every hover; the page refetches it when it mounts anyway.
 */
export function prefetchMember(queryClient: QueryClient, memberId: string) {
  void queryClient.prefetchQuery({ ...memberDetailQuery(memberId), staleTime: 5_000 });
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * Every change to a member goes through here: the profile shows the answer at once, and the rest
 * of the area (lists, other profiles) refetches. Each caller adds its own success toast.
 */
export function useUpdateMember(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateMember) =>
      apiRequest('updateMember', { params: { id: memberId }, body: changes }),
    onSuccess: async (member) => {
      queryClient.setQueryData(memberKeys.detail(memberId), member);
      await queryClient.invalidateQueries({ queryKey: memberKeys.all });
    },
    onError: (error) => notifyError(error.message),
  });
}
