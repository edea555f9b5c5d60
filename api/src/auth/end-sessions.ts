import type { SessionClosedReason } from '@backoffice/shared/contract';
import type { Queryable } from '../db/database';
import type { TokenRevocations } from './revocations';
import { familyExpiry } from './tokens';

/**
 * Ends every sign-in of an account except `keepFamily` (the caller's own): each family with a
 * live refresh token is revoked, which refuses its access and refresh tokens and, through the
 * revocation news, drops its sockets on every instance, telling them `reason`
 * ('revoked' when not given). Answers how many ended.
 */
export async function endSessionsOf(
  db: Queryable,
  revocations: TokenRevocations,
  userId: string,
  keepFamily?: string,
  reason?: SessionClosedReason,
): Promise<number> {
  const rows = await db.query<{ family: string }>(
    `SELECT DISTINCT family FROM refresh_tokens t
     WHERE user_id = $1 AND expires_at > now()
       AND NOT EXISTS (SELECT 1 FROM revoked_token_families r WHERE r.family = t.family)`,
    [userId],
  );
  const expiresAt = familyExpiry();
  const ended = rows.filter(({ family }) => family !== keepFamily);
  for (const { family } of ended) await revocations.revokeFamily(family, expiresAt, reason);
  return ended.length;
}
