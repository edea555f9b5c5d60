import './zod-config';
import type { z } from 'zod';
import { pendingApprovalChangeSchema } from './approval-change';
import {
  roleMay,
  staffRoleLabels,
  staffRoleSchema,
  type Permission,
  type StaffRole,
} from './roles';

/**
 * Granting a role that can approve funding or own the platform is a two-person control, like a
 * threshold change (./approval-change): `PATCH /staff/:id/role` records the grant as pending
 * (202) while there is another active owner not tied to the asker (./dual-control); that owner
 * confirms it (`POST /staff/:id/role/confirm`), or an owner cancels it
 * (`POST /staff/:id/role/cancel`). With no such owner it applies at once, so an install with one
 * owner keeps working. docs/security.md, "A role grant that can approve or own needs a
 * second owner".
 */

/** The powers a grant of which needs a second owner: approving funding, and owning. */
const SECOND_OWNER_POWERS: readonly Permission[] = ['decideFunding', 'manageSettings'];

/**
 * Whether moving an account from `from` to `to` gives it a power to approve or own that it lacked
 * (an owner made a reviewer gains nothing, so that applies at once).
 */
export const roleGrantNeedsSecondOwner = (from: StaffRole, to: StaffRole): boolean =>
  SECOND_OWNER_POWERS.some((power) => roleMay(to, power) && !roleMay(from, power));

/**
 * Whether inviting someone straight into `role` grants a power to approve or own: such an
 * invitation is held (the account cannot sign in, its link works but leads nowhere) until a
 * second owner confirms it, like any other grant.
 */
export const invitationNeedsSecondOwner = (role: StaffRole): boolean =>
  SECOND_OWNER_POWERS.some((power) => roleMay(role, power));

/** The sign-in refusal of an account whose invitation waits for a second owner. */
export const INVITATION_WAITING = 'waiting for a second owner to confirm it';

/** The inviting owner's line under "Invitation sent" while the invitation waits. */
export const invitationWaitingText = (grant: PendingRoleGrant) =>
  `They can sign in once another owner confirms them as ${staffRoleLabels[grant.role]} (Settings → Staff).`;

/** A role an owner asked for, waiting for another owner's confirmation. */
export const pendingRoleGrantSchema = pendingApprovalChangeSchema
  .pick({ requestedBy: true, requestedAt: true })
  .extend({ role: staffRoleSchema });
export type PendingRoleGrant = z.infer<typeof pendingRoleGrantSchema>;

export const NO_PENDING_ROLE_GRANT = 'No role change is waiting for this account';
export const OWN_ROLE_GRANT = 'You asked for this role change: another owner must confirm it';

/** The refusal of a second change while one waits: the owners settle the first. */
export const roleGrantWaiting = (grant: PendingRoleGrant) =>
  `A role change to ${staffRoleLabels[grant.role]} is waiting for another owner: confirm or cancel it first`;

/** The row's line while the grant waits. */
export const roleGrantWaitingText = (grant: PendingRoleGrant) =>
  `Role change to ${staffRoleLabels[grant.role]} waiting for another owner`;

/** The asker's toast when the grant was recorded rather than applied. */
export const roleGrantAskedText = (grant: PendingRoleGrant) =>
  `Role change to ${staffRoleLabels[grant.role]} waits for another owner's confirmation`;
