import { STEP_UP_REASON, stepUpRequiredText } from '@backoffice/shared/contract';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/errors';
import { hasRecentAuth } from './sign-in-repository';
import type { VerifiedToken } from './tokens';

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
  const recent = token.family
    ? await hasRecentAuth(db, { family: token.family, userId: token.user.id, minutes })
    : false;
  if (!recent) {
    throw new ApiError(403, stepUpRequiredText(minutes), undefined, undefined, STEP_UP_REASON);
  }
}
