import { staffRoleSchema, type StaffRole } from '@backoffice/shared/contract';
import { z } from 'zod';
import type { Queryable } from '../db/database';

export const MFA_REQUIRED_ROLES_KEY = 'mfa_required_roles';

/** The roles whose accounts an owner requires to sign in with two-factor. */
export async function readMfaRequiredRoles(db: Queryable): Promise<StaffRole[]> {
  const [row] = await db.query<{ value: unknown }>(
    'SELECT value FROM app_settings WHERE key = $1',
    [MFA_REQUIRED_ROLES_KEY],
  );
  return z.array(staffRoleSchema).catch([]).parse(row?.value);
}
