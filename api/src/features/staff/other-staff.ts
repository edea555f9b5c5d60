import { conflict, notFound } from '../../http/errors';
import {
  LAST_OWNER,
  NO_SELF_CHANGE,
  type AuthUser,
  type StaffMember,
} from '@backoffice/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { findStaff, lockActiveOwnerIds } from './repository';

/** The target of a change, refused when it is the caller (nobody demotes or disables themselves). */
async function otherStaff(tx: Queryable, id: string, caller: AuthUser): Promise<StaffMember> {
  const target = await findStaff(tx, id);
  if (!target) throw notFound(`Staff account ${id} not found`);
  if (target.id === caller.id) throw conflict(NO_SELF_CHANGE);
  return target;
}

/** Refuses a change that would take the last active owner away. */
export async function keepAnOwner(tx: Queryable, target: StaffMember): Promise<void> {
  const owners = await lockActiveOwnerIds(tx);
  if (owners.includes(target.id) && owners.length <= 1) throw conflict(LAST_OWNER);
}

/** A change to another account: the target (never the caller) read inside its transaction. */
export async function changeOther<T>(
  db: Database,
  input: { params: Readonly<Record<string, string>>; user: AuthUser },
  change: (tx: Queryable, target: StaffMember) => Promise<T>,
): Promise<{ id: string; result: T }> {
  const id = input.params.id ?? '';
  const result = await db.transaction(async (tx) =>
    change(tx, await otherStaff(tx, id, input.user)),
  );
  return { id, result };
}
