import type { SessionClosedReason } from '@backoffice/shared/contract';
import type { Queryable } from '../db/database';
import type { TokenRevocations } from './revocations';
import { liveTokenFamilies } from './token-repository';
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
  const families = await liveTokenFamilies(db, userId);
  const expiresAt = familyExpiry();
  const ended = families.filter((family) => family !== keepFamily);
  for (const family of ended) await revocations.revokeFamily(family, expiresAt, reason);
  return ended.length;
}
