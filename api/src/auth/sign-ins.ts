import { randomUUID } from 'node:crypto';
import type { SignInSession } from '@backoffice/shared/contract';
import { toIso, type Queryable } from '../db/database';

/** How often one sign-in's "last active" is written at most (each request would be a write). */
const TOUCH_EVERY_MS = 60_000;

const minutesMs = (minutes: number) => minutes * 60 * 1000;

/** Records a new sign-in (one refresh-token family) and forgets those past any lifetime. */
export async function recordSignIn(
  db: Queryable,
  signIn: { family: string; userId: string; userAgent: string; address: string; at: Date },
  maxMinutes: number,
): Promise<void> {
  await db.query('DELETE FROM sign_ins WHERE started_at < $1', [
    new Date(signIn.at.getTime() - minutesMs(maxMinutes)).toISOString(),
  ]);
  await db.query(
    `INSERT INTO sign_ins (id, family, user_id, user_agent, address, started_at, last_active_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)`,
    [
      `ses-${randomUUID()}`,
      signIn.family,
      signIn.userId,
      signIn.userAgent.slice(0, 500),
      signIn.address,
      signIn.at.toISOString(),
    ],
  );
}

/** When the sign-in of `family` ends for good; undefined when the api has no record of it. */
export async function signInEndsAt(
  db: Queryable,
  family: string,
  maxMinutes: number,
): Promise<Date | undefined> {
  const [row] = await db.query<{ startedAt: Date }>(
    'SELECT started_at AS "startedAt" FROM sign_ins WHERE family = $1',
    [family],
  );
  return row && new Date(new Date(row.startedAt).getTime() + minutesMs(maxMinutes));
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
      db.query('UPDATE sign_ins SET last_active_at = now() WHERE family = $1', [family]).catch(() =>
        written.delete(family),
      );
    },
  };
}
export type SignInActivity = ReturnType<typeof signInActivity>;

interface SignInRow {
  id: string;
  family: string;
  userAgent: string;
  address: string;
  startedAt: Date;
  lastActiveAt: Date;
}

/** The account's live sign-ins: not ended, not past their lifetime, with a usable refresh token. */
export async function liveSignIns(
  db: Queryable,
  userId: string,
  maxMinutes: number,
): Promise<SignInRow[]> {
  return db.query<SignInRow>(
    `SELECT s.id, s.family, s.user_agent AS "userAgent", s.address, s.started_at AS "startedAt",
       s.last_active_at AS "lastActiveAt"
     FROM sign_ins s
     WHERE s.user_id = $1 AND s.started_at > $2
       AND NOT EXISTS (SELECT 1 FROM revoked_token_families r WHERE r.family = s.family)
       AND EXISTS (SELECT 1 FROM refresh_tokens t
                   WHERE t.family = s.family AND t.used_at IS NULL AND t.expires_at > now())
     ORDER BY s.started_at DESC`,
    [userId, new Date(Date.now() - minutesMs(maxMinutes)).toISOString()],
  );
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
