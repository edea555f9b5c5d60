/**
 * The staff actions that need a recent password (step-up): the caller's sign-in must have proved
 * its password or a code within the api's STEP_UP_MINUTES, or the answer is 403
 * `step_up_required`. Endpoint rows are named by their `endpoints` key; the registry's release
 * routes, which live outside that table, by `releaseArea`, `canaryArea` and `rollbackArea`. The
 * api reads this list only, so an action is guarded by adding it here. Area release tokens (CI)
 * are not a person's session and are not asked.
 */
export const SENSITIVE_ACTIONS = [
  'releaseArea',
  'canaryArea',
  'rollbackArea',
  'registerArea',
  'createReleaseToken',
  'revokeReleaseToken',
  'endStaffSessions',
  'changeStaffRole',
  'setStaffDisabled',
  'inviteStaff',
  'resetStaffPassword',
  'updateApprovalSettings',
  'confirmApprovalChange',
  'updateMfaPolicy',
] as const;
export type SensitiveAction = (typeof SENSITIVE_ACTIONS)[number];

export function isSensitiveAction(name: string): name is SensitiveAction {
  return (SENSITIVE_ACTIONS as readonly string[]).includes(name);
}
