import type { AuditKind } from './audit';
import type { EndpointName } from './endpoints';
import type { FundingStatus } from './funding';
import { permissions, roleMay, type Permission, type StaffRole } from './roles';
import type { ClientToServerEvents } from './support';

/**
 * Every staff action, declared once: who may do it, what it asks first, whether it can be undone,
 * what the audit trail records and who hears of it. The api refuses a request whose action the
 * caller's role may not do (read from here, per request body); the screens show a control only to
 * the roles that may use it; the step-up guard and the notification audiences read it too.
 * docs/design.md "Staff actions" gives its rules in words.
 */

/**
 * - `reversible`: done at once; the toast offers Undo for 5 s, a separate version-guarded request.
 * - `consequential`: someone outside the dashboard sees it, or it cannot be put back exactly (a
 *   decision the requester is told of, a suspension, a coupon); asks first, naming what it acts on.
 * - `sensitive`: changes who can do what, or what runs for everyone; asks for a recent password.
 */
export const staffActionKinds = ['reversible', 'consequential', 'sensitive'] as const;
export type StaffActionKind = (typeof staffActionKinds)[number];

/**
 * Who hears of an action: the people who can act next. Each audience names the permission its
 * staff need, so a notification never reaches a role that could not answer it.
 */
export const actionAudiences = {
  /** Reviewers and owners who can give the second approval (never the first approver). */
  secondApprovers: {
    permission: 'decideFunding',
    label: 'Reviewers who can give the second approval',
  },
  /** The person whose first approval was withdrawn. */
  firstApprover: { permission: 'decideFunding', label: 'The first approver' },
  /** The member behind the record (a request's requester, a chat's member). */
  member: { permission: null, label: 'The member' },
  /** Everyone who approves: a changed threshold changes what their approvals do. */
  approvers: { permission: 'decideFunding', label: 'Reviewers and owners who approve' },
  /** Owners, who confirm a threshold change or a role grant another owner asked for. */
  owners: { permission: 'manageSettings', label: 'Owners' },
  /** Staff who can answer a chat: its badges, cards and toasts. */
  chatAgents: { permission: 'chat', label: 'Staff who can answer chats' },
  /** The staff member a conversation was assigned to. */
  assignee: { permission: 'chat', label: 'The assignee' },
  /** The staff member the change is about (their role, their password, their sessions). */
  staffMember: { permission: null, label: 'The staff member concerned' },
  /** Someone named with @ in a note or chat. */
  mentioned: { permission: 'read', label: 'The person mentioned' },
} as const satisfies Record<string, { permission: Permission | null; label: string }>;
export type ActionAudience = keyof typeof actionAudiences;

/** How the action reaches the api: a contract endpoint (with the body fields that select it). */
type ActionRequest =
  | { endpoint: EndpointName; body?: Readonly<Record<string, string | boolean>> }
  | { socket: keyof ClientToServerEvents }
  /** A route outside the endpoint table (releases take an area token too). */
  | { route: string };

export interface StaffAction {
  /** The control's name, as the screen shows it. */
  label: string;
  /** Which roles may do it: a row of `permissions` beside it. */
  permission: Permission;
  kind: StaffActionKind;
  /** The audit entry it writes, or null when it is not part of the trail (own preferences). */
  audit: AuditKind | null;
  hears: readonly ActionAudience[];
  request: ActionRequest;
}

function action<const A extends StaffAction>(row: A): A {
  return row;
}

