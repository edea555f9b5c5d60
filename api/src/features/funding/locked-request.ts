import type { FundingStatus } from '@backoffice/shared/contract';
import type { Queryable } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { findLockedRequest, lastHistoryActor, type LockedRequest } from './repository';

/** Who makes a change, as history and the audit trail name them. */
export type Actor = { id: string; name: string };

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
  const who = (await lastHistoryActor(tx, id)) ?? 'Someone else';
  return `${who} changed this request since you opened it; your changes were not saved`;
}

export const transitionRefusal = (from: FundingStatus, to: FundingStatus) =>
  `Cannot change a ${from} request to ${to}`;
