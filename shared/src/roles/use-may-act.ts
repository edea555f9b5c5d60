import { selectUser, useAuthStore } from '@backoffice/shared/session';
import { roleMayAct, viewOnlyFor, type StaffActionId } from '../contract';

/**
 * Whether the signed-in person may do a staff action (the contract's actions table). A session
 * stored before roles existed carries no role: it is offered everything, as `usePermission` does,
 * and the api still decides.
 */
export function useMayAct(action: StaffActionId): boolean {
  const role = useAuthStore(selectUser)?.staffRole;
  return !role || roleMayAct(role, action);
}

/** Whether the signed-in person may do none of a page's actions. */
export function useViewOnly(actions: readonly StaffActionId[]): boolean {
  const role = useAuthStore(selectUser)?.staffRole;
  return !!role && viewOnlyFor(role, actions);
}