export const staffActions = {
  // Funding requests. A decision is told to the requester at once, so none is reversible.
  approve: action({
    label: 'Approve',
    permission: 'decideFunding',
    kind: 'consequential',
    audit: 'funding.status',
    hears: ['secondApprovers', 'member'],
    request: { endpoint: 'updateFundingRequest', body: { status: 'approved' } },
  }),
  reject: action({
    label: 'Reject',
    permission: 'decideFunding',
    kind: 'consequential',
    audit: 'funding.status',
    hears: ['member'],
    request: { endpoint: 'updateFundingRequest', body: { status: 'rejected' } },
  }),
  askRequester: action({
    label: 'Ask the requester',
    permission: 'decideFunding',
    kind: 'consequential',
    audit: 'funding.status',
    hears: ['member'],
    request: { endpoint: 'updateFundingRequest', body: { status: 'needs_info' } },
  }),
  startReview: action({
    label: 'Start review',
    permission: 'decideFunding',
    kind: 'consequential',
    audit: 'funding.status',
    hears: [],
    request: { endpoint: 'updateFundingRequest', body: { status: 'under_review' } },
  }),
  moveBackToPending: action({
    label: 'Move back to pending',
    permission: 'decideFunding',
    kind: 'consequential',
    audit: 'funding.status',
    hears: [],
    request: { endpoint: 'updateFundingRequest', body: { status: 'pending' } },
  }),
  markFunded: action({
    label: 'Mark funded',
    permission: 'decideFunding',
    kind: 'consequential',
    audit: 'funding.status',
    hears: ['member'],
    request: { endpoint: 'updateFundingRequest', body: { status: 'funded' } },
  }),
  close: action({
    label: 'Close',
    permission: 'decideFunding',
    kind: 'consequential',
    audit: 'funding.status',
    hears: ['member'],
    request: { endpoint: 'updateFundingRequest', body: { status: 'closed' } },
  }),
  bulkApprove: action({
    label: 'Approve selected',
    permission: 'decideFunding',
    kind: 'consequential',
    audit: 'funding.status',
    hears: ['secondApprovers', 'member'],
    request: { endpoint: 'bulkUpdateFundingRequests', body: { status: 'approved' } },
  }),
  bulkReject: action({
    label: 'Reject selected',
    permission: 'decideFunding',
    kind: 'consequential',
    audit: 'funding.status',
    hears: ['member'],
    request: { endpoint: 'bulkUpdateFundingRequests', body: { status: 'rejected' } },
  }),
  bulkAskRequester: action({
    label: 'Ask the requesters',
    permission: 'decideFunding',
    kind: 'consequential',
    audit: 'funding.status',
    hears: ['member'],
    request: { endpoint: 'bulkUpdateFundingRequests', body: { status: 'needs_info' } },
  }),
  sendBack: action({
    label: 'Send back',
    permission: 'decideFunding',
    kind: 'consequential',
    audit: 'funding.sent_back',
    hears: ['firstApprover'],
    request: { endpoint: 'sendBackFundingRequest' },
  }),
  sendNote: action({
    label: 'Send note',
    permission: 'writeFundingNotes',
    kind: 'consequential',
    audit: 'funding.note',
    hears: ['member', 'mentioned'],
    request: { endpoint: 'sendNote' },
  }),
  editPrivateNote: action({
    label: 'Save private note',
    permission: 'writeFundingNotes',
    kind: 'reversible',
    audit: 'funding.private_note',
    hears: ['mentioned'],
    request: { endpoint: 'privateNote' },
  }),

  // Members.
  suspend: action({
    label: 'Suspend',
    permission: 'manageMembers',
    kind: 'consequential',
    audit: 'member.update',
    hears: ['member'],
    request: { endpoint: 'updateMember', body: { status: 'suspended' } },
  }),
  reactivate: action({
    label: 'Reactivate',
    permission: 'manageMembers',
    kind: 'consequential',
    audit: 'member.update',
    hears: ['member'],
    request: { endpoint: 'updateMember', body: { status: 'active' } },
  }),
  deactivate: action({
    label: 'Deactivate',
    permission: 'manageMembers',
    kind: 'consequential',
    audit: 'member.update',
    hears: ['member'],
    request: { endpoint: 'updateMember', body: { status: 'deactivated' } },
  }),
  editMember: action({
    label: 'Save changes',
    permission: 'manageMembers',
    kind: 'reversible',
    audit: 'member.update',
    hears: [],
    request: { endpoint: 'updateMember' },
  }),
  markVerified: action({
    label: 'Mark verified',
    permission: 'manageMembers',
    kind: 'reversible',
    audit: 'member.update',
    hears: [],
    request: { endpoint: 'updateMember', body: { verified: true } },
  }),
  markUnverified: action({
    label: 'Mark not verified',
    permission: 'manageMembers',
    kind: 'reversible',
    audit: 'member.update',
    hears: [],
    request: { endpoint: 'updateMember', body: { verified: false } },
  }),

  // Support conversations: each is put back exactly by its opposite, so all are reversible.
  startChat: action({
    label: 'Start chat',
    permission: 'chat',
    kind: 'consequential',
    audit: null,
    hears: ['member'],
    request: { endpoint: 'startChat' },
  }),
  sendMessage: action({
    label: 'Send',
    permission: 'chat',
    kind: 'consequential',
    audit: null,
    hears: ['member', 'mentioned'],
    request: { socket: 'sendMessage' },
  }),
  assign: action({
    label: 'Assign',
    permission: 'chat',
    kind: 'reversible',
    audit: 'support.assign',
    hears: ['assignee'],
    request: { endpoint: 'assignRoom' },
  }),
  resolve: action({
    label: 'Resolve',
    permission: 'chat',
    kind: 'reversible',
    audit: 'support.status',
    hears: [],
    request: { endpoint: 'setRoomStatus', body: { status: 'resolved' } },
  }),
  reopen: action({
    label: 'Reopen',
    permission: 'chat',
    kind: 'reversible',
    audit: 'support.status',
    hears: ['chatAgents'],
    request: { endpoint: 'setRoomStatus', body: { status: 'open' } },
  }),
  snooze: action({
    label: 'Snooze',
    permission: 'chat',
    kind: 'reversible',
    audit: 'support.status',
    hears: [],
    request: { endpoint: 'setRoomStatus', body: { status: 'snoozed' } },
  }),
  createSavedReply: action({
    label: 'New saved reply',
    permission: 'chat',
    kind: 'reversible',
    audit: 'saved_reply.create',
    hears: [],
    request: { endpoint: 'createSavedReply' },
  }),
  editSavedReply: action({
    label: 'Edit',
    permission: 'chat',
    kind: 'reversible',
    audit: 'saved_reply.update',
    hears: [],
    request: { endpoint: 'updateSavedReply' },
  }),
  deleteSavedReply: action({
    label: 'Delete',
    permission: 'chat',
    kind: 'reversible',
    audit: 'saved_reply.delete',
    hears: [],
    request: { endpoint: 'deleteSavedReply' },
  }),
  restoreSavedReply: action({
    label: 'Undo',
    permission: 'chat',
    kind: 'reversible',
    audit: 'saved_reply.restore',
    hears: [],
    request: { endpoint: 'restoreSavedReply' },
  }),

  // Everyone's own things.
  createSavedView: action({
    label: 'Save view',
    permission: 'read',
    kind: 'reversible',
    audit: 'saved_view.create',
    hears: [],
    request: { endpoint: 'createSavedView' },
  }),
  deleteSavedView: action({
    label: 'Delete view',
    permission: 'read',
    kind: 'reversible',
    audit: 'saved_view.delete',
    hears: [],
    request: { endpoint: 'deleteSavedView' },
  }),
  restoreSavedView: action({
    label: 'Undo',
    permission: 'read',
    kind: 'reversible',
    audit: 'saved_view.restore',
    hears: [],
    request: { endpoint: 'restoreSavedView' },
  }),
  markNotificationsRead: action({
    label: 'Mark as read',
    permission: 'read',
    kind: 'reversible',
    audit: null,
    hears: [],
    request: { endpoint: 'markNotificationsRead' },
  }),

  // Coupons: members may already hold the code, so none is put back silently.
  createCoupon: action({
    label: 'Create coupon',
    permission: 'manageCoupons',
    kind: 'consequential',
    audit: 'coupon.create',
    hears: [],
    request: { endpoint: 'createCoupon' },
  }),
  editCoupon: action({
    label: 'Save coupon',
    permission: 'manageCoupons',
    kind: 'consequential',
    audit: 'coupon.update',
    hears: [],
    request: { endpoint: 'updateCoupon' },
  }),
  revokeCoupon: action({
    label: 'Revoke',
    permission: 'manageCoupons',
    kind: 'consequential',
    audit: 'coupon.revoke',
    hears: [],
    request: { endpoint: 'revokeCoupon' },
  }),

  // Staff accounts: who can do what.
  // A grant that can approve or own waits for another owner (./role-grant): they hear of it.
  changeRole: action({
    label: 'Change role',
    permission: 'manageStaff',
    kind: 'sensitive',
    audit: 'staff.role',
    hears: ['staffMember', 'owners'],
    request: { endpoint: 'changeStaffRole' },
  }),
  confirmRole: action({
    label: 'Confirm role change',
    permission: 'manageStaff',
    kind: 'sensitive',
    audit: 'staff.role',
    hears: ['staffMember', 'owners'],
    request: { endpoint: 'confirmRoleGrant' },
  }),
  cancelRole: action({
    label: 'Cancel role change',
    permission: 'manageStaff',
    kind: 'consequential',
    audit: 'staff.role_cancelled',
    hears: ['owners'],
    request: { endpoint: 'cancelRoleGrant' },
  }),
  disableStaff: action({
    label: 'Disable',
    permission: 'manageStaff',
    kind: 'sensitive',
    audit: 'staff.disable',
    hears: ['staffMember'],
    request: { endpoint: 'setStaffDisabled', body: { disabled: true } },
  }),
  enableStaff: action({
    label: 'Enable',
    permission: 'manageStaff',
    kind: 'sensitive',
    audit: 'staff.enable',
    hears: ['staffMember'],
    request: { endpoint: 'setStaffDisabled', body: { disabled: false } },
  }),
  invite: action({
    label: 'Invite',
    permission: 'manageStaff',
    kind: 'sensitive',
    audit: 'staff.invite',
    hears: ['staffMember'],
    request: { endpoint: 'inviteStaff' },
  }),
  resetPassword: action({
    label: 'Reset password',
    permission: 'manageStaff',
    kind: 'sensitive',
    audit: 'staff.password_reset',
    hears: ['staffMember'],
    request: { endpoint: 'resetStaffPassword' },
  }),
  endStaffSessions: action({
    label: 'Sign out everywhere',
    permission: 'manageStaff',
    kind: 'sensitive',
    audit: 'auth.session_ended',
    hears: ['staffMember'],
    request: { endpoint: 'endStaffSessions' },
  }),

  // Settings: what runs for everyone.
  changeThreshold: action({
    label: 'Change threshold',
    permission: 'manageSettings',
    kind: 'sensitive',
    audit: 'settings.approval_requested',
    hears: ['owners'],
    request: { endpoint: 'updateApprovalSettings' },
  }),
  confirmThreshold: action({
    label: 'Confirm threshold',
    permission: 'manageSettings',
    kind: 'sensitive',
    audit: 'settings.approval',
    hears: ['owners', 'approvers'],
    request: { endpoint: 'confirmApprovalChange' },
  }),
  cancelThreshold: action({
    label: 'Cancel threshold change',
    permission: 'manageSettings',
    kind: 'consequential',
    audit: 'settings.approval_cancelled',
    hears: ['owners'],
    request: { endpoint: 'cancelApprovalChange' },
  }),
  twoFactorPolicy: action({
    label: 'Save two-factor policy',
    permission: 'manageSettings',
    kind: 'sensitive',
    audit: 'settings.mfa',
    hears: [],
    request: { endpoint: 'updateMfaPolicy' },
  }),
  responseTargets: action({
    label: 'Save response targets',
    permission: 'manageSettings',
    kind: 'consequential',
    audit: 'settings.targets',
    hears: [],
    request: { endpoint: 'updateDueTargets' },
  }),

  // Areas of the dashboard: what code every staff member runs.
  registerArea: action({
    label: 'Register area',
    permission: 'manageSettings',
    kind: 'sensitive',
    audit: 'registry.area',
    hears: ['owners'],
    request: { endpoint: 'registerArea' },
  }),
  createReleaseToken: action({
    label: 'Create release token',
    permission: 'manageSettings',
    kind: 'sensitive',
    audit: 'registry.token_create',
    hears: ['owners'],
    request: { endpoint: 'createReleaseToken' },
  }),
  revokeReleaseToken: action({
    label: 'Revoke release token',
    permission: 'manageSettings',
    kind: 'sensitive',
    audit: 'registry.token_revoke',
    hears: ['owners'],
    request: { endpoint: 'revokeReleaseToken' },
  }),
  release: action({
    label: 'Release',
    permission: 'manageSettings',
    kind: 'sensitive',
    audit: 'registry.release',
    hears: ['owners'],
    request: { route: 'POST /registry/areas/:remote/releases' },
  }),
  canary: action({
    label: 'Release to a share',
    permission: 'manageSettings',
    kind: 'sensitive',
    audit: 'registry.canary',
    hears: ['owners'],
    request: { route: 'POST /registry/areas/:remote/releases' },
  }),
  rollback: action({
    label: 'Roll back',
    permission: 'manageSettings',
    kind: 'sensitive',
    audit: 'registry.rollback',
    hears: ['owners'],
    request: { route: 'POST /registry/areas/:remote/rollback' },
  }),
} as const satisfies Record<string, StaffAction>;
export type StaffActionId = keyof typeof staffActions;
export const staffActionIds = Object.keys(staffActions) as StaffActionId[];

