import type { Queryable } from '../db/database';
import type { TokenRevocations } from './revocations';
import { familyExpiry } from './tokens';

/**
 * Ends every sign-in of an account except `keepFamily` (the caller's own): each family with a
 * live refresh token is revoked, which refuses its access and refresh tokens and, through the
 * revocation news (issue 23), drops its sockets on every instance.
 */
export async function endSessionsOf(
  db: Queryable,
  revocations: TokenRevocations,
  userId: string,
  keepFamily?: string,
): Promise<void> {
  const rows = await db.query<{ family: string }>(
    'SELECT DISTINCT family FROM refresh_tokens WHERE user_id = $1 AND expires_at > now()',
    [userId],
  );
  const expiresAt = familyExpiry();
  for (const { family } of rows) {
    if (family !== keepFamily) await revocations.revokeFamily(family, expiresAt);
  }
}
