import {
  apiRequest,
  BULK_MAX_ITEMS,
  fundingKeys,
  type BulkItemResult,
  type FundingStatus,
} from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type BulkChange = { ids: readonly string[]; status: FundingStatus; reason?: string };

export type BulkChangeAnswer = {
  results: BulkItemResult[];
  /**
   * A later turn failed after earlier ones were applied: the ids the api did not answer for, and
   * why. They may or may not have changed (a timeout can come after the change), so they stay
   * selected to be checked.
   */
  unconfirmed?: { ids: string[]; message: string };
};

/**
 * Sends a bulk change in turns of at most BULK_MAX_ITEMS (the api's limit), one turn after the
 * other, and joins the per-request answers. A first turn that fails is the whole change failing;
 * a later one keeps the answers already given, since those requests did change. The whole area is
 * refreshed afterwards.
 */
export function useBulkStatusChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, status, reason }: BulkChange): Promise<BulkChangeAnswer> => {
      const results: BulkItemResult[] = [];
      for (let start = 0; start < ids.length; start += BULK_MAX_ITEMS) {
        try {
          const answer = await apiRequest('bulkUpdateFundingRequests', {
            body: { ids: ids.slice(start, start + BULK_MAX_ITEMS), status, reason },
          });
          results.push(...answer.results);
        } catch (error) {
          if (start === 0) throw error;
          const message = error instanceof Error ? error.message : String(error);
          return { results, unconfirmed: { ids: ids.slice(start), message } };
        }
      }
      return { results };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: fundingKeys.all }),
  });
}
