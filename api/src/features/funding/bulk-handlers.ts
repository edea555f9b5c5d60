import { isFundingTransitionAllowed, type BulkItemResult } from '@backoffice/shared/contract';
import type { ApiContext } from '../../http/context';
import type { EndpointHandlers } from '../../http/handlers';
import { applyFundingStatus, findLockedRequest, transitionRefusal } from './status-change';

type BulkHandlers = Pick<EndpointHandlers, 'bulkUpdateFundingRequests'>;

/**
 * Issue 22: a bulk status change. Each request is changed in its own transaction, exactly as the
 * single change does it (history, audit entry, the question's note), so one that is not allowed
 * is skipped and named while the others change. The role check is the endpoint's (decideFunding).
 * Four-eyes approval does not exist yet (docs/funding-statuses.md), so nothing here waits for a
 * second approver.
 */
export function bulkFundingHandlers({ db }: ApiContext): BulkHandlers {
  return {
    async bulkUpdateFundingRequests({ body, user }) {
      const results: BulkItemResult[] = [];
      // One after another: the batch is at most BULK_MAX_ITEMS and each change locks its row.
      for (const id of body.ids) {
        const result = await db.transaction(async (tx): Promise<BulkItemResult> => {
          const current = await findLockedRequest(tx, id);
          if (!current) {
            return {
              id,
              outcome: 'skipped',
              reason: 'not_found',
              message: `Funding request ${id} not found`,
            };
          }
          if (!isFundingTransitionAllowed(current.status, body.status)) {
            return {
              id,
              outcome: 'skipped',
              reason: 'not_allowed',
              from: current.status,
              message: transitionRefusal(current.status, body.status),
            };
          }
          await applyFundingStatus(tx, current, body, user);
          return { id, outcome: 'changed', from: current.status, to: body.status };
        });
        results.push(result);
      }
      return { results };
    },
  };
}
