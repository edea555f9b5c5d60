import type { FirstApproval, FundingStatus } from '@backoffice/shared/contract';
import type { Queryable } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { toFirstApproval } from './repository';

/** Who makes a change, as history and the audit trail name them. */
export type Actor = { id: string; name: string };

export interface LockedRequest {
  id: string;
  version: number;
  status: FundingStatus;
  title: string;
  requesterId: string;
  amountRequested: number;
  currency: string;
  firstApproval: FirstApproval | null;
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
  const [row] = await tx.query<
    Omit<LockedRequest, 'firstApproval'> & Parameters<typeof toFirstApproval>[0]
  >(
    `SELECT id, version, status, title, requester_id AS "requesterId",
       amount_requested::float8 AS "amountRequested", currency,
       first_approved_by_id AS "firstApprovedById", first_approved_by_name AS "firstApprovedByName",
       first_approved_at AS "firstApprovedAt"
     FROM funding_requests WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!row) return undefined;
  const { firstApprovedById, firstApprovedByName, firstApprovedAt, ...request } = row;
  return {
    ...request,
    firstApproval: toFirstApproval({ firstApprovedById, firstApprovedByName, firstApprovedAt }),
  };
}

export const transitionRefusal = (from: FundingStatus, to: FundingStatus) =>
  `Cannot change a ${from} request to ${to}`;