/** The action that moves a funding request to each status a reviewer can choose. */
export const fundingStatusActions: Readonly<Record<FundingStatus, StaffActionId>> = {
  approved: 'approve',
  rejected: 'reject',
  needs_info: 'askRequester',
  under_review: 'startReview',
  pending: 'moveBackToPending',
  funded: 'markFunded',
  closed: 'close',
};

/** Everything a funding request's page offers; a role that may do none reads "View only". */
export const fundingRequestActions: readonly StaffActionId[] = [
  'approve',
  'reject',
  'askRequester',
  'startReview',
  'moveBackToPending',
  'markFunded',
  'close',
  'sendBack',
  'sendNote',
  'editPrivateNote',
];

/** How many items a confirmation names before "and N more". */
export const NAMED_ITEMS_MAX = 5;

/** The items a confirmation acts on, by name: "FR-10110, FR-10080" or "A, B, C, D, E and 3 more". */
export function nameItems(names: readonly string[]): string {
  const shown = names.slice(0, NAMED_ITEMS_MAX).join(', ');
  const rest = names.length - NAMED_ITEMS_MAX;
  return rest > 0 ? `${shown} and ${rest} more` : shown;
}

/** Everything a member's profile offers; a role that may do none reads "View only". */
export const memberProfileActions: readonly StaffActionId[] = [
  'suspend',
  'reactivate',
  'deactivate',
  'markVerified',
  'markUnverified',
  'editMember',
  'startChat',
];

