import {
  apiRequest,
  BULK_MAX_ITEMS,
  fundingKeys,
  type BulkItemResult,
  type FundingStatus,
} from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type BulkChange = { ids: readonly string[]; status: FundingStatus; reason?: string };

/**
 * Sends a bulk change in turns of at most BULK_MAX_ITEMS (the api's limit), one turn after the
 * other, and joins the per-request answers. The whole area is refreshed afterwards.
 */
export function useBulkStatusChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, status, reason }: BulkChange) => {
      const results: BulkItemResult[] = [];
      for (let start = 0; start < ids.length; start += BULK_MAX_ITEMS) {
        const answer = await apiRequest('bulkUpdateFundingRequests', {
          body: { ids: ids.slice(start, start + BULK_MAX_ITEMS), status, reason },
        });
        results.push(...answer.results);
      }
      return results;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: fundingKeys.all }),
  });
}
