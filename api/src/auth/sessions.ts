import { SESSION_CLOSED_MESSAGES, type SessionClosedReason } from '@backoffice/shared/contract';
import type { Queryable } from '../db/database';
import type { ReadCache } from '../db/read-cache';
import { MEMBER_TOKEN_STATE_TABLES, readMemberTokenState } from './repository';
import type { Origin, TokenRevocations } from './revocations';
import type { StaffDirectory } from './staff-directory';
import { TokenError, verifyToken, type VerifiedToken } from './tokens';

interface AccountState {
  status: string;
  /** Epoch ms; tokens issued before it are refused. */
  tokensValidAfter: number | undefined;
}

/**
 * Whether a token's session is still live: not expired, not revoked (by id or family)
 * and, for a member, the account still active and the token issued after its "tokens valid after"
 * time. Member states are cached in memory; every status change goes through `accountChanged`,
 * which refreshes the cache and tells listeners at once, so the next request is refused.
 */
export interface Sessions {
  closedReason(token: VerifiedToken): Promise<SessionClosedReason | undefined>;
  /**
   * The same check from memory, for the events of a socket whose handshake passed
   * `authenticate`: whatever closes a session anywhere reaches this instance's memory (as news
   * from another instance) together with the drop of the socket, so no database read is needed.
   */
  knownClosedReason(token: VerifiedToken): Promise<SessionClosedReason | undefined>;
  /** Verifies an access token and refuses a closed session; throws TokenError with the reason. */
  authenticate(rawToken: string): Promise<VerifiedToken>;
  /**
   * Re-reads a member's state after a change (made here, or by another instance on the same
   * database); listeners hear if it closed their sessions.
   */
  accountChanged(memberId: string, origin?: Origin): Promise<void>;
  onAccountClosed(
    listener: (memberId: string, reason: SessionClosedReason, origin: Origin) => void,
  ): void;
}

/** The 401 text on HTTP and in a refused handshake (the token-level texts are older than sign-in families). */
export function tokenRefusalMessage(reason: SessionClosedReason): string {
  if (reason === 'expired') return 'Access token expired';
  if (reason === 'revoked') return 'Access token revoked';
  return SESSION_CLOSED_MESSAGES[reason];
}

function accountReason(state: AccountState | undefined): SessionClosedReason | undefined {
  if (!state) return 'deactivated';
  if (state.status === 'suspended') return 'suspended';
  if (state.status !== 'active') return 'deactivated';
  return undefined;
}

/**
 * JWT `iat` is whole seconds, so a token issued in the same second as the cut-off cannot be told
 * from one issued just before it: both are refused (a sign-in in that second signs in again).
 */
const issuedBefore = (token: VerifiedToken, validAfter: number | undefined) =>
  validAfter !== undefined && token.issuedAt.getTime() < Math.ceil(validAfter / 1000) * 1000;

export function createSessions(deps: {
  db: Queryable;
  reads: ReadCache;
  key: Uint8Array;
  revocations: TokenRevocations;
  staff: StaffDirectory;
  /**
   * Other instances change members on the same database: `closedReason` then reads the
   * member's row through the read cache, which a write to it forgets on every instance (and keeps
   * what it read for `knownClosedReason`).
   */
  shared: boolean;
}): Sessions {
  const { db, reads, key, revocations, staff, shared } = deps;
  const members = new Map<string, AccountState | undefined>();
  const listeners: ((memberId: string, reason: SessionClosedReason, origin: Origin) => void)[] = [];

  const accountState = (
    row: Awaited<ReturnType<typeof readMemberTokenState>>,
  ): AccountState | undefined =>
    row && {
      status: row.status,
      tokensValidAfter: row.tokensValidAfter ? new Date(row.tokensValidAfter).getTime() : undefined,
    };
  const readMember = async (memberId: string) =>
    accountState(await readMemberTokenState(db, memberId));
  /** As the database has it now; on a shared database, from memory until a write to it. */
  const readCurrentMember = async (memberId: string) =>
    accountState(
      await reads.read(`memberTokenState ${memberId}`, MEMBER_TOKEN_STATE_TABLES, (reader) =>
        readMemberTokenState(reader, memberId),
      ),
    );

  async function memberState(memberId: string, fresh: boolean): Promise<AccountState | undefined> {
    if (!fresh && members.has(memberId)) return members.get(memberId);
    const state = await (fresh ? readCurrentMember(memberId) : readMember(memberId));
    members.set(memberId, state);
    return state;
  }

  async function check(
    token: VerifiedToken,
    known: boolean,
  ): Promise<SessionClosedReason | undefined> {
    if (token.expiresAt.getTime() <= Date.now()) return 'expired';
    if (known ? revocations.isKnownRevoked(token) : await revocations.isRevoked(token))
      return 'revoked';
    // A disabled staff account ends its sessions like a deactivated member.
    if (token.user.role === 'admin') {
      const role = known
        ? await staff.knownRole(token.user.id)
        : await staff.activeRole(token.user.id);
      return role ? undefined : 'deactivated';
    }
    const state = await memberState(token.user.id, shared && !known);
    const reason = accountReason(state);
    if (reason) return reason;
    return issuedBefore(token, state?.tokensValidAfter) ? 'revoked' : undefined;
  }
  const closedReason = (token: VerifiedToken) => check(token, false);

  return {
    closedReason,
    knownClosedReason: (token) => check(token, true),
    async authenticate(rawToken) {
      const token = await verifyToken(rawToken, key, 'access');
      const reason = await closedReason(token);
      if (reason) throw new TokenError(tokenRefusalMessage(reason));
      return token;
    },
    async accountChanged(memberId, origin = 'here') {
      const state = await readMember(memberId);
      members.set(memberId, state);
      const reason = accountReason(state);
      if (reason) for (const listener of listeners) listener(memberId, reason, origin);
    },
    onAccountClosed(listener) {
      listeners.push(listener);
    },
  };
}
