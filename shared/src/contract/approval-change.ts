import './zod-config';
import { z } from 'zod';
import { isoDateTime } from './common';
import { approvalSettingsSchema } from './four-eyes';

/**
 * A change to the four-eyes threshold is never immediate: `PUT /settings/approval` records it as
 * pending (202) and another owner confirms it (`POST /settings/approval/confirm`). While the
 * platform has one active owner only, it applies by itself `APPROVAL_CHANGE_DELAY_HOURS` after
 * the request (`effectiveAt`); every staff member is notified when it is asked for and when it
 * applies. The asker may cancel it (`DELETE /settings/approval/pending`). docs/security.md.
 */
export const APPROVAL_CHANGE_DELAY_HOURS = 24;

export const pendingApprovalChangeSchema = z.object({
  thresholdUsd: z.number().int().nonnegative(),
  requestedBy: z.object({ id: z.string(), name: z.string() }),
  requestedAt: isoDateTime,
  /** When it applies without a second owner; null while another owner can confirm it. */
  effectiveAt: isoDateTime.nullable(),
});
export type PendingApprovalChange = z.infer<typeof pendingApprovalChangeSchema>;

/** The threshold in force and the change waiting, if any. */
export const approvalSettingsStateSchema = approvalSettingsSchema.extend({
  pending: pendingApprovalChangeSchema.nullable(),
});
export type ApprovalSettingsState = z.infer<typeof approvalSettingsStateSchema>;

export const NO_PENDING_APPROVAL_CHANGE = 'No threshold change is waiting';
export const OWN_APPROVAL_CHANGE =
  'You asked for this change: another owner must confirm it (or it applies at the time shown)';
export const NOT_YOUR_APPROVAL_CHANGE = 'Only the owner who asked for this change can cancel it';

/**
 * Whether this person may confirm a waiting change (another owner than the asker): the threshold
 * change, and a role grant (./role-grant) too.
 */
export const mayConfirmApprovalChange = (
  pending: Pick<PendingApprovalChange, 'requestedBy'>,
  personId: string,
) => pending.requestedBy.id !== personId;
