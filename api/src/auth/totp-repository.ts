import type { Queryable } from '../db/database';

/**
 * Staff two-factor's records: each account's TOTP secret (`staff_totp`), its recovery codes and
 * the challenges of a sign-in's second step. Codes and challenge tokens arrive here hashed.
 */

/** Stores a new secret, unconfirmed, in place of any the account had. */
export async function upsertTotpSecret(
  db: Queryable,
  staffId: string,
  secret: string,
): Promise<void> {
  await db.query(
    `INSERT INTO staff_totp (staff_id, secret) VALUES ($1, $2)
     ON CONFLICT (staff_id) DO UPDATE SET secret = EXCLUDED.secret, confirmed_at = NULL, last_step = NULL`,
    [staffId, secret],
  );
}

export interface TotpRow {
  secret: string;
  confirmed: boolean;
}

export async function findTotp(db: Queryable, staffId: string): Promise<TotpRow | undefined> {
  const [row] = await db.query<TotpRow>(
    'SELECT secret, confirmed_at IS NOT NULL AS confirmed FROM staff_totp WHERE staff_id = $1',
    [staffId],
  );
  return row;
}

/** Whether the account started a TOTP setup it has not confirmed yet. */
export async function hasPendingTotp(db: Queryable, staffId: string): Promise<boolean> {
  const pending = await db.query('SELECT 1 FROM staff_totp WHERE staff_id = $1', [staffId]);
  return pending.length > 0;
}

/** Uses up `step` and every older one; false when it (or a later one) was used already. */
export async function useTotpStep(db: Queryable, staffId: string, step: number): Promise<boolean> {
  const used = await db.query(
    `UPDATE staff_totp SET last_step = $2
     WHERE staff_id = $1 AND (last_step IS NULL OR last_step < $2) RETURNING staff_id`,
    [staffId, step],
  );
  return used.length === 1;
}

export async function markTotpConfirmed(db: Queryable, staffId: string): Promise<void> {
  await db.query('UPDATE staff_totp SET confirmed_at = now() WHERE staff_id = $1', [staffId]);
}

export async function deleteTotp(db: Queryable, staffId: string): Promise<void> {
  await db.query('DELETE FROM staff_totp WHERE staff_id = $1', [staffId]);
}

/** Uses up an unused recovery code by its hash; false when there is none. */
export async function useRecoveryCodeHash(
  db: Queryable,
  staffId: string,
  codeHash: string,
): Promise<boolean> {
  const used = await db.query(
    `UPDATE staff_recovery_codes SET used_at = now()
     WHERE staff_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING staff_id`,
    [staffId, codeHash],
  );
  return used.length === 1;
}

export async function deleteRecoveryCodes(db: Queryable, staffId: string): Promise<void> {
  await db.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [staffId]);
}

export async function insertRecoveryCode(
  db: Queryable,
  staffId: string,
  codeHash: string,
): Promise<void> {
  await db.query('INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES ($1, $2)', [
    staffId,
    codeHash,
  ]);
}

export async function recoveryCodesLeft(db: Queryable, staffId: string): Promise<number> {
  const [row] = await db.query<{ left: number }>(
    'SELECT count(*)::int AS left FROM staff_recovery_codes WHERE staff_id = $1 AND used_at IS NULL',
    [staffId],
  );
  return row?.left ?? 0;
}

export async function insertMfaChallenge(
  db: Queryable,
  challenge: { tokenHash: string; staffId: string; minutes: number },
): Promise<void> {
  await db.query(
    `INSERT INTO mfa_challenges (token_hash, staff_id, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [challenge.tokenHash, challenge.staffId, challenge.minutes],
  );
}

/** The account of a live, unused challenge. */
export async function findChallengeStaffId(
  db: Queryable,
  tokenHash: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ staffId: string }>(
    `SELECT staff_id AS "staffId" FROM mfa_challenges
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
    [tokenHash],
  );
  return row?.staffId;
}

/** Uses up a live challenge; of two racing uses only one gets true. */
export async function useMfaChallenge(db: Queryable, tokenHash: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE mfa_challenges SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING staff_id`,
    [tokenHash],
  );
  return rows.length === 1;
}
