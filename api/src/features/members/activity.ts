/** How often a member's socket events write their last activity, at most. */
export const MEMBER_ACTIVITY_INTERVAL_MS = 60_000;

/**
 * Which members' activity is due to be written: a member chatting sends many events a minute, and
 * `last_active_at` is shown to the minute, so each member's is written at most once an interval.
 */
export function createActivityThrottle(intervalMs = MEMBER_ACTIVITY_INTERVAL_MS) {
  const writtenAt = new Map<string, number>();
  return {
    /** True (and counted as written now) when the member's activity was not written lately. */
    due(memberId: string, now = Date.now()): boolean {
      const last = writtenAt.get(memberId);
      if (last !== undefined && now - last < intervalMs) return false;
      writtenAt.set(memberId, now);
      return true;
    },
  };
}
