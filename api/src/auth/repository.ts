import type { Role, StaffRole } from '@backoffice/shared/contract';
import type { Queryable } from '../db/database';
import { MFA_REQUIRED_ROLES_KEY } from './mfa-policy';

export interface AccountRow {
  id: string;
  name: string;
  email: string;
  passwordHash: string | null;
  status: string;
  /** Staff accounts only. */
  staffRole?: StaffRole;
}

const STAFF_ACCOUNT = `SELECT id, name, email, password_hash AS "passwordHash", role AS "staffRole",
         CASE WHEN disabled_at IS NULL THEN 'active' ELSE 'disabled' END AS status
  FROM admins`;

const ACCOUNT_QUERIES: Record<Role, string> = {
  admin: `${STAFF_ACCOUNT} WHERE lower(email) = lower($1)`,
  member: `SELECT id, full_name AS name, email, password_hash AS "passwordHash", status
           FROM members WHERE lower(email) = lower($1)`,
};

/** The account of `role` that signs in with `email`, in any letter case. */
export async function findAccountByEmail(
  db: Queryable,
  role: Role,
  email: string,
): Promise<AccountRow | undefined> {
  const [account] = await db.query<AccountRow>(ACCOUNT_QUERIES[role], [email]);
  return account;
}

export async function findStaffAccount(
  db: Queryable,
  staffId: string,
): Promise<AccountRow | undefined> {
  const [account] = await db.query<AccountRow>(`${STAFF_ACCOUNT} WHERE id = $1`, [staffId]);
  return account;
}

/** Whether the account started a TOTP setup it has not confirmed yet. */
export async function hasPendingTotp(db: Queryable, staffId: string): Promise<boolean> {
  const pending = await db.query('SELECT 1 FROM staff_totp WHERE staff_id = $1', [staffId]);
  return pending.length > 0;
}

export async function writeMfaRequiredRoles(
  db: Queryable,
  requiredRoles: readonly StaffRole[],
): Promise<void> {
  await db.query(
    `INSERT INTO app_settings (key, value, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [MFA_REQUIRED_ROLES_KEY, JSON.stringify(requiredRoles)],
  );
}
