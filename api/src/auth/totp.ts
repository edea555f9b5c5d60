import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@backoffice/shared/contract';
import { Secret, TOTP } from 'otpauth';
import type { Queryable } from '../db/database';
import {
  deleteRecoveryCodes,
  deleteTotp,
  findChallengeStaffId,
  findTotp,
  insertMfaChallenge,
  insertRecoveryCode,
  markTotpConfirmed,
  upsertTotpSecret,
  useMfaChallenge,
  useRecoveryCodeHash,
  useTotpStep,
} from './totp-repository';

/**
 * Staff two-factor with an authenticator app: TOTP with RFC 6238's defaults (base32 secret, SHA-1,
 * 6 digits, 30 s steps, one step of drift either way). A code is accepted once: the newest step
 * used is kept and only a later one passes. Recovery codes work once each; only their hash is kept.
 */
const ISSUER = 'Back-office';
const PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

const isTotpCode = (code: string) => /^\d{6}$/.test(code);
/** Recovery codes are typed as shown (`abcde-fghij`), in any case, with or without the dash. */
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A new secret for the account, unconfirmed until `confirmTotp` (replaces an unconfirmed one). */
export async function startTotpEnrolment(
  db: Queryable,
  staff: { id: string; email: string },
): Promise<{ secret: string; otpauthUrl: string }> {
  const secret = new Secret({ size: 20 }).base32;
  await upsertTotpSecret(db, staff.id, secret);
  return { secret, otpauthUrl: totpOf(secret, staff.email).toString() };
}

export async function isEnrolled(db: Queryable, staffId: string): Promise<boolean> {
  return (await findTotp(db, staffId))?.confirmed ?? false;
}

/** Checks a TOTP code and uses up its step (a second use of it, or of an older one, fails). */
async function useTotpCode(db: Queryable, staffId: string, secret: string, code: string) {
  const totp = totpOf(secret, staffId);
  const delta = totp.validate({ token: code, window: DRIFT_STEPS });
  if (delta === null) return false;
  return useTotpStep(db, staffId, totp.counter() + delta);
}

async function useRecoveryCode(db: Queryable, staffId: string, code: string) {
  return useRecoveryCodeHash(db, staffId, sha256(normaliseRecoveryCode(code)));
}

/** An enrolled account's code: a TOTP code or an unused recovery code; either is used up. */
export async function verifySecondFactor(
  db: Queryable,
  staffId: string,
  code: string,
): Promise<boolean> {
  const row = await findTotp(db, staffId);
  if (!row?.confirmed) return false;
  return isTotpCode(code)
    ? useTotpCode(db, staffId, row.secret, code)
    : useRecoveryCode(db, staffId, code);
}

/** 32 letters and digits that cannot be mistaken for one another; 256 is a multiple of 32. */
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  const letters = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % 32]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/**
 * Confirms the pending secret with one code and hands out fresh recovery codes (shown once);
 * undefined when there is no pending secret or the code is wrong.
 */
export async function confirmTotp(
  tx: Queryable,
  staffId: string,
  code: string,
): Promise<string[] | undefined> {
  const row = await findTotp(tx, staffId);
  if (!row || row.confirmed || !isTotpCode(code)) return undefined;
  if (!(await useTotpCode(tx, staffId, row.secret, code))) return undefined;
  await markTotpConfirmed(tx, staffId);
  await deleteRecoveryCodes(tx, staffId);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  for (const recovery of codes) {
    await insertRecoveryCode(tx, staffId, sha256(normaliseRecoveryCode(recovery)));
  }
  return codes;
}

export async function removeTotp(tx: Queryable, staffId: string): Promise<void> {
  await deleteRecoveryCodes(tx, staffId);
  await deleteTotp(tx, staffId);
}

const CHALLENGE_MINUTES = 5;

/** The second step of an enrolled account's sign-in: a random token, kept hashed for 5 minutes. */
export async function createMfaChallenge(db: Queryable, staffId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertMfaChallenge(db, {
    tokenHash: sha256(token),
    staffId,
    minutes: CHALLENGE_MINUTES,
  });
  return token;
}

/** The account a live, unused challenge belongs to. */
export function challengeAccount(db: Queryable, token: string): Promise<string | undefined> {
  return findChallengeStaffId(db, sha256(token));
}

/** Uses a challenge up once its code was right (of two racing uses only one wins). */
export function finishMfaChallenge(db: Queryable, token: string): Promise<boolean> {
  return useMfaChallenge(db, sha256(token));
}
