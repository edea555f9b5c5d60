import './zod-config';
import { z } from 'zod';
import {
  authUserSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  signinRequestSchema,
  signinResponseSchema,
  signoutRequestSchema,
  signoutResponseSchema,
} from './auth';
import {
  auditActorSchema,
  auditEntrySchema,
  auditListQuerySchema,
  entityAuditQuerySchema,
} from './audit';
import {
  auditHeadSchema,
  auditVerificationWithHeadSchema,
  auditVerifyQuerySchema,
} from './audit-integrity';
import { approvalSettingsStateSchema } from './approval-change';
import { endedSessionsSchema, signInSessionSchema } from './sessions';
import { page } from './common';
import { dueTargetsSchema } from './due';
import { supportRoutingSchema, updateSupportRoutingSchema } from './routing';
import { overdueCountsSchema } from './overdue';
import { roomListQuerySchema, roomListResponseSchema } from './room-search';
import { approvalSettingsSchema, sendBackFundingSchema } from './four-eyes';
import {
  areaReleasesSchema,
  createdReleaseTokenSchema,
  createReleaseTokenSchema,
  registerAreaSchema,
  releaseSchema,
  releaseTokenSchema,
} from './registry';
import type { Permission } from './roles';
import {
  couponInputSchema,
  couponListQuerySchema,
  couponSchema,
  couponStatisticsSchema,
  couponUpdateSchema,
  revokeCouponSchema,
} from './coupons';
import { couponRedemptionListSchema, couponRedemptionQuerySchema } from './redemptions';
import { fundingDecisionListSchema, fundingDecisionQuerySchema } from './funding-decisions';
import {
  fundingDetailQuerySchema,
  fundingListQuerySchema,
  fundingRequestSchema,
  fundingRequestSummarySchema,
  fundingSummaryQuerySchema,
  answerFundingRequestSchema,
  bulkUpdateFundingSchema,
  bulkUpdateResultSchema,
  submitFundingRequestSchema,
  fundingSummarySchema,
  noteSchema,
  privateNoteSchema,
  sendNoteSchema,
  updateFundingRequestSchema,
} from './funding';
import {
  memberDetailQuerySchema,
  memberListQuerySchema,
  memberSchema,
  memberSummarySchema,
  updateMemberSchema,
} from './members';
import {
  deviceTokenResponseSchema,
  deviceTokenSchema,
  markReadResponseSchema,
  markReadSchema,
  notificationListQuerySchema,
  notificationSchema,
} from './notifications';
import { passwordLinkAccountSchema, passwordLinkQuerySchema } from './password-link';
import {
  assignRoomSchema,
  roomEventSchema,
  roomEventsQuerySchema,
  roomInboxChangedSchema,
  setRoomStatusSchema,
  staffRefSchema,
} from './inbox';
import {
  changeOwnPasswordSchema,
  changeStaffRoleSchema,
  passwordChangedSchema,
  setPasswordRequestSchema,
  setPasswordResponseSchema,
  setStaffDisabledSchema,
  staffInvitationSchema,
  roleGrantWaits,
  staffMemberSchema,
} from './staff';
import {
  adminSigninResponseSchema,
  mfaPolicySchema,
  mfaSigninRequestSchema,
  mfaStatusSchema,
  passwordLinkSentSchema,
  stepUpRequestSchema,
  stepUpResponseSchema,
  totpConfirmRequestSchema,
  totpConfirmResponseSchema,
  totpDisabledSchema,
  totpSetupResponseSchema,
} from './staff-security';
import {
  RUM_BODY_LIMIT_BYTES,
  rumBatchAcceptedSchema,
  rumBatchSchema,
  rumSummarySchema,
} from './rum';
import { searchQuerySchema, searchResponseSchema } from './search';
import {
  deletedSavedReplySchema,
  restoreSavedReplySchema,
  savedReplyInputSchema,
  savedReplySchema,
} from './saved-replies';
import {
  deletedSavedViewSchema,
  restoreSavedViewSchema,
  savedViewInputSchema,
  savedViewListQuerySchema,
  savedViewSchema,
} from './saved-views';
import { historyQuerySchema, messageSchema, roomSchema, startChatSchema } from './support';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: Method;
  /** Express-style path; `:id` and `:deviceId` are path parameters. */
  path: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The schema of `data` (or of the whole body, for sign-in). */
  response: z.ZodType;
  /** Sign-in answers without the `{ data }` envelope and needs no token. */
  public?: boolean;
  /** Members are refused (403); only staff accounts may call it. */
  adminOnly?: boolean;
  /** Staff are refused (403): the member's own side (answering a question). */
  memberOnly?: boolean;
  /**
   * What a staff account needs (`permissions` in ./roles); every non-public row names
   * one, so the api checks each call and the dashboard can tell in advance.
   */
  permission?: Permission;
  /** The largest body the api reads for this row, in bytes (Fastify's default otherwise). */
  bodyLimit?: number;
  /** The success status when it is not 200 (201: created; 202: accepted, applies later). */
  successStatus?: 201 | 202;
  /** Answers 202 instead when this says the answer waits (a role grant for a second owner). */
  acceptedWhen?: (answer: unknown) => boolean;
}

