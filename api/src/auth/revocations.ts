import type { SessionClosedReason } from '@backoffice/shared/contract';
import type { Queryable } from '../db/database';
import type { ReadCache } from '../db/read-cache';
import {
  deleteExpiredRevocations,
  insertRevokedToken,
  isRevokedInDatabase,
  listRevokedTokenFamilies,
  listRevokedTokens,
  REVOCATION_TABLES,
  upsertRevokedTokenFamily,
  type RevokedRow,
} from './token-repository';
import type { VerifiedToken } from './tokens';

/** What was revoked: one token by id, or every token of a sign-in's family. */
export type Revoked = { jti: string } | { family: string };

/**
 * A revocation as instances tell each other: what, until when (epoch ms), and what its
 * sockets are told when that is not 'revoked'. A disabled staff account's revocations say
 * 'deactivated': on another instance they may arrive before the news of the disable itself, and
 * whichever comes first decides what the socket reads.
 */
export type RevocationNews = Revoked & { expiresAt: number; reason?: SessionClosedReason };

/** Made by this instance (its own sign-out), or heard from another instance on the database. */
export type Origin = 'here' | 'elsewhere';

/**
 * Signed-out token ids and ended token families, each kept until its tokens would have expired.
 * Every authenticated request and socket event asks, so both sets live in memory (loaded at start,
 * written through to the database so a restart still refuses them). With several instances on one
 * database (`shared`), another instance's revocation reaches this one's memory as news a moment
 * later, so until then `isRevoked` also asks the database, through the read cache: its answer is
 * kept until a revocation is written anywhere, and a write answers only once the other instances
 * were told, so a signed-out token is refused at once on every instance.
 */
export interface TokenRevocations {
  revoke(token: VerifiedToken): Promise<void>;
  /**
   * Ends a sign-in: its access and refresh tokens are refused until `expiresAt`; its sockets are
   * told `reason` ('revoked' when not given).
   */
  revokeFamily(family: string, expiresAt: Date, reason?: SessionClosedReason): Promise<void>;
  isRevoked(token: Pick<VerifiedToken, 'jti' | 'family'>): Promise<boolean>;
  /**
   * From memory only: what a live socket's events ask. Another instance's revocation
   * reaches the memory as news, and the same news drops the socket.
   */
  isKnownRevoked(token: Pick<VerifiedToken, 'jti' | 'family'>): boolean;
  /** Another instance's revocation: kept in memory and announced here, not written again. */
  heardOf(news: RevocationNews): void;
  /** Called with each revocation (the socket namespace drops the sockets it ends). */
  onRevoke(listener: (news: RevocationNews, origin: Origin) => void): void;
}

type ExpiryMap = Map<string, number>;

function forgetExpired(map: ExpiryMap, now: number) {
  for (const [id, expiresAt] of map) if (expiresAt <= now) map.delete(id);
}

export async function loadTokenRevocations(
  db: Queryable,
  options: { shared: boolean; reads: ReadCache },
): Promise<TokenRevocations> {
  await deleteExpiredRevocations(db);
  const expiryMap = (rows: RevokedRow[]): ExpiryMap =>
    new Map(rows.map((row) => [row.id, new Date(row.expiresAt).getTime()]));
  const tokens = expiryMap(await listRevokedTokens(db));
  const families = expiryMap(await listRevokedTokenFamilies(db));
  const listeners: ((news: RevocationNews, origin: Origin) => void)[] = [];
  const announce = (news: RevocationNews, origin: Origin) => {
    for (const listener of listeners) listener(news, origin);
  };
  const inMemory = ({ jti, family }: Pick<VerifiedToken, 'jti' | 'family'>) =>
    (jti !== undefined && tokens.has(jti)) || (family !== undefined && families.has(family));
  const inDatabase = ({ jti, family }: Pick<VerifiedToken, 'jti' | 'family'>) =>
    options.reads.read(`revoked ${jti ?? ''} ${family ?? ''}`, REVOCATION_TABLES, (reader) =>
      isRevokedInDatabase(reader, jti ?? null, family ?? null),
    );

  return {
    async revoke({ jti, expiresAt }) {
      if (!jti) return;
      forgetExpired(tokens, Date.now());
      tokens.set(jti, expiresAt.getTime());
      await insertRevokedToken(db, jti, expiresAt);
      announce({ jti, expiresAt: expiresAt.getTime() }, 'here');
    },
    async revokeFamily(family, expiresAt, reason) {
      forgetExpired(families, Date.now());
      const until = Math.max(families.get(family) ?? 0, expiresAt.getTime());
      families.set(family, until);
      await upsertRevokedTokenFamily(db, family, expiresAt);
      announce({ family, expiresAt: until, ...(reason && { reason }) }, 'here');
    },
    async isRevoked(token) {
      if (inMemory(token)) return true;
      return options.shared && (token.jti !== undefined || token.family !== undefined)
        ? inDatabase(token)
        : false;
    },
    isKnownRevoked: inMemory,
    heardOf(news) {
      if ('jti' in news) tokens.set(news.jti, news.expiresAt);
      else families.set(news.family, Math.max(families.get(news.family) ?? 0, news.expiresAt));
      announce(news, 'elsewhere');
    },
    onRevoke(listener) {
      listeners.push(listener);
    },
  };
}
