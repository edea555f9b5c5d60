import {
  actionAudienceRoles,
  APPROVAL_CHANGE_DELAY_HOURS,
  type ApprovalSettingsState,
  type PendingApprovalChange,
  type StaffActionId,
} from '@backoffice/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { recordAudit } from '../audit/repository';
import { APPROVAL_THRESHOLD_KEY } from '../funding/four-eyes';
import { insertSettingsNotices } from '../notifications/repository';
import { untiedTo } from '../staff/control-chain';
import { listSignedUpOwnerIds } from '../staff/repository';
import {
  readStoredSettings,
  storePending,
  writeApprovalThreshold,
  type StoredSettings,
} from './repository';

export const APPROVAL_SETTING = { type: 'setting', id: APPROVAL_THRESHOLD_KEY } as const;

const isDue = (pending: PendingApprovalChange | null, now = Date.now()) =>
  pending?.effectiveAt != null && Date.parse(pending.effectiveAt) <= now;

/**
 * The threshold the four-eyes rule applies now: a pending change whose time has come counts even
 * before `applyDueApprovalChange` has written it, so the rule never depends on that sweep's timing.
 */
export async function thresholdInForce(db: Queryable): Promise<number> {
  const stored = await readStoredSettings(db);
  return isDue(stored.pending) ? stored.pending!.thresholdUsd : stored.thresholdUsd;
}

/**
 * Whether another owner could confirm `askerId`'s change: active (an invited owner without a
 * password cannot) and not tied to the asker (an owner the asker brought in, or who brought the
 * asker in, does not count: shared/src/contract/dual-control.ts).
 */
export async function hasIndependentOwner(db: Queryable, askerId: string): Promise<boolean> {
  const others = await untiedTo(db, askerId, await listSignedUpOwnerIds(db));
  return others.length > 0;
}

/**
 * A notification for every active staff account of the roles that hear of `action` (the
 * contract's actions table: the people who can act on it), in the caller's transaction.
 */
export async function notifyWhoHears(
  db: Queryable,
  action: StaffActionId,
  title: string,
  body: string,
): Promise<void> {
  await insertSettingsNotices(db, actionAudienceRoles(action), { title, body });
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dollars = (cents: number) => usd.format(cents / 100);

export function pendingChange(
  thresholdUsd: number,
  requestedBy: { id: string; name: string },
  onlyOwner: boolean,
  now = new Date(),
): PendingApprovalChange {
  return {
    thresholdUsd,
    requestedBy: { id: requestedBy.id, name: requestedBy.name },
    requestedAt: now.toISOString(),
    effectiveAt: onlyOwner
      ? new Date(now.getTime() + APPROVAL_CHANGE_DELAY_HOURS * 60 * 60 * 1000).toISOString()
      : null,
  };
}

export async function notifyRequested(tx: Queryable, pending: PendingApprovalChange) {
  const when = pending.effectiveAt
    ? // The bell says the instant in the reader's words and zone ("tomorrow at 23:01": withNearTimes).
      `It applies on its own ${pending.effectiveAt} unless cancelled.`
    : 'It applies when another owner confirms it.';
  await notifyWhoHears(
    tx,
    'changeThreshold',
    'Approval threshold change requested',
    `${pending.requestedBy.name} asked for second approvals above ${dollars(pending.thresholdUsd)}. ${when}`,
  );
}

/**
 * Writes the pending change as the threshold in force, clears it, audits it (the confirming owner,
 * or the asker when it applied after its delay) and tells every staff member. Call with the rows
 * locked by `readStoredSettings(tx, true)`.
 */
export async function applyPending(
  tx: Queryable,
  stored: StoredSettings & { pending: PendingApprovalChange },
  confirmedBy: { id: string; name: string } | null,
): Promise<ApprovalSettingsState> {
  const { pending } = stored;
  await writeApprovalThreshold(tx, pending.thresholdUsd);
  await storePending(tx, null);
  await recordAudit(tx, {
    actor: confirmedBy ?? pending.requestedBy,
    kind: 'settings.approval',
    entity: APPROVAL_SETTING,
    before: { thresholdUsd: stored.thresholdUsd },
    after: {
      thresholdUsd: pending.thresholdUsd,
      requestedBy: pending.requestedBy.name,
      requestedAt: pending.requestedAt,
      confirmedBy: confirmedBy?.name ?? null,
    },
  });
  await notifyWhoHears(
    tx,
    'confirmThreshold',
    'Approval threshold changed',
    `Approvals above ${dollars(pending.thresholdUsd)} now need two people` +
      (confirmedBy
        ? ` (asked by ${pending.requestedBy.name}, confirmed by ${confirmedBy.name}).`
        : ` (asked by ${pending.requestedBy.name}; no other owner, so it applied after ${APPROVAL_CHANGE_DELAY_HOURS} hours).`),
  );
  return { thresholdUsd: pending.thresholdUsd, pending: null };
}

/** Applies a pending change whose time has come; a no-op otherwise. Safe to run from anywhere. */
export async function applyDueApprovalChange(db: Database, now = Date.now()): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await readStoredSettings(tx, true);
    if (stored.pending && isDue(stored.pending, now)) {
      await applyPending(tx, { ...stored, pending: stored.pending }, null);
    }
  });
}
