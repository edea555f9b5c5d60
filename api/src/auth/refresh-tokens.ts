import type { Queryable } from '../db/database';

/** Records an issued refresh token in its family, so its one use can be told from a reuse. */
export async function recordRefreshToken(
  db: Queryable,
  token: { jti: string; family: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.query('DELETE FROM refresh_tokens WHERE expires_at <= now()');
  await db.query(
    'INSERT INTO refresh_tokens (jti, family, user_id, expires_at) VALUES ($1, $2, $3, $4)',
    [token.jti, token.family, token.userId, token.expiresAt.toISOString()],
  );
}

export type RefreshUse = 'first' | 'reused' | 'unknown';

/**
 * Trades a refresh token in: the first use marks it used (one UPDATE, so of two racing uses only
 * one is first); any later use is a reuse. A token this api never recorded is unknown.
 */
export async function useRefreshToken(
  db: Queryable,
  jti: string,
  family: string,
): Promise<RefreshUse> {
  const first = await db.query(
    `UPDATE refresh_tokens SET used_at = now()
     WHERE jti = $1 AND family = $2 AND used_at IS NULL RETURNING jti`,
    [jti, family],
  );
  if (first.length) return 'first';
  const known = await db.query('SELECT 1 FROM refresh_tokens WHERE jti = $1 AND family = $2', [
    jti,
    family,
  ]);
  return known.length ? 'reused' : 'unknown';
}
