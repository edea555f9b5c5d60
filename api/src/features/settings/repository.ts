import {
  DEFAULT_SECOND_APPROVAL_THRESHOLD,
  pendingApprovalChangeSchema,
  type PendingApprovalChange,
} from '@backoffice/shared/contract';
import type { Queryable } from '../../db/database';
import { APPROVAL_THRESHOLD_KEY } from '../funding/four-eyes';

/** The change an owner asked for, waiting for another owner (or its time), in app_settings. */
const PENDING_APPROVAL_KEY = 'approval_threshold_pending';

export interface StoredSettings {
  thresholdUsd: number;
  pending: PendingApprovalChange | null;
}

/** Both rows as stored; `lock` holds them until the transaction ends. */
export async function readStoredSettings(db: Queryable, lock = false): Promise<StoredSettings> {
  const rows = await db.query<{ key: string; value: unknown }>(
    `SELECT key, value FROM app_settings WHERE key IN ($1, $2) ${lock ? 'FOR UPDATE' : ''}`,
    [APPROVAL_THRESHOLD_KEY, PENDING_APPROVAL_KEY],
  );
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const threshold = value(APPROVAL_THRESHOLD_KEY);
  const pending = value(PENDING_APPROVAL_KEY);
  return {
    thresholdUsd: threshold === undefined ? DEFAULT_SECOND_APPROVAL_THRESHOLD : Number(threshold),
    pending: pending === undefined ? null : pendingApprovalChangeSchema.parse(pending),
  };
}

async function writeSetting(db: Queryable, key: string, value: unknown): Promise<void> {
  await db.query(
    `INSERT INTO app_settings (key, value, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  );
}

/** Stores the waiting change, or clears it (null). */
export async function storePending(tx: Queryable, pending: PendingApprovalChange | null) {
  if (!pending) {
    await tx.query('DELETE FROM app_settings WHERE key = $1', [PENDING_APPROVAL_KEY]);
    return;
  }
  await writeSetting(tx, PENDING_APPROVAL_KEY, pending);
}

export async function writeApprovalThreshold(tx: Queryable, thresholdUsd: number): Promise<void> {
  await writeSetting(tx, APPROVAL_THRESHOLD_KEY, thresholdUsd);
}
