import type { Queryable } from '../db/database';
import type { VerifiedToken } from './tokens';

/** What was revoked: one token by id, or every token of a sign-in's family. */
export type Revoked = { jti: string } | { family: string };

/**
 * Signed-out token ids and ended token families, each kept until its tokens would have expired.
 * Every authenticated request and socket event asks, so both sets live in memory (loaded at start,
 * written through to the database so a restart still refuses them).
 */
export interface TokenRevocations {
  revoke(token: VerifiedToken): Promise<void>;
  /** Ends a sign-in: its access and refresh tokens are refused until `expiresAt`. */
  revokeFamily(family: string, expiresAt: Date): Promise<void>;
  isRevoked(token: Pick<VerifiedToken, 'jti' | 'family'>): boolean;
  /** Called with each revocation (the socket namespace drops the sockets it ends). */
  onRevoke(listener: (revoked: Revoked) => void): void;
}

type ExpiryMap = Map<string, number>;

function forgetExpired(map: ExpiryMap, now: number) {
  for (const [id, expiresAt] of map) if (expiresAt <= now) map.delete(id);
}

export async function loadTokenRevocations(db: Queryable): Promise<TokenRevocations> {
  await db.query('DELETE FROM revoked_tokens WHERE expires_at <= now()');
  await db.query('DELETE FROM revoked_token_families WHERE expires_at <= now()');
  const load = async (sql: string): Promise<ExpiryMap> => {
    const rows = await db.query<{ id: string; expiresAt: Date }>(sql);
    return new Map(rows.map((row) => [row.id, new Date(row.expiresAt).getTime()]));
  };
  const tokens = await load('SELECT jti AS id, expires_at AS "expiresAt" FROM revoked_tokens');
  const families = await load(
    'SELECT family AS id, expires_at AS "expiresAt" FROM revoked_token_families',
  );
  const listeners: ((revoked: Revoked) => void)[] = [];
  const announce = (revoked: Revoked) => {
    for (const listener of listeners) listener(revoked);
  };

  return {
    async revoke({ jti, expiresAt }) {
      if (!jti) return;
      forgetExpired(tokens, Date.now());
      tokens.set(jti, expiresAt.getTime());
      await db.query(
        'INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING',
        [jti, expiresAt.toISOString()],
      );
      announce({ jti });
    },
    async revokeFamily(family, expiresAt) {
      forgetExpired(families, Date.now());
      families.set(family, Math.max(families.get(family) ?? 0, expiresAt.getTime()));
      await db.query(
        `INSERT INTO revoked_token_families (family, expires_at) VALUES ($1, $2)
         ON CONFLICT (family) DO UPDATE SET expires_at = greatest(revoked_token_families.expires_at, $2)`,
        [family, expiresAt.toISOString()],
      );
      announce({ family });
    },
    isRevoked: ({ jti, family }) =>
      (jti !== undefined && tokens.has(jti)) || (family !== undefined && families.has(family)),
    onRevoke(listener) {
      listeners.push(listener);
    },
  };
}
