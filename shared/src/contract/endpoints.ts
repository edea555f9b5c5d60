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
import { page } from './common';
import { approvalSettingsSchema, sendBackFundingSchema } from './four-eyes';
import type { Permission } from './roles';
import {
  couponInputSchema,
  couponListQuerySchema,
  couponSchema,
  couponStatisticsSchema,
  couponUpdateSchema,
  revokeCouponSchema,
} from './coupons';
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
  setPasswordLinkSchema,
  setPasswordRequestSchema,
  setPasswordResponseSchema,
  setStaffDisabledSchema,
  staffInvitationSchema,
  staffMemberSchema,
} from './staff';
import { deletedSavedReplySchema, savedReplyInputSchema, savedReplySchema } from './saved-replies';
import {
  historyQuerySchema,
  messageSchema,
  roomSchema,
  roomsResponseSchema,
  startChatSchema,
} from './support';

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
  /** Staff are refused (403): the member's own side (issue 22: answering a question). */
  memberOnly?: boolean;
  /**
   * What a staff account needs (issue 21, `permissions` in ./roles); every non-public row names
   * one, so the api checks each call and the dashboard can tell in advance.
   */
  permission?: Permission;
}

// `const` keeps each path a literal type, so callers get typed path parameters.
const endpoint = <const E extends Endpoint>(e: E) => e;

/** docs/design.md §3, one row each. The api registers these; the dashboard calls them. */
export const endpoints = {
  signinAdmin: endpoint({
    method: 'POST',
    path: '/auth/signin/admin',
    body: signinRequestSchema,
    response: signinResponseSchema,
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
   * Not in docs/design.md's table (additive, issue 25): rotates the refresh token; a refresh token
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
   * Not in docs/design.md's table (additive, issue 22): one status change for many requests, each
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
   * Not in docs/design.md's table (additive, issue 21): another person than the first approver
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
  /** Not in docs/design.md's table (additive, issue 22): a member submits a request. */
  submitFundingRequest: endpoint({
    method: 'POST',
    path: '/funding-requests/member/create',
    body: submitFundingRequestSchema,
    response: fundingRequestSummarySchema,
    memberOnly: true,
  }),
  /**
   * Not in docs/design.md's table (additive, issue 22): the requester answers the question of a
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
    response: roomsResponseSchema,
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
  /** Issue 20: who a room can be assigned to (active staff whose role may chat). */
  supportAgents: endpoint({
    method: 'GET',
    path: '/support/admin/agents',
    response: z.array(staffRefSchema),
    adminOnly: true,
    permission: 'read',
  }),
  /** Issue 20: assign a room to a staff account, or unassign it (`assigneeId: null`). */
  assignRoom: endpoint({
    method: 'PATCH',
    path: '/support/admin/rooms/:id/assign',
    body: assignRoomSchema,
    response: roomInboxChangedSchema,
    adminOnly: true,
    permission: 'chat',
  }),
  /** Issue 20: open, snooze or resolve a room. */
  setRoomStatus: endpoint({
    method: 'PATCH',
    path: '/support/admin/rooms/:id/status',
    body: setRoomStatusSchema,
    response: roomInboxChangedSchema,
    adminOnly: true,
    permission: 'chat',
  }),
  /** Issue 20: a room's staff-only timeline (assignment and status lines), oldest first. */
  roomEvents: endpoint({
    method: 'GET',
    path: '/support/admin/room-events',
    query: roomEventsQuerySchema,
    response: z.array(roomEventSchema),
    adminOnly: true,
    permission: 'read',
  }),
  /** Issue 20: the team's saved replies, by title. */
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
  deleteSavedReply: endpoint({
    method: 'DELETE',
    path: '/support/admin/saved-replies/:id',
    response: deletedSavedReplySchema,
    adminOnly: true,
    permission: 'chat',
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
  /** Issue 21: the whole audit trail, filtered and paged (owners and auditors). */
  auditTrail: endpoint({
    method: 'GET',
    path: '/audit/entries',
    query: auditListQuerySchema,
    response: page(auditEntrySchema),
    adminOnly: true,
    permission: 'readAudit',
  }),
  /** Issue 21: the staff who appear in the trail, for its person filter. */
  auditActors: endpoint({
    method: 'GET',
    path: '/audit/actors',
    response: z.array(auditActorSchema),
    adminOnly: true,
    permission: 'readAudit',
  }),
  /** Issue 21: one entity's own history, newest first, shown on its page. */
  entityAudit: endpoint({
    method: 'GET',
    path: '/audit/entity',
    query: entityAuditQuerySchema,
    response: z.array(auditEntrySchema),
    adminOnly: true,
    permission: 'read',
  }),
  /** Issue 21: the four-eyes approval threshold (owners only). */
  approvalSettings: endpoint({
    method: 'GET',
    path: '/settings/approval',
    response: approvalSettingsSchema,
    adminOnly: true,
    permission: 'manageSettings',
  }),
  updateApprovalSettings: endpoint({
    method: 'PUT',
    path: '/settings/approval',
    body: approvalSettingsSchema,
    response: approvalSettingsSchema,
    adminOnly: true,
    permission: 'manageSettings',
  }),
  /** Issue 21, the staff screen (owners only, docs/staff.md): every staff account. */
  staffList: endpoint({
    method: 'GET',
    path: '/staff',
    response: z.array(staffMemberSchema),
    adminOnly: true,
    permission: 'manageStaff',
  }),
  changeStaffRole: endpoint({
    method: 'PATCH',
    path: '/staff/:id/role',
    body: changeStaffRoleSchema,
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
  /** A new account without a password, and the one-time link that sets it. */
  inviteStaff: endpoint({
    method: 'POST',
    path: '/staff/invitations',
    body: staffInvitationSchema,
    response: setPasswordLinkSchema,
    adminOnly: true,
    permission: 'manageStaff',
  }),
  /** A one-time link that sets a new password; the old one works until the link is used. */
  resetStaffPassword: endpoint({
    method: 'POST',
    path: '/staff/:id/password-reset',
    response: setPasswordLinkSchema,
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