// `const` keeps each path a literal type, so callers get typed path parameters.
const endpoint = <const E extends Endpoint>(e: E) => e;

/** docs/design.md §3, one row each. The api registers these; the dashboard calls them. */
export const endpoints = {
  signinAdmin: endpoint({
    method: 'POST',
    path: '/auth/signin/admin',
    body: signinRequestSchema,
    response: adminSigninResponseSchema,
    public: true,
  }),
  signinMember: endpoint({
    method: 'POST',
    path: '/auth/signin/member',
    body: signinRequestSchema,
    response: signinResponseSchema,
    public: true,
  }),
  /**
   * Not in docs/design.md's table (additive): rotates the refresh token; a refresh token
   * used twice revokes its whole family. Answers at the top level like sign-in.
   */
  refresh: endpoint({
    method: 'POST',
    path: '/auth/refresh',
    body: refreshRequestSchema,
    response: refreshResponseSchema,
    public: true,
  }),
  /** Not in docs/design.md's table (additive): lets a signed-out token be refused from then on. */
  signout: endpoint({
    method: 'POST',
    path: '/auth/signout',
    body: signoutRequestSchema,
    response: signoutResponseSchema,
    permission: 'read',
  }),
  fundingList: endpoint({
    method: 'GET',
    path: '/funding-requests/dashboard/funding/list',
    query: fundingListQuerySchema,
    response: page(fundingRequestSummarySchema),
    adminOnly: true,
    permission: 'read',
  }),
  fundingSummary: endpoint({
    method: 'GET',
    path: '/funding-requests/dashboard/funding/summary',
    query: fundingSummaryQuerySchema,
    response: fundingSummarySchema,
    adminOnly: true,
    permission: 'read',
  }),
  /**
   * Not in docs/design.md's first table (additive): one requester's decisions from their requests'
   * history, newest first, in one read (a member's timeline). Read like the requests themselves.
   */
  fundingDecisions: endpoint({
    method: 'GET',
    path: '/funding-requests/dashboard/funding/decisions',
    query: fundingDecisionQuerySchema,
    response: fundingDecisionListSchema,
    adminOnly: true,
    permission: 'read',
  }),
  fundingDetail: endpoint({
    method: 'GET',
    path: '/funding-requests/dashboard/funding',
    query: fundingDetailQuerySchema,
    response: fundingRequestSchema,
    adminOnly: true,
    permission: 'read',
  }),
  updateFundingRequest: endpoint({
    method: 'PATCH',
    path: '/funding-requests/dashboard/update-funding-request/:id',
    body: updateFundingRequestSchema,
    response: fundingRequestSchema,
    adminOnly: true,
    permission: 'decideFunding',
  }),
  /**
   * Not in docs/design.md's table (additive): one status change for many requests, each
   * applied on its own (its own transaction, history and audit entry) and answered per request.
   */
  bulkUpdateFundingRequests: endpoint({
    method: 'POST',
    path: '/funding-requests/dashboard/bulk-update',
    body: bulkUpdateFundingSchema,
    response: bulkUpdateResultSchema,
    adminOnly: true,
    permission: 'decideFunding',
  }),
  /**
   * Not in docs/design.md's table (additive): another person than the first approver
   * withdraws the first approval with a reason; the request stays under review.
   */
  sendBackFundingRequest: endpoint({
    method: 'POST',
    path: '/funding-requests/dashboard/send-back/:id',
    body: sendBackFundingSchema,
    response: fundingRequestSchema,
    adminOnly: true,
    permission: 'decideFunding',
  }),
  /**
   * Not in docs/design.md's table (additive): the four-eyes threshold, read by whoever decides, so
   * the approve dialog says whether a click is a first approval or the final one.
   */
  fundingApprovalRule: endpoint({
    method: 'GET',
    path: '/funding-requests/dashboard/approval-rule',
    response: approvalSettingsSchema,
    adminOnly: true,
    permission: 'read',
  }),
  sendNote: endpoint({
    method: 'POST',
    path: '/funding-requests/dashboard/send-note/:id',
    body: sendNoteSchema,
    response: noteSchema,
    adminOnly: true,
    permission: 'writeFundingNotes',
  }),
  privateNote: endpoint({
    method: 'PUT',
    path: '/funding-requests/dashboard/private-note/:id',
    body: privateNoteSchema,
    response: fundingRequestSchema,
    adminOnly: true,
    permission: 'writeFundingNotes',
  }),
  /** Not in docs/design.md's table (additive): a member submits a request. */
  submitFundingRequest: endpoint({
    method: 'POST',
    path: '/funding-requests/member/create',
    body: submitFundingRequestSchema,
    response: fundingRequestSummarySchema,
    memberOnly: true,
  }),
  /**
   * Not in docs/design.md's table (additive): the requester answers the question of a
   * request in `needs_info`; it returns to `under_review`, marked as answered.
   */
  answerFundingRequest: endpoint({
    method: 'POST',
    path: '/funding-requests/member/answer/:id',
    body: answerFundingRequestSchema,
    response: noteSchema,
    memberOnly: true,
  }),
  memberList: endpoint({
    method: 'GET',
    path: '/user/admin/members',
    query: memberListQuerySchema,
    response: page(memberSummarySchema),
    adminOnly: true,
    permission: 'read',
  }),
  memberDetail: endpoint({
    method: 'GET',
    path: '/user/admin/detail',
    query: memberDetailQuerySchema,
    response: memberSchema,
    adminOnly: true,
    permission: 'read',
  }),
  updateMember: endpoint({
    method: 'PATCH',
    path: '/user/admin/update-user/:id',
    body: updateMemberSchema,
    response: memberSchema,
    adminOnly: true,
    permission: 'manageMembers',
  }),
  rooms: endpoint({
    method: 'GET',
    path: '/support/admin/rooms',
    query: roomListQuerySchema,
    response: roomListResponseSchema,
    adminOnly: true,
    permission: 'read',
  }),
  startChat: endpoint({
    method: 'POST',
    path: '/support/admin/start-chat',
    body: startChatSchema,
    response: roomSchema,
    adminOnly: true,
    permission: 'chat',
  }),
  history: endpoint({
    method: 'GET',
    path: '/support/history',
    query: historyQuerySchema,
    response: z.array(messageSchema),
    permission: 'read',
  }),
  /** Who a room can be assigned to (active staff whose role may chat). */
  supportAgents: endpoint({
    method: 'GET',
    path: '/support/admin/agents',
    response: z.array(staffRefSchema),
    adminOnly: true,
    permission: 'read',
  }),
  /** Assign a room to a staff account, or unassign it (`assigneeId: null`). */
  assignRoom: endpoint({
    method: 'PATCH',
    path: '/support/admin/rooms/:id/assign',
    body: assignRoomSchema,
    response: roomInboxChangedSchema,
    adminOnly: true,
    permission: 'chat',
  }),
  /** Open, snooze or resolve a room. */
  setRoomStatus: endpoint({
    method: 'PATCH',
    path: '/support/admin/rooms/:id/status',
    body: setRoomStatusSchema,
    response: roomInboxChangedSchema,
    adminOnly: true,
    permission: 'chat',
  }),
  /** A room's staff-only timeline (assignment and status lines), oldest first. */
  roomEvents: endpoint({
    method: 'GET',
    path: '/support/admin/room-events',
    query: roomEventsQuerySchema,
    response: z.array(roomEventSchema),
    adminOnly: true,
    permission: 'read',
  }),
  /** The team's saved replies, by title. */
  savedReplies: endpoint({
    method: 'GET',
    path: '/support/admin/saved-replies',
    response: z.array(savedReplySchema),
    adminOnly: true,
    permission: 'read',
  }),
  createSavedReply: endpoint({
    method: 'POST',
    path: '/support/admin/saved-replies',
    body: savedReplyInputSchema,
    response: savedReplySchema,
    adminOnly: true,
    permission: 'chat',
  }),
  updateSavedReply: endpoint({
    method: 'PATCH',
    path: '/support/admin/saved-replies/:id',
    body: savedReplyInputSchema,
    response: savedReplySchema,
    adminOnly: true,
    permission: 'chat',
  }),
  /** Marks the reply deleted; its restore (the toast's Undo) brings back the same reply. */
  deleteSavedReply: endpoint({
    method: 'DELETE',
    path: '/support/admin/saved-replies/:id',
    response: deletedSavedReplySchema,
    adminOnly: true,
    permission: 'chat',
  }),
  /** 409 unless it is still deleted by that deletion, or when a live reply now has its title. */
  restoreSavedReply: endpoint({
    method: 'POST',
    path: '/support/admin/saved-replies/:id/restore',
    body: restoreSavedReplySchema,
    response: savedReplySchema,
    adminOnly: true,
    permission: 'chat',
  }),
  /** A list's saved views: the caller's own and those others share with the team, by name. */
  savedViews: endpoint({
    method: 'GET',
    path: '/saved-views',
    query: savedViewListQuerySchema,
    response: z.array(savedViewSchema),
    adminOnly: true,
    permission: 'read',
  }),
  createSavedView: endpoint({
    method: 'POST',
    path: '/saved-views',
    body: savedViewInputSchema,
    response: savedViewSchema,
    adminOnly: true,
    permission: 'read',
  }),
  /** Only the view's owner may delete it (403 otherwise). */
  deleteSavedView: endpoint({
    method: 'DELETE',
    path: '/saved-views/:id',
    response: deletedSavedViewSchema,
    adminOnly: true,
    permission: 'read',
  }),
  /**
   * The toast's Undo: only the owner (403 otherwise); 409 unless it is still deleted by that
   * deletion, or when the owner now has another view of that name on the list.
   */
  restoreSavedView: endpoint({
    method: 'POST',
    path: '/saved-views/:id/restore',
    body: restoreSavedViewSchema,
    response: savedViewSchema,
    adminOnly: true,
    permission: 'read',
  }),
  notifications: endpoint({
    method: 'GET',
    path: '/notification',
    query: notificationListQuerySchema,
    response: page(notificationSchema),
    permission: 'read',
  }),
  markNotificationsRead: endpoint({
    method: 'PATCH',
    path: '/notification/mark-read',
    body: markReadSchema,
    response: markReadResponseSchema,
    permission: 'read',
  }),
  registerDeviceToken: endpoint({
    method: 'POST',
    path: '/notification/device-token',
    body: deviceTokenSchema,
    response: deviceTokenResponseSchema,
    permission: 'read',
  }),
  unregisterDeviceToken: endpoint({
    method: 'DELETE',
    path: '/notification/device-token/device/:deviceId',
    response: deviceTokenResponseSchema,
    permission: 'read',
  }),
  couponList: endpoint({
    method: 'GET',
    path: '/coupons/list',
    query: couponListQuerySchema,
    response: page(couponSchema),
    adminOnly: true,
    permission: 'read',
  }),
  couponStatistics: endpoint({
    method: 'GET',
    path: '/coupons/statistics',
    response: couponStatisticsSchema,
    adminOnly: true,
    permission: 'read',
  }),
  /**
   * Not in docs/design.md's table (additive): coupon uses, newest first, one member's (their
   * timeline) or since a moment (finance's week). Read like the coupons themselves.
   */
  couponRedemptions: endpoint({
    method: 'GET',
    path: '/coupons/redemptions',
    query: couponRedemptionQuerySchema,
    response: couponRedemptionListSchema,
    adminOnly: true,
    permission: 'read',
  }),
  createCoupon: endpoint({
    method: 'POST',
    path: '/coupons/create',
    body: couponInputSchema,
    response: couponSchema,
    adminOnly: true,
    permission: 'manageCoupons',
  }),
  updateCoupon: endpoint({
    method: 'PATCH',
    path: '/coupons/update/:id',
    body: couponUpdateSchema,
    response: couponSchema,
    adminOnly: true,
    permission: 'manageCoupons',
  }),
  revokeCoupon: endpoint({
    method: 'PATCH',
    path: '/coupons/revoke/:id',
    body: revokeCouponSchema,
    response: couponSchema,
    adminOnly: true,
    permission: 'manageCoupons',
  }),
  /** The whole audit trail, filtered and paged (owners and auditors). */
  auditTrail: endpoint({
    method: 'GET',
    path: '/audit/entries',
    query: auditListQuerySchema,
    response: page(auditEntrySchema),
    adminOnly: true,
    permission: 'readAudit',
  }),
  /** The staff who appear in the trail, for its person filter. */
  auditActors: endpoint({
    method: 'GET',
    path: '/audit/actors',
    response: z.array(auditActorSchema),
    adminOnly: true,
    permission: 'readAudit',
  }),
  /** One entity's own history, newest first, shown on its page. */
  entityAudit: endpoint({
    method: 'GET',
    path: '/audit/entity',
    query: entityAuditQuerySchema,
    response: z.array(auditEntrySchema),
    adminOnly: true,
    permission: 'read',
  }),
  /** Whether the trail's hash chain is intact (docs/security.md, "Audit you can trust"). */
  auditVerify: endpoint({
    method: 'GET',
    path: '/audit/verify',
    query: auditVerifyQuerySchema,
    response: auditVerificationWithHeadSchema,
    adminOnly: true,
    permission: 'readAudit',
  }),
  /** The newest entry's seq and hash under an HMAC of AUDIT_KEY (503 without the key). */
  auditHead: endpoint({
    method: 'GET',
    path: '/audit/head',
    response: auditHeadSchema,
    adminOnly: true,
    permission: 'readAudit',
  }),
  /** The four-eyes approval threshold (owners only). */
  approvalSettings: endpoint({
    method: 'GET',
    path: '/settings/approval',
    response: approvalSettingsStateSchema,
    adminOnly: true,
    permission: 'manageSettings',
  }),
  /** Records the change as pending (202); see ./approval-change for when it applies. */
  updateApprovalSettings: endpoint({
    method: 'PUT',
    path: '/settings/approval',
    body: approvalSettingsSchema,
    response: approvalSettingsStateSchema,
    adminOnly: true,
    permission: 'manageSettings',
    successStatus: 202,
  }),
  /** Another owner than the asker applies the pending change at once. */
  confirmApprovalChange: endpoint({
    method: 'POST',
    path: '/settings/approval/confirm',
    response: approvalSettingsStateSchema,
    adminOnly: true,
    permission: 'manageSettings',
  }),
  /** The asker withdraws the pending change. */
  cancelApprovalChange: endpoint({
    method: 'DELETE',
    path: '/settings/approval/pending',
    response: approvalSettingsStateSchema,
    adminOnly: true,
    permission: 'manageSettings',
  }),
  /** The caller's own sign-ins (Settings → Your sessions), newest first. */
  ownSessions: endpoint({
    method: 'GET',
    path: '/auth/sessions',
    response: z.array(signInSessionSchema),
    adminOnly: true,
    permission: 'read',
  }),
  /** Ends one of the caller's own sign-ins (its tokens and sockets). */
  endOwnSession: endpoint({
    method: 'DELETE',
    path: '/auth/sessions/:id',
    response: endedSessionsSchema,
    adminOnly: true,
    permission: 'read',
  }),
  /** Ends every sign-in of the caller but the one asking ("Sign out all others"). */
  endOtherSessions: endpoint({
    method: 'DELETE',
    path: '/auth/sessions',
    response: endedSessionsSchema,
    adminOnly: true,
    permission: 'read',
  }),
  /** An owner ends every sign-in of a staff account (the staff screen). */
  endStaffSessions: endpoint({
    method: 'DELETE',
    path: '/staff/:id/sessions',
    response: endedSessionsSchema,
    adminOnly: true,
    permission: 'manageStaff',
  }),
  /** The staff screen (owners only, docs/staff.md): every staff account. */
  staffList: endpoint({
    method: 'GET',
    path: '/staff',
    response: z.array(staffMemberSchema),
    adminOnly: true,
    permission: 'manageStaff',
  }),
  /**
   * Who a private note may mention (./mentions): every active staff account but the caller, by
   * name. For the "@" suggestions, so those who write notes read names, not the staff screen.
   */
  mentionableStaff: endpoint({
    method: 'GET',
    path: '/staff/mentionable',
    response: z.array(staffRefSchema),
    adminOnly: true,
    permission: 'writeFundingNotes',
  }),
  /** A grant that can approve or own may wait for another owner (202, ./role-grant). */
  changeStaffRole: endpoint({
    method: 'PATCH',
    path: '/staff/:id/role',
    body: changeStaffRoleSchema,
    response: staffMemberSchema,
    adminOnly: true,
    permission: 'manageStaff',
    acceptedWhen: roleGrantWaits,
  }),
  /** Another owner than the asker, not tied to them, applies the waiting grant. */
  confirmRoleGrant: endpoint({
    method: 'POST',
    path: '/staff/:id/role/confirm',
    response: staffMemberSchema,
    adminOnly: true,
    permission: 'manageStaff',
  }),
  /** Any owner withdraws the waiting grant; the account keeps its role. */
  cancelRoleGrant: endpoint({
    method: 'POST',
    path: '/staff/:id/role/cancel',
    response: staffMemberSchema,
    adminOnly: true,
    permission: 'manageStaff',
  }),
  /** Disabling ends the account's sessions and sockets at once; enabling lets it sign in again. */
  setStaffDisabled: endpoint({
    method: 'PATCH',
    path: '/staff/:id/disabled',
    body: setStaffDisabledSchema,
    response: staffMemberSchema,
    adminOnly: true,
    permission: 'manageStaff',
  }),
  /** A new account without a password; the one-time link that sets it is emailed to the person. */
  inviteStaff: endpoint({
    method: 'POST',
    path: '/staff/invitations',
    body: staffInvitationSchema,
    response: passwordLinkSentSchema,
    adminOnly: true,
    permission: 'manageStaff',
  }),
  /**
   * Emails a one-time link that sets a new password (an invited account gets its invitation
   * again); the account's sessions end at once. Not for the caller's own account.
   */
  resetStaffPassword: endpoint({
    method: 'POST',
    path: '/staff/:id/password-reset',
    response: passwordLinkSentSchema,
    adminOnly: true,
    permission: 'manageStaff',
  }),
  /** Public: whose account a link's token is for, so the page can say so (the link stays unused). */
  passwordLinkAccount: endpoint({
    method: 'GET',
    path: '/auth/set-password',
    query: passwordLinkQuerySchema,
    response: passwordLinkAccountSchema,
    public: true,
  }),
  /** Public: a link's token sets the password (once); the account's other sessions end. */
  setPassword: endpoint({
    method: 'POST',
    path: '/auth/set-password',
    body: setPasswordRequestSchema,
    response: setPasswordResponseSchema,
    public: true,
  }),
  /** Every staff member's own password; the caller's other sessions end, this one stays. */
  changeOwnPassword: endpoint({
    method: 'PUT',
    path: '/auth/password',
    body: changeOwnPasswordSchema,
    response: passwordChangedSchema,
    adminOnly: true,
    permission: 'read',
  }),
  /**
   * Not in docs/design.md's table (additive): the caller as the api sees them now, so an open
   * dashboard follows a role an owner changed (the sign-in answer's copy goes stale).
   */
  currentUser: endpoint({
    method: 'GET',
    path: '/auth/me',
    response: authUserSchema,
    adminOnly: true,
    permission: 'read',
  }),
  /** Public: an enrolled account's second sign-in step (a TOTP or an unused recovery code). */
  signinAdminMfa: endpoint({
    method: 'POST',
    path: '/auth/signin/admin/mfa',
    body: mfaSigninRequestSchema,
    response: signinResponseSchema,
    public: true,
  }),
  /** Re-opens the step-up window (the password, or a code when enrolled). */
  stepUp: endpoint({
    method: 'POST',
    path: '/auth/step-up',
    body: stepUpRequestSchema,
    response: stepUpResponseSchema,
    adminOnly: true,
    permission: 'read',
  }),
  /** The caller's own two-factor state. */
  mfaStatus: endpoint({
    method: 'GET',
    path: '/auth/mfa',
    response: mfaStatusSchema,
    adminOnly: true,
    permission: 'read',
  }),
  /** A new, unconfirmed authenticator secret for the caller (replaces an unconfirmed one). */
  totpSetup: endpoint({
    method: 'POST',
    path: '/auth/mfa/totp/setup',
    response: totpSetupResponseSchema,
    adminOnly: true,
    permission: 'read',
  }),
  /** One code confirms the secret; the answer holds the ten recovery codes, once. */
  totpConfirm: endpoint({
    method: 'POST',
    path: '/auth/mfa/totp/confirm',
    body: totpConfirmRequestSchema,
    response: totpConfirmResponseSchema,
    adminOnly: true,
    permission: 'read',
  }),
  /** Removes the caller's authenticator; needs the current password or a code. */
  totpDisable: endpoint({
    method: 'DELETE',
    path: '/auth/mfa/totp',
    body: stepUpRequestSchema,
    response: totpDisabledSchema,
    adminOnly: true,
    permission: 'read',
  }),
  /** The roles whose accounts must sign in with two-factor (owners only). */
  mfaPolicy: endpoint({
    method: 'GET',
    path: '/settings/mfa',
    response: mfaPolicySchema,
    adminOnly: true,
    permission: 'manageSettings',
  }),
  updateMfaPolicy: endpoint({
    method: 'PUT',
    path: '/settings/mfa',
    body: mfaPolicySchema,
    response: mfaPolicySchema,
    adminOnly: true,
    permission: 'manageSettings',
  }),
  /**
   * The release registry (docs/remotes.md): every area with its current, previous and canary
   * release. Releases and rollbacks also take an area's release token, so they are routed by
   * the registry itself (api/src/features/registry/routes.ts), not from this table.
   */
  registryAreas: endpoint({
    method: 'GET',
    path: '/registry/areas',
    response: z.array(areaReleasesSchema),
    adminOnly: true,
    permission: 'read',
  }),
  registerArea: endpoint({
    method: 'POST',
    path: '/registry/areas',
    body: registerAreaSchema,
    response: areaReleasesSchema,
    adminOnly: true,
    permission: 'manageSettings',
    successStatus: 201,
  }),
  areaReleaseHistory: endpoint({
    method: 'GET',
    path: '/registry/areas/:remote/releases',
    response: z.array(releaseSchema),
    adminOnly: true,
    permission: 'manageSettings',
  }),
  releaseTokens: endpoint({
    method: 'GET',
    path: '/registry/areas/:remote/tokens',
    response: z.array(releaseTokenSchema),
    adminOnly: true,
    permission: 'manageSettings',
  }),
  createReleaseToken: endpoint({
    method: 'POST',
    path: '/registry/areas/:remote/tokens',
    body: createReleaseTokenSchema,
    response: createdReleaseTokenSchema,
    adminOnly: true,
    permission: 'manageSettings',
    successStatus: 201,
  }),
  revokeReleaseToken: endpoint({
    method: 'DELETE',
    path: '/registry/areas/:remote/tokens/:id',
    response: releaseTokenSchema,
    adminOnly: true,
    permission: 'manageSettings',
  }),
  /** Real-user timings and errors from staff's browsers (docs/architecture.md, Observability). */
  rumBatch: endpoint({
    method: 'POST',
    path: '/rum',
    body: rumBatchSchema,
    response: rumBatchAcceptedSchema,
    adminOnly: true,
    permission: 'read',
    bodyLimit: RUM_BODY_LIMIT_BYTES,
  }),
  /** The Health page: the last 24 hours per area and release. */
  rumSummary: endpoint({
    method: 'GET',
    path: '/rum/summary',
    response: rumSummarySchema,
    adminOnly: true,
    permission: 'readHealth',
  }),
  /**
   * Not in docs/design.md's table (additive): the command palette's search over members,
   * funding requests, conversations, coupons and (owners) staff, only of kinds the role may read.
   */
  search: endpoint({
    method: 'GET',
    path: '/search',
    query: searchQuerySchema,
    response: searchResponseSchema,
    adminOnly: true,
    permission: 'read',
  }),
  /** Not in docs/design.md's table (additive): the reply and review targets. */
  dueTargets: endpoint({
    method: 'GET',
    path: '/settings/targets',
    response: dueTargetsSchema,
    adminOnly: true,
    permission: 'manageSettings',
  }),
  updateDueTargets: endpoint({
    method: 'PUT',
    path: '/settings/targets',
    body: dueTargetsSchema,
    response: dueTargetsSchema,
    adminOnly: true,
    permission: 'manageSettings',
  }),
  /** Not in docs/design.md's table (additive): routing conversations by capacity (owners). */
  supportRouting: endpoint({
    method: 'GET',
    path: '/settings/support-routing',
    response: supportRoutingSchema,
    adminOnly: true,
    permission: 'manageSettings',
  }),
  updateSupportRouting: endpoint({
    method: 'PUT',
    path: '/settings/support-routing',
    body: updateSupportRoutingSchema,
    response: supportRoutingSchema,
    adminOnly: true,
    permission: 'manageSettings',
  }),
  /** Not in docs/design.md's table (additive): what is overdue now (dashboard card). */
  overdueCounts: endpoint({
    method: 'GET',
    path: '/due/overdue',
    response: overdueCountsSchema,
    adminOnly: true,
    permission: 'read',
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** What `data` holds for an endpoint. */
export type EndpointData<N extends EndpointName> = z.output<Endpoints[N]['response']>;
/** What a caller passes as the body of an endpoint. */
export type EndpointBody<N extends EndpointName> = Endpoints[N] extends { body: z.ZodType }
  ? z.input<Endpoints[N]['body']>
  : never;
export type EndpointQuery<N extends EndpointName> = Endpoints[N] extends { query: z.ZodType }
  ? z.input<Endpoints[N]['query']>
  : never;

/** Fills `:name` parameters of a path. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
