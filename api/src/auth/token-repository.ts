import type { Queryable } from '../db/database';

/**
 * Issued refresh tokens (to tell a token's one use from a reuse) and revoked tokens and token
 * families, each kept until its tokens would have expired.
 */

export async function deleteExpiredRefreshTokens(db: Queryable): Promise<void> {
  await db.query('DELETE FROM refresh_tokens WHERE expires_at <= now()');
}

export async function insertRefreshToken(
  db: Queryable,
  token: { jti: string; family: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO refresh_tokens (jti, family, user_id, expires_at) VALUES ($1, $2, $3, $4)',
    [token.jti, token.family, token.userId, token.expiresAt.toISOString()],
  );
}

/** Marks an unused refresh token used; one UPDATE, so of two racing uses only one gets true. */
export async function markRefreshTokenUsed(
  db: Queryable,
  jti: string,
  family: string,
): Promise<boolean> {
  const first = await db.query(
    `UPDATE refresh_tokens SET used_at = now()
     WHERE jti = $1 AND family = $2 AND used_at IS NULL RETURNING jti`,
    [jti, family],
  );
  return first.length > 0;
}

export async function refreshTokenExists(
  db: Queryable,
  jti: string,
  family: string,
): Promise<boolean> {
  const known = await db.query('SELECT 1 FROM refresh_tokens WHERE jti = $1 AND family = $2', [
    jti,
    family,
  ]);
  return known.length > 0;
}

/** The account's token families with a live refresh token that are not revoked. */
export async function liveTokenFamilies(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ family: string }>(
    `SELECT DISTINCT family FROM refresh_tokens t
     WHERE user_id = $1 AND expires_at > now()
       AND NOT EXISTS (SELECT 1 FROM revoked_token_families r WHERE r.family = t.family)`,
    [userId],
  );
  return rows.map((row) => row.family);
}

export async function deleteExpiredRevocations(db: Queryable): Promise<void> {
  await db.query('DELETE FROM revoked_tokens WHERE expires_at <= now()');
  await db.query('DELETE FROM revoked_token_families WHERE expires_at <= now()');
}

/** A revoked token id or family and when its revocation may be forgotten. */
export interface RevokedRow {
  id: string;
  expiresAt: Date;
}

export function listRevokedTokens(db: Queryable): Promise<RevokedRow[]> {
  return db.query<RevokedRow>('SELECT jti AS id, expires_at AS "expiresAt" FROM revoked_tokens');
}

export function listRevokedTokenFamilies(db: Queryable): Promise<RevokedRow[]> {
  return db.query<RevokedRow>(
    'SELECT family AS id, expires_at AS "expiresAt" FROM revoked_token_families',
  );
}

/** Whether the token id or the family (either may be null) is revoked and not yet expired. */
/** What `isRevokedInDatabase` reads. */
export const REVOCATION_TABLES = ['revoked_tokens', 'revoked_token_families'] as const;

export async function isRevokedInDatabase(
  db: Queryable,
  jti: string | null,
  family: string | null,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM revoked_tokens WHERE jti = $1 AND expires_at > now()
     UNION ALL
     SELECT 1 FROM revoked_token_families WHERE family = $2 AND expires_at > now()`,
    [jti, family],
  );
  return rows.length > 0;
}

export async function insertRevokedToken(
  db: Queryable,
  jti: string,
  expiresAt: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING',
    [jti, expiresAt.toISOString()],
  );
}

/** Revokes a family until `expiresAt`, or until its later time when it was revoked already. */
export async function upsertRevokedTokenFamily(
  db: Queryable,
  family: string,
  expiresAt: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO revoked_token_families (family, expires_at) VALUES ($1, $2)
     ON CONFLICT (family) DO UPDATE SET expires_at = greatest(revoked_token_families.expires_at, $2)`,
    [family, expiresAt.toISOString()],
  );
}