export function roleMayAct(role: StaffRole | null | undefined, id: StaffActionId): boolean {
  return !!role && roleMay(role, staffActions[id].permission);
}

/** Whether a role may do none of these actions: its page shows "View only" once. */
export function viewOnlyFor(
  role: StaffRole | null | undefined,
  ids: readonly StaffActionId[],
): boolean {
  return !ids.some((id) => roleMayAct(role, id));
}

/** The actions that ask for a recent password (the step-up guard reads this list). */
export const sensitiveActionIds: readonly StaffActionId[] = staffActionIds.filter(
  (id) => staffActions[id].kind === 'sensitive',
);

export function isSensitive(id: StaffActionId): boolean {
  return staffActions[id].kind === 'sensitive';
}

/** The contract endpoints behind sensitive actions. */
export const sensitiveEndpoints: ReadonlySet<EndpointName> = new Set(
  sensitiveActionIds.flatMap((id) => {
    const request: ActionRequest = staffActions[id].request;
    return 'endpoint' in request ? [request.endpoint] : [];
  }),
);

/**
 * The actions a request to `endpoint` with `body` performs: every row of that endpoint whose
 * selecting body fields all match (a row without any matches every call).
 */
export function actionsOfRequest(endpoint: EndpointName, body: unknown): StaffActionId[] {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return staffActionIds.filter((id) => {
    const request: ActionRequest = staffActions[id].request;
    if (!('endpoint' in request) || request.endpoint !== endpoint) return false;
    return Object.entries(request.body ?? {}).every(([key, value]) => fields[key] === value);
  });
}

/** The first action of a request the role may not do, or undefined when it may do them all. */
export function refusedAction(
  role: StaffRole,
  endpoint: EndpointName,
  body: unknown,
): StaffActionId | undefined {
  return actionsOfRequest(endpoint, body).find((id) => !roleMayAct(role, id));
}

/** The staff roles an audience reaches (empty for people outside the staff, such as members). */
export function audienceRoles(audience: ActionAudience): readonly StaffRole[] {
  const permission: Permission | null = actionAudiences[audience].permission;
  return permission ? permissions[permission] : [];
}

/** Every staff role that hears of an action (its audiences' roles, once each). */
export function actionAudienceRoles(id: StaffActionId): StaffRole[] {
  const hears: readonly ActionAudience[] = staffActions[id].hears;
  return [...new Set(hears.flatMap((audience) => audienceRoles(audience)))];
}
