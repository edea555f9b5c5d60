import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  RELEASE_TOKEN_PREFIX,
  type CreatedReleaseToken,
  type ReleaseToken,
} from '@backoffice/shared/contract';
import { toIso, toIsoOrNull, type Queryable } from '../../db/database';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

interface TokenRow {
  id: string;
  remote: string;
  label: string;
  createdBy: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const TOKEN_SELECT = `id, remote, label, created_by AS "createdBy", created_at AS "createdAt",
  last_used_at AS "lastUsedAt"`;

const toToken = (row: TokenRow): ReleaseToken => ({
  id: row.id,
  remote: row.remote,
  label: row.label,
  createdBy: row.createdBy,
  createdAt: toIso(row.createdAt),
  lastUsedAt: toIsoOrNull(row.lastUsedAt),
});

/** A new token for one area; only its hash is stored, so this is the one time it is seen. */
export async function createReleaseToken(
  db: Queryable,
  remote: string,
  label: string,
  createdBy: string,
): Promise<CreatedReleaseToken> {
  const id = `rtk-${randomUUID()}`;
  const token = `${RELEASE_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  await db.query(
    `INSERT INTO registry_tokens (id, remote, label, token_hash, created_by) VALUES ($1, $2, $3, $4, $5)`,
    [id, remote, label, hashOf(token), createdBy],
  );
  return { id, label, token };
}

export async function listReleaseTokens(db: Queryable, remote: string): Promise<ReleaseToken[]> {
  const rows = await db.query<TokenRow>(
    `SELECT ${TOKEN_SELECT} FROM registry_tokens WHERE remote = $1 AND revoked_at IS NULL
     ORDER BY created_at, id`,
    [remote],
  );
  return rows.map(toToken);
}

/** Revokes a live token of the area; undefined when it has none by that id. */
export async function revokeReleaseToken(
  db: Queryable,
  remote: string,
  id: string,
): Promise<ReleaseToken | undefined> {
  const [row] = await db.query<TokenRow>(
    `UPDATE registry_tokens SET revoked_at = now()
     WHERE id = $1 AND remote = $2 AND revoked_at IS NULL RETURNING ${TOKEN_SELECT}`,
    [id, remote],
  );
  return row && toToken(row);
}

/** The live token a raw token is, noting its use; undefined for an unknown or revoked one. */
export async function findReleaseToken(
  db: Queryable,
  token: string,
): Promise<ReleaseToken | undefined> {
  const [row] = await db.query<TokenRow>(
    `UPDATE registry_tokens SET last_used_at = now()
     WHERE token_hash = $1 AND revoked_at IS NULL RETURNING ${TOKEN_SELECT}`,
    [hashOf(token)],
  );
  return row && toToken(row);
}
