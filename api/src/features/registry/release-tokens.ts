import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  RELEASE_TOKEN_PREFIX,
  type CreatedReleaseToken,
  type ReleaseToken,
} from '@backoffice/shared/contract';
import type { Queryable } from '../../db/database';
import { insertReleaseToken, useReleaseTokenHash } from './repository';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token for one area; only its hash is stored, so this is the one time it is seen. */
export async function createReleaseToken(
  db: Queryable,
  remote: string,
  label: string,
  createdBy: string,
): Promise<CreatedReleaseToken> {
  const id = `rtk-${randomUUID()}`;
  const token = `${RELEASE_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  await insertReleaseToken(db, { id, remote, label, tokenHash: hashOf(token), createdBy });
  return { id, label, token };
}

/** The live token a raw token is, noting its use; undefined for an unknown or revoked one. */
export function findReleaseToken(db: Queryable, token: string): Promise<ReleaseToken | undefined> {
  return useReleaseTokenHash(db, hashOf(token));
}
