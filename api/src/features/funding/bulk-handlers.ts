import {
  AWAITING_SECOND_APPROVAL_STATUS,
  SAME_APPROVER_TEXT,
  type BulkItemResult,
} from '@backoffice/shared/contract';
import type { ApiContext } from '../../http/context';
import type { EndpointHandlers } from '../../http/handlers';
import { thresholdInForce } from '../settings/approval-change';
import { planStatusChange, recordFirstApproval } from './four-eyes';
import { findLockedRequest } from './repository';
import { applyFundingStatus } from './status-change';

type BulkHandlers = Pick<EndpointHandlers, 'bulkUpdateFundingRequests'>;

/**
 * A bulk status change. Each request is changed in its own transaction, exactly as the
 * single change does it (history, audit entry, the question's note), so one that is not allowed
 * is skipped and named while the others change. The role check is the endpoint's (decideFunding).
 * The four-eyes rule applies per request: an approval above the threshold is recorded as
 * the first of two (`awaiting_second_approval`), one the caller gave first is skipped.
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
          const threshold = await thresholdInForce(tx);
          const step = await planStatusChange(tx, current, body.status, user, threshold);
          if (step === 'first_approval') {
            await recordFirstApproval(tx, current, user);
            return {
              id,
              outcome: 'awaiting_second_approval',
              from: current.status,
              to: AWAITING_SECOND_APPROVAL_STATUS,
            };
          }
          if (step !== 'apply') {
            return {
              id,
              outcome: 'skipped',
              reason: step.message === SAME_APPROVER_TEXT ? 'same_approver' : 'not_allowed',
              from: current.status,
              message: step.message,
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
