import { STEP_UP_MINUTES, STEP_UP_REASON, STEP_UP_REQUIRED } from '@backoffice/shared/contract';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/errors';
import type { VerifiedToken } from './tokens';

/** Marks the sign-in `family` as having just proved its password (or a code): a sign-in or a step-up. */
export async function markRecentAuth(db: Queryable, family: string, userId: string): Promise<Date> {
  const [row] = await db.query<{ until: Date | string }>(
    `INSERT INTO recent_auth (family, user_id, authenticated_at) VALUES ($1, $2, now())
     ON CONFLICT (family) DO UPDATE SET authenticated_at = now()
     RETURNING authenticated_at + make_interval(mins => $3) AS until`,
    [family, userId, STEP_UP_MINUTES],
  );
  return new Date(row!.until);
}

/**
 * The step-up guard for sensitive actions (roles, disabling, invitations, resets, approval and
 * two-factor settings, area release tokens): the caller's sign-in must have proved its password or
 * a code in the last STEP_UP_MINUTES, or the answer is a 403 with `reason: 'step_up_required'` (a
 * 401 would end the session, docs/spec.md §8). Call it first, before the action changes anything.
 */
export async function requireRecentAuth(ctx: {
  db: Queryable;
  token: VerifiedToken;
}): Promise<void> {
  const { db, token } = ctx;
  const rows = token.family
    ? await db.query(
        `SELECT 1 FROM recent_auth WHERE family = $1 AND user_id = $2
           AND authenticated_at > now() - make_interval(mins => $3)`,
        [token.family, token.user.id, STEP_UP_MINUTES],
      )
    : [];
  if (rows.length === 0) {
    throw new ApiError(403, STEP_UP_REQUIRED, undefined, undefined, STEP_UP_REASON);
  }
}
