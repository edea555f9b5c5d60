import { randomUUID } from 'node:crypto';
import { isFundingTransitionAllowed, type FundingStatus } from '@backoffice/shared/contract';
import type { Queryable } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../audit/repository';
import { createNotification } from '../notifications/repository';
import { questionNotificationTitle } from './question-title';
import { appendHistory, toNote } from './repository';

type Actor = { id: string; name: string };

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
  const [note] = await tx.query<Parameters<typeof toNote>[0]>(
    `INSERT INTO funding_notes (id, funding_request_id, content, author_id, author_name, created_at)
     VALUES ($1, $2, $3, $4, $5, now())
     RETURNING id, content, author_id AS "authorId", author_name AS "authorName", created_at AS "createdAt"`,
    [randomUUID(), request.id, content, author.id, author.name],
  );
  if (!note) throw new Error('Inserting a note returned no row');
  if (!notificationTitle) return toNote(note);
  await createNotification(tx, request.requesterId, {
    title: notificationTitle,
    body: content.slice(0, 200),
    data: { screen: 'FundingRequest', fundingRequestId: request.id },
  });
  return toNote(note);
}

export interface LockedRequest {
  id: string;
  version: number;
  status: FundingStatus;
  title: string;
  requesterId: string;
}

/** Reads a request for a change, locking its row until the transaction ends. */
export async function lockFundingRequest(
  tx: Queryable,
  id: string,
  basedOn?: number,
): Promise<LockedRequest> {
  const current = await findLockedRequest(tx, id);
  if (!current) throw notFound(`Funding request ${id} not found`);
  if (basedOn !== undefined && basedOn !== current.version) {
    throw conflict(await versionRefusal(tx, id), 'version');
  }
  return current;
}

/** Says who moved the request on (its last history entry), so the 409 reads as a person's act. */
async function versionRefusal(tx: Queryable, id: string): Promise<string> {
  const [last] = await tx.query<{ actor: string }>(
    'SELECT actor FROM funding_history WHERE funding_request_id = $1 ORDER BY seq DESC LIMIT 1',
    [id],
  );
  const who = last ? last.actor : 'Someone else';
  return `${who} changed this request since you opened it; your changes were not saved`;
}

/** The request, its row locked until the transaction ends; undefined when there is none. */
export async function findLockedRequest(
  tx: Queryable,
  id: string,
): Promise<LockedRequest | undefined> {
  const [current] = await tx.query<LockedRequest>(
    `SELECT id, version, status, title, requester_id AS "requesterId"
     FROM funding_requests WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return current;
}

/**
 * A reviewer's status change, checked against the contract's transitions, with its history and
 * audit entry. Asking for information (issue 22) also sends the question to the requester as a
 * note. Any change by a reviewer clears the "requester answered" mark. Call inside a transaction.
 */
export async function changeFundingStatus(
  tx: Queryable,
  id: string,
  change: StatusChange,
  actor: Actor,
): Promise<{ from: FundingStatus }> {
  const current = await lockFundingRequest(tx, id, change.version);
  if (!isFundingTransitionAllowed(current.status, change.status)) {
    throw conflict(transitionRefusal(current.status, change.status), 'status');
  }
  await applyFundingStatus(tx, current, change, actor);
  return { from: current.status };
}

type StatusChange = {
  status: FundingStatus;
  reason?: string | undefined;
  version?: number | undefined;
};

export const transitionRefusal = (from: FundingStatus, to: FundingStatus) =>
  `Cannot change a ${from} request to ${to}`;

/** Applies an allowed change to a request locked by this transaction (see changeFundingStatus). */
export async function applyFundingStatus(
  tx: Queryable,
  current: LockedRequest,
  change: StatusChange,
  actor: Actor,
): Promise<void> {
  const { id } = current;
  const at = new Date();
  await tx.query(
    `UPDATE funding_requests
     SET status = $2, updated_at = $3, requester_answered_at = NULL, version = version + 1
     WHERE id = $1`,
    [id, change.status, at],
  );
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
    after: { status: change.status, ...(change.reason && { reason: change.reason }) },
  });
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
