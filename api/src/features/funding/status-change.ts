import { randomUUID } from 'node:crypto';
import { FOUR_EYES_TARGET, type FundingStatus } from '@backoffice/shared/contract';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/errors';
import { recordAudit } from '../audit/repository';
import { createNotification } from '../notifications/repository';
import { notifyApprovalCompleted } from '../notifications/review-notifications';
import { thresholdInForce } from '../settings/approval-change';
import { planStatusChange, recordFirstApproval } from './four-eyes';
import { lockFundingRequest, type Actor } from './locked-request';
import { questionNotificationTitle } from './question-title';
import { appendHistory, insertNote, writeFundingStatus, type LockedRequest } from './repository';

/**
 * Stores a note on the request (docs/design.md §3, send-note). With a notification title, the
 * requester is told (a reviewer's note or question); the requester's own answer tells nobody.
 */
export async function insertRequesterNote(
  tx: Queryable,
  request: { id: string; title: string; requesterId: string },
  content: string,
  author: Actor,
  notificationTitle?: string,
) {
  const note = await insertNote(tx, {
    id: randomUUID(),
    fundingRequestId: request.id,
    content,
    author,
  });
  if (!notificationTitle) return note;
  await createNotification(tx, request.requesterId, {
    title: notificationTitle,
    body: content.slice(0, 200),
    data: { screen: 'FundingRequest', fundingRequestId: request.id },
  });
  return note;
}

/**
 * A reviewer's status change, checked against the contract's transitions and the four-eyes rule
 * (an approval above the threshold may only be the first of two), with its history and audit
 * entry. Asking for information also sends the question to the requester as a note.
 * Any change by a reviewer clears the "requester answered" mark. Call inside a transaction.
 */
export async function changeFundingStatus(
  tx: Queryable,
  id: string,
  change: StatusChange,
  actor: Actor,
): Promise<{ from: FundingStatus }> {
  const current = await lockFundingRequest(tx, id, change.version);
  const step = await planStatusChange(
    tx,
    current,
    change.status,
    actor,
    await thresholdInForce(tx),
  );
  if (step instanceof ApiError) throw step;
  if (step === 'first_approval') await recordFirstApproval(tx, current, actor);
  else await applyFundingStatus(tx, current, change, actor);
  return { from: current.status };
}

export type StatusChange = {
  status: FundingStatus;
  reason?: string | undefined;
  version?: number | undefined;
};

/** Applies an allowed change to a request locked by this transaction (see changeFundingStatus). */
export async function applyFundingStatus(
  tx: Queryable,
  current: LockedRequest,
  change: StatusChange,
  actor: Actor,
): Promise<void> {
  const { id } = current;
  const at = new Date();
  // An approval keeps who gave it on the request, the first approver of four eyes included.
  const approvals =
    change.status === FOUR_EYES_TARGET
      ? [
          ...(current.firstApproval ? [current.firstApproval] : []),
          { by: { id: actor.id, name: actor.name }, at: at.toISOString() },
        ]
      : null;
  await writeFundingStatus(tx, {
    id,
    status: change.status,
    at,
    actorId: actor.id,
    approvals: approvals && JSON.stringify(approvals),
  });
  await appendHistory(tx, id, {
    at,
    actor: actor.name,
    action: 'status_changed',
    from: current.status,
    to: change.status,
    reason: change.reason,
  });
  await recordAudit(tx, {
    actor,
    kind: 'funding.status',
    entity: { type: 'funding_request', id },
    before: { status: current.status },
    // A completed four-eyes approval names the first approver beside the second (the actor).
    after: {
      status: change.status,
      ...(change.reason && { reason: change.reason }),
      ...(current.firstApproval && { firstApprovalBy: current.firstApproval.by.name }),
    },
  });
  if (current.firstApproval && change.status === 'approved') {
    await notifyApprovalCompleted(tx, current, current.firstApproval.by.id, actor.name);
  }
  if (change.status === 'needs_info' && change.reason) {
    await insertRequesterNote(
      tx,
      current,
      change.reason,
      actor,
      questionNotificationTitle(current.title),
    );
  }
}
