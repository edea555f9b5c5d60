import {
  AWAITING_SECOND_APPROVAL_STATUS,
  completeOrSendBackText,
  decideApproval,
  FIRST_APPROVAL_DID,
  FOUR_EYES_TARGET,
  isFundingTransitionAllowed,
  mayActOnAwaitingApproval,
  SAME_APPROVER_TEXT,
  type FundingStatus,
} from '@backoffice/shared/contract';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/errors';
import { conflict, forbidden } from '../../http/errors';
import { recordAudit } from '../audit/repository';
import { refuseTiedSecond } from '../staff/control-chain';
import {
  notifyAwaitingSecondApproval,
  notifySentBack,
} from '../notifications/review-notifications';
import {
  appendHistory,
  clearFirstApproval,
  writeFirstApproval,
  type LockedRequest,
} from './repository';
import { lockFundingRequest, transitionRefusal, type Actor } from './locked-request';

/** Four-eyes approval (shared/src/contract/four-eyes.ts): the api's side of four-eyes approval. */

export const APPROVAL_THRESHOLD_KEY = 'approval_threshold_usd';

/**
 * What a status change does to a locked request: applied as asked, recorded as the first of two
 * approvals, or refused (the error to answer with; a bulk change names it as a skipped item).
 * While a second approval is awaited, the first approver may do nothing and anyone else may only
 * complete it (approve) or send it back; completing it needs someone the first approver did not
 * bring in or empower, nor was brought in by (shared/src/contract/dual-control.ts).
 */
export async function planStatusChange(
  tx: Queryable,
  current: LockedRequest,
  to: FundingStatus,
  actor: Actor,
  thresholdUsd: number,
): Promise<'apply' | 'first_approval' | ApiError> {
  const step = planByRule(current, to, actor, thresholdUsd);
  if (step === 'apply' && current.firstApproval && to === FOUR_EYES_TARGET) {
    try {
      await refuseTiedSecond(tx, current.firstApproval.by.id, actor.id, FIRST_APPROVAL_DID);
    } catch (error) {
      if (error instanceof ApiError) return error;
      throw error;
    }
  }
  return step;
}

function planByRule(
  current: LockedRequest,
  to: FundingStatus,
  actor: Actor,
  thresholdUsd: number,
): 'apply' | 'first_approval' | ApiError {
  if (!isFundingTransitionAllowed(current.status, to)) {
    return conflict(transitionRefusal(current.status, to), 'status');
  }
  const { firstApproval } = current;
  if (firstApproval && !mayActOnAwaitingApproval(firstApproval, actor.id)) {
    return forbidden(SAME_APPROVER_TEXT);
  }
  if (firstApproval && to !== FOUR_EYES_TARGET) {
    return conflict(completeOrSendBackText(firstApproval.by.name), 'status');
  }
  if (to !== FOUR_EYES_TARGET) return 'apply';
  const decision = decideApproval(current, actor.id, thresholdUsd);
  if (decision.outcome === 'refused') return forbidden(decision.message);
  return decision.outcome === 'wait' ? 'first_approval' : 'apply';
}

/** The first of two approvals: the request is under review, marked with who approved it. */
export async function recordFirstApproval(
  tx: Queryable,
  current: LockedRequest,
  actor: Actor,
): Promise<void> {
  const at = new Date();
  await writeFirstApproval(tx, {
    id: current.id,
    status: AWAITING_SECOND_APPROVAL_STATUS,
    at,
    actor,
  });
  await appendHistory(tx, current.id, {
    at,
    actor: actor.name,
    action: 'first_approval',
    // Only a status that changes is named: approving a request already under review would
    // otherwise read "from Under review to Under review".
    ...(current.status !== AWAITING_SECOND_APPROVAL_STATUS && {
      from: current.status,
      to: AWAITING_SECOND_APPROVAL_STATUS,
    }),
  });
  await recordAudit(tx, {
    actor,
    kind: 'funding.first_approval',
    entity: { type: 'funding_request', id: current.id },
    before: { status: current.status },
    after: { status: AWAITING_SECOND_APPROVAL_STATUS, firstApprovalBy: actor.name },
  });
  await notifyAwaitingSecondApproval(tx, current, actor);
}

/**
 * Another person than the first approver withdraws the first approval, saying why. The request
 * stays under review (docs/funding-statuses.md): it needs a fresh decision, and the next approval
 * starts the four-eyes count again. Call inside a transaction.
 */
export async function sendBackFundingRequest(
  tx: Queryable,
  id: string,
  body: { reason: string; version?: number | undefined },
  actor: Actor,
): Promise<void> {
  const current = await lockFundingRequest(tx, id, body.version);
  const { firstApproval } = current;
  if (!firstApproval) {
    throw conflict('This request is not awaiting a second approval', 'status');
  }
  if (!mayActOnAwaitingApproval(firstApproval, actor.id)) throw forbidden(SAME_APPROVER_TEXT);
  const at = new Date();
  await clearFirstApproval(tx, id, at);
  await appendHistory(tx, id, {
    at,
    actor: actor.name,
    action: 'sent_back',
    reason: body.reason,
  });
  await recordAudit(tx, {
    actor,
    kind: 'funding.sent_back',
    entity: { type: 'funding_request', id },
    before: { status: current.status, firstApprovalBy: firstApproval.by.name },
    after: { status: current.status, reason: body.reason },
  });
  // The first approver can act next: their approval was withdrawn, and why.
  await notifySentBack(tx, current, firstApproval.by.id, actor.name, body.reason);
}
