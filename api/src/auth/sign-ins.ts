import { randomUUID } from 'node:crypto';
import type { SignInSession } from '@backoffice/shared/contract';
import { toIso, type Queryable } from '../db/database';
import {
  deleteSignInsStartedBefore,
  findSignInStart,
  insertSignIn,
  listLiveSignIns,
  touchSignIn,
  type SignInRow,
} from './sign-in-repository';

/** How often one sign-in's "last active" is written at most (each request would be a write). */
const TOUCH_EVERY_MS = 60_000;

const minutesMs = (minutes: number) => minutes * 60 * 1000;

/** Records a new sign-in (one refresh-token family) and forgets those past any lifetime. */
export async function recordSignIn(
  db: Queryable,
  signIn: { family: string; userId: string; userAgent: string; address: string; at: Date },
  maxMinutes: number,
): Promise<void> {
  await deleteSignInsStartedBefore(db, new Date(signIn.at.getTime() - minutesMs(maxMinutes)));
  await insertSignIn(db, {
    id: `ses-${randomUUID()}`,
    family: signIn.family,
    userId: signIn.userId,
    userAgent: signIn.userAgent.slice(0, 500),
    address: signIn.address,
    startedAt: signIn.at,
  });
}

/** When the sign-in of `family` ends for good; undefined when the api has no record of it. */
export async function signInEndsAt(
  db: Queryable,
  family: string,
  maxMinutes: number,
): Promise<Date | undefined> {
  const startedAt = await findSignInStart(db, family);
  return startedAt && new Date(new Date(startedAt).getTime() + minutesMs(maxMinutes));
}

/** "Last active" for the sign-ins list, written at most once a minute per sign-in. */
export function signInActivity(db: Queryable) {
  const written = new Map<string, number>();
  return {
    touch(family: string): void {
      const now = Date.now();
      if (now - (written.get(family) ?? 0) < TOUCH_EVERY_MS) return;
      written.set(family, now);
      if (written.size > 10_000) written.clear();
      // Best effort: a lost write only makes "last active" a minute older.
      touchSignIn(db, family).catch(() => written.delete(family));
    },
  };
}
export type SignInActivity = ReturnType<typeof signInActivity>;

/** The account's live sign-ins: not ended, not past their lifetime, with a usable refresh token. */
export async function liveSignIns(
  db: Queryable,
  userId: string,
  maxMinutes: number,
): Promise<SignInRow[]> {
  return listLiveSignIns(db, userId, new Date(Date.now() - minutesMs(maxMinutes)));
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A person-readable name for a user agent: "Firefox on Linux". */
export function describeBrowser(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser && !system) return userAgent ? userAgent.slice(0, 60) : 'Unknown browser';
  return [browser ?? 'A browser', system && `on ${system}`].filter(Boolean).join(' ');
}

export function toSignInSession(row: SignInRow, currentFamily: string | undefined): SignInSession {
  return {
    id: row.id,
    browser: describeBrowser(row.userAgent),
    address: row.address,
    startedAt: toIso(row.startedAt),
    lastActiveAt: toIso(row.lastActiveAt),
    current: row.family === currentFamily,
  };
}
