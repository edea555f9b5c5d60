import type { Queryable } from '../db/database';
import { TokenError, verifyToken, type VerifiedToken } from './tokens';

/**
 * Signed-out token ids, kept until the token would have expired. Every authenticated request and
 * socket handshake asks `isRevoked`, so the set lives in memory (loaded at start, written
 * through to the database so a restart still refuses them).
 */
export interface TokenRevocations {
  revoke(token: VerifiedToken): Promise<void>;
  isRevoked(jti: string | undefined): boolean;
  /** Called with each newly revoked id (the socket namespace drops that token's sockets). */
  onRevoke(listener: (jti: string) => void): void;
}

export async function loadTokenRevocations(db: Queryable): Promise<TokenRevocations> {
  await db.query('DELETE FROM revoked_tokens WHERE expires_at <= now()');
  const rows = await db.query<{ jti: string; expiresAt: Date }>(
    'SELECT jti, expires_at AS "expiresAt" FROM revoked_tokens',
  );
  const revoked = new Map(rows.map((row) => [row.jti, new Date(row.expiresAt).getTime()]));
  const listeners: ((jti: string) => void)[] = [];

  function forgetExpired(now: number) {
    for (const [jti, expiresAt] of revoked) if (expiresAt <= now) revoked.delete(jti);
  }

  return {
    async revoke({ jti, expiresAt }) {
      if (!jti) return;
      forgetExpired(Date.now());
      revoked.set(jti, expiresAt.getTime());
      await db.query(
        'INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING',
        [jti, expiresAt.toISOString()],
      );
      for (const listener of listeners) listener(jti);
    },
    isRevoked: (jti) => jti !== undefined && revoked.has(jti),
    onRevoke(listener) {
      listeners.push(listener);
    },
  };
}

/** An access token that verifies and has not been signed out; throws TokenError otherwise. */
export async function verifyLiveAccessToken(
  token: string,
  key: Uint8Array,
  revocations: TokenRevocations,
): Promise<VerifiedToken> {
  const verified = await verifyToken(token, key, 'access');
  if (revocations.isRevoked(verified.jti)) throw new TokenError('Access token revoked');
  return verified;
}
