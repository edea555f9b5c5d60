import { randomBytes, randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import {
  INVALID_MFA_CODE,
  MFA_CHALLENGE_EXPIRED,
  SESSION_TIME_LIMIT,
  type AdminSigninResponse,
  type RefreshResponse,
  type Role,
  type SigninRequest,
  type SigninResponse,
} from '@backoffice/shared/contract';
import type { ApiContext } from '../http/context';
import { forbidden, unauthorized } from '../http/errors';
import type { EndpointHandlers } from '../http/handlers';
import { recordAudit } from '../features/audit/repository';
import { touchMemberActivity } from '../features/members/repository';
import type { RateLimits } from '../http/rate-limit';
import { hashPassword, verifyPassword } from './passwords';
import { recordRefreshToken, useRefreshToken } from './refresh-tokens';
import {
  findAccountByEmail,
  findStaffAccount,
  readMfaRequiredRoles,
  type AccountRow,
} from './repository';
import type { TokenRevocations } from './revocations';
import { tokenRefusalMessage, type Sessions } from './sessions';
import { recordSignIn, signInEndsAt } from './sign-ins';
import { markRecentAuth } from './sign-in-repository';
import {
  familyExpiry,
  signToken,
  TokenError,
  verifyToken,
  type TokenSubject,
  type VerifiedToken,
} from './tokens';
import {
  challengeAccount,
  createMfaChallenge,
  finishMfaChallenge,
  isEnrolled,
  verifySecondFactor,
} from './totp';

/** Where a sign-in comes from, as the sessions list shows it. */
type SignInClient = { userAgent: string; address: string };

const INVALID_CREDENTIALS = 'Invalid email or password';
const REFRESH_REUSED = 'Refresh token already used; the session has ended';

export function authHandlers(
  { db }: ApiContext,
  deps: {
    key: Uint8Array;
    accessTokenTtl: string;
    revocations: TokenRevocations;
    sessions: Sessions;
    limits: RateLimits;
    /** A sign-in's absolute lifetime: no token of it outlives it, refresh refuses after it. */
    sessionMaxMinutes: number;
  },
): Pick<
  EndpointHandlers,
  'signinAdmin' | 'signinAdminMfa' | 'signinMember' | 'signout' | 'refresh' | 'currentUser'
> {
  const { key, revocations, sessions, limits } = deps;
  // An unknown email (or an account without a password) is checked against this hash, so it
  // costs the same scrypt run as a wrong password and the timing does not reveal accounts.
  const dummyHash = hashPassword(randomBytes(16).toString('hex'));

  /** An access token of `family` that expires by `endsAt` (epoch seconds) at the latest. */
  async function accessTokenUntil(subject: TokenSubject, family: string, endsAt: number) {
    const access = await signToken(subject, key, {
      use: 'access',
      expiresIn: deps.accessTokenTtl,
      family,
    });
    const { exp } = decodeJwt(access);
    if (exp === undefined || exp <= endsAt) return access;
    return signToken(subject, key, { use: 'access', expiresIn: endsAt, family });
  }

  /**
   * A new access and refresh token in `family`, neither outliving the sign-in's end (`endsAt`);
   * the refresh token is recorded for rotation.
   */
  async function issuePair(subject: TokenSubject, family: string, endsAt: Date) {
    const endSeconds = Math.floor(endsAt.getTime() / 1000);
    const refreshEnd = Math.min(endSeconds, Math.floor(familyExpiry().getTime() / 1000));
    const [access, refresh] = await Promise.all([
      accessTokenUntil(subject, family, endSeconds),
      signToken(subject, key, { use: 'refresh', expiresIn: refreshEnd, family }),
    ]);
    const { jti, exp } = decodeJwt(refresh);
    if (!jti || exp === undefined) throw new Error('A signed refresh token lacks jti or exp');
    await recordRefreshToken(db, {
      jti,
      family,
      userId: subject.id,
      expiresAt: new Date(exp * 1000),
    });
    return { access, refresh };
  }

  /** The password was right (and the code, for an enrolled account): the session starts. */
  async function startSession(
    role: Role,
    account: AccountRow,
    client: SignInClient,
  ): Promise<SigninResponse> {
    if (role === 'member') await touchMemberActivity(db, account.id);
    const subject: TokenSubject = {
      id: account.id,
      name: account.name,
      email: account.email,
      role,
    };
    const family = randomUUID();
    const at = new Date();
    await recordSignIn(db, { family, userId: subject.id, ...client, at }, deps.sessionMaxMinutes);
    const tokens = await issuePair(
      subject,
      family,
      new Date(at.getTime() + deps.sessionMaxMinutes * 60_000),
    );
    // Staff sign-ins are in the audit trail (members' are their own activity).
    if (role === 'admin') {
      // Signing in proves the password: sensitive changes need no second prompt for a while.
      await markRecentAuth(db, family, account.id);
      await recordAudit(db, {
        actor: subject,
        kind: 'auth.signin',
        entity: { type: 'staff', id: subject.id },
      });
    }
    return {
      access_token: tokens.access,
      refresh_token: tokens.refresh,
      user: {
        id: account.id,
        name: account.name,
        email: account.email,
        role,
        ...(account.staffRole && { staffRole: account.staffRole }),
      },
    };
  }

  async function checkPassword(role: Role, credentials: SigninRequest): Promise<AccountRow> {
    await limits.signinPerAccount.take(`${role}:${credentials.email.toLowerCase()}`);
    const account = await findAccountByEmail(db, role, credentials.email);
    const valid = await verifyPassword(
      credentials.password,
      account?.passwordHash ?? (await dummyHash),
    );
    if (!account?.passwordHash || !valid) throw unauthorized(INVALID_CREDENTIALS);
    if (account.status !== 'active') throw forbidden(`This account is ${account.status}`);
    return account;
  }

  /**
   * Staff: an enrolled account gets a challenge for its code instead of tokens; one whose role
   * an owner requires two-factor for, and that has not enrolled, is told to enrol first.
   */
  async function signinAdmin(
    credentials: SigninRequest,
    client: SignInClient,
  ): Promise<AdminSigninResponse> {
    const account = await checkPassword('admin', credentials);
    if (await isEnrolled(db, account.id)) {
      return { mfa_required: true, mfa_token: await createMfaChallenge(db, account.id) };
    }
    const session = await startSession('admin', account, client);
    const required =
      account.staffRole && (await readMfaRequiredRoles(db)).includes(account.staffRole);
    return required ? { ...session, mfa_enrolment_required: true } : session;
  }

  /** The second step: wrong codes count against the account like wrong passwords. */
  async function signinWithCode(
    token: string,
    code: string,
    client: SignInClient,
  ): Promise<SigninResponse> {
    const staffId = await challengeAccount(db, token);
    if (!staffId) throw unauthorized(MFA_CHALLENGE_EXPIRED);
    const account = await findStaffAccount(db, staffId);
    if (!account) throw unauthorized(MFA_CHALLENGE_EXPIRED);
    await limits.signinPerAccount.take(`admin:${account.email.toLowerCase()}`);
    if (account.status !== 'active') throw forbidden(`This account is ${account.status}`);
    if (!(await verifySecondFactor(db, staffId, code))) throw unauthorized(INVALID_MFA_CODE);
    if (!(await finishMfaChallenge(db, token))) throw unauthorized(MFA_CHALLENGE_EXPIRED);
    return startSession('admin', account, client);
  }

  async function verifiedRefreshToken(token: string): Promise<VerifiedToken> {
    try {
      return await verifyToken(token, key, 'refresh');
    } catch (error) {
      if (error instanceof TokenError) throw unauthorized(error.message);
      throw error;
    }
  }

  /** Rotation with reuse detection: a refresh token works once; its second use ends the family. */
  async function refresh(token: string): Promise<RefreshResponse> {
    const old = await verifiedRefreshToken(token);
    if (old.user.role === 'member') await limits.memberPerAccount.take(old.user.id);
    if (!old.jti || !old.family) throw unauthorized('Refresh token not recognised; sign in again');
    if (await revocations.isRevoked(old)) throw unauthorized('Refresh token revoked');
    const use = await useRefreshToken(db, old.jti, old.family);
    if (use === 'unknown') throw unauthorized('Refresh token not recognised; sign in again');
    if (use === 'reused') {
      await revocations.revokeFamily(old.family, familyExpiry());
      throw unauthorized(REFRESH_REUSED);
    }
    // A suspended member (or one whose sessions were ended) gets no new tokens either.
    const reason = await sessions.closedReason(old);
    if (reason) throw unauthorized(tokenRefusalMessage(reason));
    // The absolute lifetime: however often it refreshes, a sign-in ends (a sign-in this api has
    // no record of is treated as ended).
    const endsAt = await signInEndsAt(db, old.family, deps.sessionMaxMinutes);
    if (!endsAt || endsAt.getTime() <= Date.now()) {
      await revocations.revokeFamily(old.family, familyExpiry());
      throw unauthorized(SESSION_TIME_LIMIT);
    }
    return issuePair({ ...old.user }, old.family, endsAt);
  }

  /** The caller's own refresh token, verified; undefined when it is not one (nothing to revoke). */
  async function ownRefreshToken(token: string | undefined, userId: string) {
    if (!token) return undefined;
    try {
      const verified = await verifyToken(token, key, 'refresh');
      return verified.user.id === userId ? verified : undefined;
    } catch (error) {
      if (error instanceof TokenError) return undefined;
      throw error;
    }
  }

  return {
    signinAdmin: ({ body, client }) => signinAdmin(body, client),
    signinAdminMfa: ({ body, client }) => signinWithCode(body.mfa_token, body.code, client),
    signinMember: async ({ body, client }) =>
      startSession('member', await checkPassword('member', body), client),
    refresh: ({ body }) => refresh(body.refresh_token),
    // The route has just read the account's current role into `user` (a disabled one got a 401).
    currentUser: ({ user }) => Promise.resolve(user),
    signout: async ({ body, token }) => {
      await revocations.revoke(token);
      const ownRefresh = await ownRefreshToken(body.refresh_token, token.user.id);
      if (ownRefresh) await revocations.revoke(ownRefresh);
      // Signing out ends the whole sign-in: tokens it handed out by refresh go with it.
      const family = token.family ?? ownRefresh?.family;
      if (family) await revocations.revokeFamily(family, familyExpiry());
      if (token.user.role === 'admin') {
        await recordAudit(db, {
          actor: token.user,
          kind: 'auth.signout',
          entity: { type: 'staff', id: token.user.id },
        });
      }
      return { signedOut: true as const };
    },
  };
}
