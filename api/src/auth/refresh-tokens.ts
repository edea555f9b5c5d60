import type { Queryable } from '../db/database';
import {
  deleteExpiredRefreshTokens,
  insertRefreshToken,
  markRefreshTokenUsed,
  refreshTokenExists,
} from './token-repository';

/** Records an issued refresh token in its family, so its one use can be told from a reuse. */
export async function recordRefreshToken(
  db: Queryable,
  token: { jti: string; family: string; userId: string; expiresAt: Date },
): Promise<void> {
  await deleteExpiredRefreshTokens(db);
  await insertRefreshToken(db, token);
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
  if (await markRefreshTokenUsed(db, jti, family)) return 'first';
  return (await refreshTokenExists(db, jti, family)) ? 'reused' : 'unknown';
}
