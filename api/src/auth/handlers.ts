import type { Role, SigninRequest, SigninResponse } from '@backoffice/shared/contract';
import type { ApiContext } from '../http/context';
import { forbidden, unauthorized } from '../http/errors';
import type { EndpointHandlers } from '../http/handlers';
import { touchMemberActivity } from '../features/members/repository';
import { verifyPassword } from './passwords';
import type { TokenRevocations } from './revocations';
import { REFRESH_TOKEN_TTL, signToken, TokenError, verifyToken, type TokenSubject } from './tokens';

interface AccountRow {
  id: string;
  name: string;
  email: string;
  passwordHash: string | null;
  status: string;
}

const ACCOUNT_QUERIES: Record<Role, string> = {
  admin: `SELECT id, name, email, password_hash AS "passwordHash", 'active' AS status
          FROM admins WHERE lower(email) = lower($1)`,
  member: `SELECT id, full_name AS name, email, password_hash AS "passwordHash", status
           FROM members WHERE lower(email) = lower($1)`,
};

const INVALID_CREDENTIALS = 'Invalid email or password';

export function authHandlers(
  { db }: ApiContext,
  tokens: { key: Uint8Array; accessTokenTtl: string; revocations: TokenRevocations },
): Pick<EndpointHandlers, 'signinAdmin' | 'signinMember' | 'signout'> {
  async function signin(role: Role, credentials: SigninRequest): Promise<SigninResponse> {
    const [account] = await db.query<AccountRow>(ACCOUNT_QUERIES[role], [credentials.email]);
    const valid =
      account?.passwordHash !== undefined &&
      account.passwordHash !== null &&
      (await verifyPassword(credentials.password, account.passwordHash));
    if (!account || !valid) throw unauthorized(INVALID_CREDENTIALS);
    if (account.status !== 'active') throw forbidden(`This account is ${account.status}`);
    if (role === 'member') await touchMemberActivity(db, account.id);
    const subject: TokenSubject = {
      id: account.id,
      name: account.name,
      email: account.email,
      role,
    };
    const [accessToken, refreshToken] = await Promise.all([
      signToken(subject, tokens.key, { use: 'access', expiresIn: tokens.accessTokenTtl }),
      signToken(subject, tokens.key, { use: 'refresh', expiresIn: REFRESH_TOKEN_TTL }),
    ]);
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      user: { id: account.id, name: account.name, email: account.email, role },
    };
  }

  /** The caller's own refresh token, verified; undefined when it is not one (nothing to revoke). */
  async function ownRefreshToken(token: string | undefined, userId: string) {
    if (!token) return undefined;
    try {
      const refresh = await verifyToken(token, tokens.key, 'refresh');
      return refresh.user.id === userId ? refresh : undefined;
    } catch (error) {
      if (error instanceof TokenError) return undefined;
      throw error;
    }
  }

  return {
    signinAdmin: ({ body }) => signin('admin', body),
    signinMember: ({ body }) => signin('member', body),
    signout: async ({ body, token }) => {
      await tokens.revocations.revoke(token);
      const refresh = await ownRefreshToken(body.refresh_token, token.user.id);
      if (refresh) await tokens.revocations.revoke(refresh);
      return { signedOut: true as const };
    },
  };
}
