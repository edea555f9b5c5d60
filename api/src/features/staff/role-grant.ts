import {
  NO_PENDING_ROLE_GRANT,
  staffRoleLabels,
  type AuthUser,
  type PendingRoleGrant,
  type StaffMember,
  type StaffRole,
} from '@backoffice/shared/contract';
import type { Queryable } from '../../db/database';
import { conflict } from '../../http/errors';
import { recordAudit } from '../audit/repository';
import { notifyWhoHears } from '../settings/approval-change';
import { keepAnOwner } from './other-staff';
import {
  deleteRoleGrant,
  expireUnusedPasswordLinks,
  findStaff,
  insertRoleGrant,
  setStaffDisabledAt,
  setStaffRole,
} from './repository';

type Person = Pick<AuthUser, 'id' | 'name'>;

const staffEntity = (target: StaffMember) => ({ type: 'staff', id: target.id }) as const;

/** Records the grant as waiting, audits the request and tells the owners, who can confirm it. */
export async function askForRole(
  tx: Queryable,
  target: StaffMember,
  role: StaffRole,
  asker: Person,
): Promise<void> {
  const recorded = await insertRoleGrant(tx, { staffId: target.id, role, requestedBy: asker.id });
  // Another owner's request for this account landed first.
  if (!recorded) throw conflict('Another role change for this account is waiting');
  await recordAudit(tx, {
    actor: asker,
    kind: 'staff.role_requested',
    entity: staffEntity(target),
    before: { role: target.role },
    after: { role },
  });
  await notifyWhoHears(
    tx,
    'changeRole',
    'Role change requested',
    `${asker.name} asked to make ${target.name} ${staffRoleLabels[role]}. It applies when another owner confirms it.`,
  );
}

/**
 * Writes the role and audits it: by the owner who changed it, or, for a waiting grant, by the
 * owner who confirmed it, naming the asker (dual control reads both as having empowered the
 * account: ./repository readControlEdges).
 */
export async function applyRole(
  tx: Queryable,
  target: StaffMember,
  role: StaffRole,
  by: Person,
  asked?: PendingRoleGrant,
): Promise<void> {
  if (target.role === 'owner') await keepAnOwner(tx, target);
  await setStaffRole(tx, target.id, role);
  await recordAudit(tx, {
    actor: by,
    kind: 'staff.role',
    entity: staffEntity(target),
    before: { role: target.role },
    after: asked
      ? {
          role,
          requestedBy: asked.requestedBy.name,
          requestedById: asked.requestedBy.id,
          requestedAt: asked.requestedAt,
          confirmedBy: by.name,
        }
      : { role },
  });
  if (!asked) return;
  await notifyWhoHears(
    tx,
    'confirmRole',
    'Role changed',
    `${target.name} is now ${staffRoleLabels[role]} (asked by ${asked.requestedBy.name}, confirmed by ${by.name}).`,
  );
}

/** Withdraws the waiting grant: the account keeps its role; audited, and the owners are told. */
export async function cancelRole(
  tx: Queryable,
  target: StaffMember,
  grant: PendingRoleGrant,
  by: Person,
): Promise<void> {
  await recordAudit(tx, {
    actor: by,
    kind: 'staff.role_cancelled',
    entity: staffEntity(target),
    before: { role: grant.role, requestedBy: grant.requestedBy.name },
  });
  await notifyWhoHears(
    tx,
    'cancelRole',
    'Role change cancelled',
    grant.role === target.role
      ? `${by.name} cancelled the invitation of ${target.name} as ${staffRoleLabels[grant.role]}; the account is disabled.`
      : `${by.name} cancelled the change of ${target.name} to ${staffRoleLabels[grant.role]}; they stay ${staffRoleLabels[target.role]}.`,
  );
}

/** Claims the waiting grant (of two owners acting at once, one wins); the other is told none waits. */
export async function takeRoleGrant(tx: Queryable, target: StaffMember): Promise<void> {
  if (!(await deleteRoleGrant(tx, target.id))) throw conflict(NO_PENDING_ROLE_GRANT);
}

/** A cancelled held invitation: the account is disabled and its unused link dies, audited. */
export async function disableHeldInvitation(
  tx: Queryable,
  target: StaffMember,
  by: Person,
): Promise<void> {
  await expireUnusedPasswordLinks(tx, target.id);
  await setStaffDisabledAt(tx, target.id, true);
  const after = await findStaff(tx, target.id);
  await recordAudit(tx, {
    actor: by,
    kind: 'staff.disable',
    entity: staffEntity(target),
    before: { status: target.status },
    after: { status: after?.status },
  });
}
