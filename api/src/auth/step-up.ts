import { STEP_UP_REASON, stepUpRequiredText } from '@backoffice/shared/contract';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/errors';
import type { VerifiedToken } from './tokens';

/**
 * Marks the sign-in `family` as having just proved its password (or a code): a sign-in or a
 * step-up. Answers when the window opened.
 */
export async function markRecentAuth(db: Queryable, family: string, userId: string): Promise<Date> {
  const [row] = await db.query<{ at: Date | string }>(
    `INSERT INTO recent_auth (family, user_id, authenticated_at) VALUES ($1, $2, now())
     ON CONFLICT (family) DO UPDATE SET authenticated_at = now()
     RETURNING authenticated_at AS at`,
    [family, userId],
  );
  return new Date(row!.at);
}

/**
 * The step-up guard for the sensitive rows of the staff actions table (`sensitiveActionIds`): the caller's
 * sign-in must have proved its password or a code in the last `minutes` (STEP_UP_MINUTES, a
 * decimal: the window is counted in seconds so 0.05 is 3 s), or the answer is a 403 with
 * `reason: 'step_up_required'` (a 401 would end the session, docs/spec.md §8). Called before the
 * action reads its input or changes anything.
 */
export async function requireRecentAuth(ctx: {
  db: Queryable;
  token: VerifiedToken;
  minutes: number;
}): Promise<void> {
  const { db, token, minutes } = ctx;
  const rows = token.family
    ? await db.query(
        `SELECT 1 FROM recent_auth WHERE family = $1 AND user_id = $2
           AND authenticated_at > now() - make_interval(secs => $3::float8 * 60)`,
        [token.family, token.user.id, minutes],
      )
    : [];
  if (rows.length === 0) {
    throw new ApiError(403, stepUpRequiredText(minutes), undefined, undefined, STEP_UP_REASON);
  }
}
