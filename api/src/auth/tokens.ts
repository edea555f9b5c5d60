import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';
import { roleSchema, type AuthUser, type Role } from '@backoffice/shared/contract';

const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * Refresh tokens last 30 days from their own issue (each refresh issues a new one), and never
 * beyond their sign-in's absolute lifetime (SESSION_MAX_MINUTES). The latest any token of a
 * family issued now can expire.
 */
export const familyExpiry = (now = Date.now()) => new Date(now + REFRESH_TOKEN_TTL_SECONDS * 1000);
const ISSUER = 'backoffice-local-api';

type TokenUse = 'access' | 'refresh';

export interface TokenSubject {
  id: string;
  name: string;
  email: string;
  role: Role;
}

export class TokenError extends Error {}

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** JWT_SECRET wins; otherwise a random secret generated on first start and kept beside the data. */
export async function loadOrCreateSecret(
  dataDir: string,
  configured?: string,
  name = 'jwt-secret',
): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, name);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generated = randomBytes(32).toString('hex');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, generated, { mode: 0o600 });
  return generated;
}

export async function signToken(
  subject: TokenSubject,
  key: Uint8Array,
  options: {
    use: TokenUse;
    expiresIn: string | number;
    /** The sign-in this token belongs to; refresh keeps it, reuse or sign-out revokes it. */
    family?: string;
  },
): Promise<string> {
  return (
    new SignJWT({
      name: subject.name,
      email: subject.email,
      role: subject.role,
      use: options.use,
      ...(options.family && { fam: options.family }),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject.id)
      .setIssuer(ISSUER)
      .setIssuedAt()
      // The token's id, so signing out can revoke exactly this token until it expires.
      .setJti(randomUUID())
      .setExpirationTime(options.expiresIn)
      .sign(key)
  );
}

/** A token that verified: whose it is, its id (for revocation) and when it expires. */
export interface VerifiedToken {
  user: AuthUser;
  /** Missing only on tokens signed before tokens carried an id; those cannot be revoked. */
  jti: string | undefined;
  /** Missing only on tokens signed before sign-ins had families. */
  family: string | undefined;
  issuedAt: Date;
  expiresAt: Date;
}

/** Verifies a token of the given use; throws TokenError with a reason a client can read. */
export async function verifyToken(
  token: string,
  key: Uint8Array,
  use: TokenUse,
): Promise<VerifiedToken> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
    const role = roleSchema.safeParse(payload.role);
    if (payload.use !== use || !payload.sub || !role.success || payload.exp === undefined) {
      throw new TokenError(use === 'access' ? 'Not an access token' : 'Not a refresh token');
    }
    return {
      user: {
        id: payload.sub,
        name: String(payload.name ?? ''),
        email: String(payload.email ?? ''),
        role: role.data,
      },
      jti: payload.jti,
      family: typeof payload.fam === 'string' ? payload.fam : undefined,
      issuedAt: new Date((payload.iat ?? 0) * 1000),
      expiresAt: new Date(payload.exp * 1000),
    };
  } catch (error) {
    if (error instanceof TokenError) throw error;
    if (error instanceof errors.JWTExpired) {
      throw new TokenError(use === 'access' ? 'Access token expired' : 'Refresh token expired');
    }
    throw new TokenError(`Invalid ${use} token`);
  }
}
