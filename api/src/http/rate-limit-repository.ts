import type { Queryable } from '../db/database';

/** Deletes the windows that ended by `now` (epoch ms). */
export async function deleteEndedWindows(db: Queryable, now: number): Promise<void> {
  await db.query('DELETE FROM rate_limit_windows WHERE reset_at <= $1', [now]);
}

/**
 * Counts one hit of `key` in `limiter`'s window, a new window of `windowMs` when the last one
 * ended by `now` (epoch ms): one upsert, so hits on every instance count in the same row.
 */
export async function countWindowHit(
  db: Queryable,
  hit: { limiter: string; key: string; now: number; windowMs: number },
): Promise<{ count: number; resetAt: number }> {
  const [row] = await db.query<{ count: number; resetAt: string | number }>(
    `INSERT INTO rate_limit_windows AS w (limiter, key, count, reset_at)
     VALUES ($1, $2, 1, $3::bigint + $4::bigint)
     ON CONFLICT (limiter, key) DO UPDATE SET
       count = CASE WHEN w.reset_at <= $3::bigint THEN 1 ELSE w.count + 1 END,
       reset_at = CASE WHEN w.reset_at <= $3::bigint THEN $3::bigint + $4::bigint ELSE w.reset_at END
     RETURNING count, reset_at AS "resetAt"`,
    [hit.limiter, hit.key, hit.now, hit.windowMs],
  );
  // pg answers a bigint as a string, PGlite as a number.
  return { count: row!.count, resetAt: Number(row!.resetAt) };
}
