import {
  INVITATION_WAITING,
  staffRoleSchema,
  type Role,
  type StaffRole,
} from '@backoffice/shared/contract';
import { z } from 'zod';
import type { Queryable } from '../db/database';

export interface AccountRow {
  id: string;
  name: string;
  email: string;
  passwordHash: string | null;
  status: string;
  /** Staff accounts only. */
  staffRole?: StaffRole;
}

// An invitation into a role that can approve or own is held while its grant of that same role
// waits (shared/src/contract/role-grant.ts): the account is not yet usable.
const STAFF_ACCOUNT = `SELECT id, name, email, password_hash AS "passwordHash", role AS "staffRole",
         CASE WHEN disabled_at IS NOT NULL THEN 'disabled'
              WHEN EXISTS (SELECT 1 FROM staff_role_grants g
                           WHERE g.staff_id = admins.id AND g.role = admins.role)
                THEN '${INVITATION_WAITING}'
              ELSE 'active' END AS status
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

/** The staff or member account with exactly this email (the test harness's lookup). */
export async function findUserIdByEmail(db: Queryable, email: string): Promise<string | undefined> {
  const [user] = await db.query<{ id: string }>(
    'SELECT id FROM admins WHERE email = $1 UNION SELECT id FROM members WHERE email = $1',
    [email],
  );
  return user?.id;
}

export async function findStaffAccount(
  db: Queryable,
  staffId: string,
): Promise<AccountRow | undefined> {
  const [account] = await db.query<AccountRow>(`${STAFF_ACCOUNT} WHERE id = $1`, [staffId]);
  return account;
}

export const MFA_REQUIRED_ROLES_KEY = 'mfa_required_roles';

/** The roles whose accounts an owner requires to sign in with two-factor. */
export async function readMfaRequiredRoles(db: Queryable): Promise<StaffRole[]> {
  const [row] = await db.query<{ value: unknown }>(
    'SELECT value FROM app_settings WHERE key = $1',
    [MFA_REQUIRED_ROLES_KEY],
  );
  return z.array(staffRoleSchema).catch([]).parse(row?.value);
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

/** A staff account as each request checks it. */
export interface StaffState {
  role: StaffRole;
  disabled: boolean;
  /** An owner requires two-factor for the role and the account has not enrolled. */
  mustEnrol: boolean;
}

/** What `readStaffState` reads: a write to any of them may change an account's state. */
export const STAFF_STATE_TABLES = ['admins', 'app_settings', 'staff_totp'] as const;

// One primary-key row each: the requirement and the enrolment ride on the read every staff
// call makes anyway, so the two-factor gate costs no statement of its own.
export async function readStaffState(
  db: Queryable,
  staffId: string,
): Promise<StaffState | undefined> {
  const [row] = await db.query<StaffState>(
    `SELECT a.role, a.disabled_at IS NOT NULL AS disabled,
       EXISTS (SELECT 1 FROM app_settings s
               WHERE s.key = $2 AND s.value @> to_jsonb(a.role))
       AND NOT EXISTS (SELECT 1 FROM staff_totp t
                       WHERE t.staff_id = a.id AND t.confirmed_at IS NOT NULL) AS "mustEnrol"
     FROM admins a WHERE a.id = $1`,
    [staffId, MFA_REQUIRED_ROLES_KEY],
  );
  return row;
}

/** What `readMemberTokenState` reads. */
export const MEMBER_TOKEN_STATE_TABLES = ['members'] as const;

/** A member account's status and the moment before which its tokens are refused. */
export async function readMemberTokenState(
  db: Queryable,
  memberId: string,
): Promise<{ status: string; tokensValidAfter: Date | null } | undefined> {
  const [row] = await db.query<{ status: string; tokensValidAfter: Date | null }>(
    'SELECT status, tokens_valid_after AS "tokensValidAfter" FROM members WHERE id = $1',
    [memberId],
  );
  return row;
}
