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

/**
 * `GET /audit/head`: the newest entry's sequence number and hash, signed with an HMAC under the
 * api's AUDIT_KEY, a secret the database never holds. An operator keeps a copy somewhere
 * append-only; whoever rewrites the trail inside the database cannot sign a head that matches.
 */
export const auditHeadSchema = z.object({
  seq: z.number().int().nonnegative(),
  hash: z.string(),
  at: isoDateTime.nullable(),
  hmac: z.string(),
});

/** `GET /audit/verify?seq=&hash=&hmac=`: a head saved earlier, checked against today's chain. */
export const auditVerifyQuerySchema = z.object({
  seq: z.coerce.number().int().nonnegative().optional(),
  hash: z.string().max(200).optional(),
  hmac: z.string().max(200).optional(),
});

/** Whether today's chain still extends a saved head, and if not, why. */
export const auditHeadCheckSchema = z.object({
  extends: z.boolean(),
  reason: z.string().optional(),
});

export const auditVerificationWithHeadSchema = auditVerificationSchema.extend({
  head: auditHeadCheckSchema.optional(),
});
