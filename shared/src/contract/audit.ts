import './zod-config';
import { z } from 'zod';
import {
  dateRangeFields,
  dateRangeOrderIssue,
  isDateRangeInOrder,
  isoDateTime,
  LIST_DEFAULT_LIMIT,
  LIST_MAX_LIMIT,
} from './common';

/** What the audit trail records; one entry per state change, written with the change. */
export const auditKinds = [
  'funding.status',
  'funding.first_approval',
  'funding.sent_back',
  'funding.note',
  'funding.private_note',
  'member.update',
  'coupon.create',
  'coupon.update',
  'coupon.revoke',
  'staff.role',
  'staff.invite',
  'staff.disable',
  'staff.enable',
  'staff.password_reset',
  'staff.password_set',
  'staff.password_change',
  'support.assign',
  'support.status',
  'settings.targets',
  'settings.support_routing',
  'auth.signin',
  'auth.signout',
  'settings.approval',
  'staff.mfa_enrol',
  'staff.mfa_remove',
  'settings.mfa',
  'registry.area',
  'registry.release',
  'registry.canary',
  'registry.rollback',
  'registry.token_create',
  'registry.token_revoke',
  'settings.approval_requested',
  'settings.approval_cancelled',
  'saved_reply.create',
  'saved_reply.update',
  'saved_reply.delete',
  'funding.create',
  'auth.session_ended',
  'saved_view.create',
  'saved_view.delete',
  'staff.role_requested',
  'staff.role_cancelled',
  'saved_reply.restore',
  'saved_view.restore',
] as const;
export const auditKindSchema = z.enum(auditKinds);
export type AuditKind = z.infer<typeof auditKindSchema>;

export const auditKindLabels: Readonly<Record<AuditKind, string>> = {
  'funding.status': 'Funding status changed',
  'funding.first_approval': 'First approval, awaiting a second',
  'funding.sent_back': 'Sent back by the second reviewer',
  'funding.note': 'Note sent to requester',
  'funding.private_note': 'Private note edited',
  'member.update': 'Member changed',
  'coupon.create': 'Coupon created',
  'coupon.update': 'Coupon edited',
  'coupon.revoke': 'Coupon revoked',
  'staff.role': 'Staff role changed',
  'staff.invite': 'Staff member invited',
  'staff.disable': 'Staff account disabled',
  'staff.enable': 'Staff account enabled',
  'staff.password_reset': 'Password reset link created',
  'staff.password_set': 'Password set from a link',
  'staff.password_change': 'Own password changed',
  'support.assign': 'Conversation assigned',
  'support.status': 'Conversation status changed',
  'settings.targets': 'Response targets changed',
  'settings.support_routing': 'Conversation routing changed',
  'auth.signin': 'Signed in',
  'auth.signout': 'Signed out',
  'settings.approval': 'Approval threshold changed',
  'staff.mfa_enrol': 'Two-factor sign-in turned on',
  'staff.mfa_remove': 'Two-factor sign-in turned off',
  'settings.mfa': 'Two-factor requirement changed',
  'registry.area': 'Area registered',
  'registry.release': 'Area released',
  'registry.canary': 'Area canary changed',
  'registry.rollback': 'Area rolled back',
  'registry.token_create': 'Area release token created',
  'registry.token_revoke': 'Area release token revoked',
  'settings.approval_requested': 'Approval threshold change requested',
  'settings.approval_cancelled': 'Approval threshold change cancelled',
  'saved_reply.create': 'Saved reply created',
  'saved_reply.update': 'Saved reply edited',
  'saved_reply.delete': 'Saved reply deleted',
  'funding.create': 'Funding request submitted',
  'auth.session_ended': 'Session ended',
  'saved_view.create': 'Saved view created',
  'saved_view.delete': 'Saved view deleted',
  'staff.role_requested': 'Staff role change requested',
  'staff.role_cancelled': 'Staff role change cancelled',
  'saved_reply.restore': 'Saved reply restored (undo)',
  'saved_view.restore': 'Saved view restored (undo)',
};

export const auditEntityTypes = [
  'funding_request',
  'member',
  'coupon',
  'staff',
  'support_room',
  'setting',
  'area',
  'saved_reply',
  'saved_view',
] as const;
export const auditEntityTypeSchema = z.enum(auditEntityTypes);
export type AuditEntityType = z.infer<typeof auditEntityTypeSchema>;

export const auditEntityLabels: Readonly<Record<AuditEntityType, string>> = {
  funding_request: 'Funding request',
  member: 'Member',
  coupon: 'Coupon',
  staff: 'Staff account',
  support_room: 'Support conversation',
  setting: 'Setting',
  area: 'Area',
  saved_reply: 'Saved reply',
  saved_view: 'Saved view',
};

/** The settings the trail records changes of, as their pages name them. */
export const auditSettingNames: Readonly<Record<string, string>> = {
  approval_threshold_usd: 'Approval threshold',
  due_targets: 'Due targets',
  mfa_required_roles: 'Two-factor requirement',
};

/** The changed fields before and after (only those the change touched); null when none. */
const auditValuesSchema = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.string(),
  at: isoDateTime,
  actor: z.object({ id: z.string(), name: z.string() }),
  kind: auditKindSchema,
  entity: z.object({
    type: auditEntityTypeSchema,
    id: z.string(),
    /**
     * What the screens call it, read when the trail is: a coupon's code, a person's or member's
     * name, a setting's label. Absent when the record is gone.
     */
    name: z.string().optional(),
  }),
  before: auditValuesSchema,
  after: auditValuesSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The longest entity id the trail is searched by (Settings → Activity's "Entity id" box). */
export const AUDIT_ENTITY_ID_MAX_LENGTH = 100;

/** Settings → Activity: the whole trail, newest first, paged by the api. */
export const auditListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
    actorId: z.string().min(1).max(100).optional(),
    kind: auditKindSchema.optional(),
    entityType: auditEntityTypeSchema.optional(),
    entityId: z.string().trim().min(1).max(AUDIT_ENTITY_ID_MAX_LENGTH).optional(),
    ...dateRangeFields,
  })
  .refine(isDateRangeInOrder, dateRangeOrderIssue);
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

/** One entity's own history, for its page. */
export const entityAuditQuerySchema = z.object({
  type: auditEntityTypeSchema,
  id: z.string().min(1).max(AUDIT_ENTITY_ID_MAX_LENGTH),
});

/** Who may appear in the person filter. */
export const auditActorSchema = z.object({ id: z.string(), name: z.string() });
