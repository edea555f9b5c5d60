import {
  mayConfirmApprovalChange,
  NO_PENDING_ROLE_GRANT,
  OWN_ROLE_GRANT,
  ROLE_GRANT_DID,
  roleGrantNeedsSecondOwner,
  roleGrantWaiting,
  type StaffMember,
} from '@backoffice/shared/contract';
import type { StaffDirectory } from '../../auth/staff-directory';
import type { ApiContext } from '../../http/context';
import { conflict, forbidden } from '../../http/errors';
import type { EndpointHandlers } from '../../http/handlers';
import { hasIndependentOwner } from '../settings/approval-change';
import { refuseTiedSecond } from './control-chain';
import { changeOther } from './other-staff';
import { findStaff } from './repository';
import {
  applyRole,
  askForRole,
  cancelRole,
  disableHeldInvitation,
  takeRoleGrant,
} from './role-grant';

type RoleHandlers = Pick<
  EndpointHandlers,
  'changeStaffRole' | 'confirmRoleGrant' | 'cancelRoleGrant'
>;

/** The grant waiting on the account, or a 409 saying none does. */
function waitingGrant(target: StaffMember) {
  if (!target.pendingRole) throw conflict(NO_PENDING_ROLE_GRANT);
  return target.pendingRole;
}

/**
 * A staff account's role (Settings → Staff, owners only). A grant that can approve or own waits
 * for a second owner the asker is not tied to, when there is one (shared/src/contract/role-grant.ts);
 * any other change applies at once. Each step writes one audit entry.
 */
export function roleHandlers({ db }: ApiContext, deps: { staff: StaffDirectory }): RoleHandlers {
  /** The account as it is now; the directory hears of a role that changed. */
  const answer = async (id: string, changed: boolean) => {
    if (changed) await deps.staff.changed(id);
    return (await findStaff(db, id))!;
  };

  return {
    async changeStaffRole(input) {
      const { body, user } = input;
      const { id, result: changed } = await changeOther(db, input, async (tx, target) => {
        const waiting = target.pendingRole;
        // Asking again for the waiting role changes nothing; another role waits its turn.
        if (waiting) {
          if (waiting.role === body.role) return false;
          throw conflict(roleGrantWaiting(waiting));
        }
        if (target.role === body.role) return false;
        if (
          roleGrantNeedsSecondOwner(target.role, body.role) &&
          (await hasIndependentOwner(tx, user.id))
        ) {
          await askForRole(tx, target, body.role, user);
          return false;
        }
        await applyRole(tx, target, body.role, user);
        return true;
      });
      return answer(id, changed);
    },

    async confirmRoleGrant(input) {
      const { user } = input;
      const { id } = await changeOther(db, input, async (tx, target) => {
        const grant = waitingGrant(target);
        if (!mayConfirmApprovalChange(grant, user.id)) throw forbidden(OWN_ROLE_GRANT);
        await refuseTiedSecond(tx, grant.requestedBy.id, user.id, ROLE_GRANT_DID);
        await takeRoleGrant(tx, target);
        await applyRole(tx, target, grant.role, user, grant);
      });
      return answer(id, true);
    },

    async cancelRoleGrant(input) {
      const { id, result: heldInvitation } = await changeOther(db, input, async (tx, target) => {
        const grant = waitingGrant(target);
        await takeRoleGrant(tx, target);
        await cancelRole(tx, target, grant, input.user);
        // A held invitation has no other role to fall back to: the account is disabled instead.
        const held = grant.role === target.role;
        if (held) await disableHeldInvitation(tx, target, input.user);
        return held;
      });
      return answer(id, heldInvitation);
    },
  };
}
