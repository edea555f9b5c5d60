import type { Queryable } from '../db/database';

/** Sign-ins (one refresh-token family each) and when each last proved its password or a code. */

export async function deleteSignInsStartedBefore(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM sign_ins WHERE started_at < $1', [before.toISOString()]);
}

export async function insertSignIn(
  db: Queryable,
  signIn: {
    id: string;
    family: string;
    userId: string;
    userAgent: string;
    address: string;
    startedAt: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO sign_ins (id, family, user_id, user_agent, address, started_at, last_active_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)`,
    [
      signIn.id,
      signIn.family,
      signIn.userId,
      signIn.userAgent,
      signIn.address,
      signIn.startedAt.toISOString(),
    ],
  );
}

export async function findSignInStart(db: Queryable, family: string): Promise<Date | undefined> {
  const [row] = await db.query<{ startedAt: Date }>(
    'SELECT started_at AS "startedAt" FROM sign_ins WHERE family = $1',
    [family],
  );
  return row?.startedAt;
}

export async function touchSignIn(db: Queryable, family: string): Promise<void> {
  await db.query('UPDATE sign_ins SET last_active_at = now() WHERE family = $1', [family]);
}

export interface SignInRow {
  id: string;
  family: string;
  userAgent: string;
  address: string;
  startedAt: Date;
  lastActiveAt: Date;
}

/** The account's sign-ins started after `startedAfter`, not ended, with a usable refresh token. */
export async function listLiveSignIns(
  db: Queryable,
  userId: string,
  startedAfter: Date,
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
    [userId, startedAfter.toISOString()],
  );
}

/**
 * Marks the sign-in `family` as having just proved its password (or a code): a sign-in or a
 * step-up. Answers when the window opened.
 */
export async function markRecentAuth(db: Queryable, family: string, userId: string): Promise<Date> {
  const [row] = await db.query<{ at: Date | string }>(
    `INSERT INTO recent_auth (family, user_id, authenticated_at) VALUES ($1, $2, now())
     ON CONFLICT (family) DO UPDATE SET authenticated_at = now()
     RETURNING authenticated_at AS at`,
    [family, userId],
  );
  return new Date(row!.at);
}

/** Whether the sign-in proved its password or a code in the last `minutes` (a decimal). */
export async function hasRecentAuth(
  db: Queryable,
  signIn: { family: string; userId: string; minutes: number },
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM recent_auth WHERE family = $1 AND user_id = $2
       AND authenticated_at > now() - make_interval(secs => $3::float8 * 60)`,
    [signIn.family, signIn.userId, signIn.minutes],
  );
  return rows.length > 0;
}
