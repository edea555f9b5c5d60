import './zod-config';
import { z } from 'zod';
import type { AuditEntityType } from './audit';
import { isoDateTime } from './common';
import type { Permission } from './roles';

/**
 * Who may read one entity's own history (`GET /audit/entity`): the same permission as the list
 * the entity comes from; staff accounts, settings and areas (the release registry), whose
 * histories are owners' business, need the whole trail's `readAudit`.
 */
export const auditEntityPermissions: Readonly<Record<AuditEntityType, Permission>> = {
  funding_request: 'read',
  member: 'read',
  coupon: 'read',
  support_room: 'read',
  saved_reply: 'read',
  saved_view: 'read',
  staff: 'readAudit',
  setting: 'readAudit',
  area: 'readAudit',
};

/**
 * `GET /audit/verify`: each entry stores the hash of the entry before it and of its own content,
 * so a changed, removed or inserted entry breaks the chain from there on. `firstBroken` is the
 * oldest entry whose stored hash does not match what it and its predecessor say.
 */
export const auditVerificationSchema = z.object({
  ok: z.boolean(),
  checked: z.number().int().nonnegative(),
  firstBroken: z.object({ id: z.string(), at: isoDateTime }).optional(),
});
export type AuditVerification = z.infer<typeof auditVerificationSchema>;
