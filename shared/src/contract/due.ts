import './zod-config';
import { z } from 'zod';
import { isoDateTime } from './common';
import { staffRoleSchema, staffRoles } from './roles';

/**
 * What is due: a target per kind of work, in minutes, set by owners
 * (`GET`/`PUT /settings/targets`). Support: the first staff reply in a room, and every later reply
 * once the member has written again. Review: a decision on a request after it was submitted;
 * the time a request spends in "needs info" (waiting on the requester) does not count.
 */
const MAX_TARGET_MINUTES = 60 * 24 * 90;
const targetMinutes = (what: string) =>
  z
    .number({ error: `${what} must be a number of minutes` })
    .int(`${what} must be whole minutes`)
    .min(1, `${what} must be at least 1 minute`)
    .max(MAX_TARGET_MINUTES, `${what} must be at most 90 days`);

export const dueTargetsSchema = z.object({
  supportFirstReplyMinutes: targetMinutes('The first-reply target'),
  supportNextReplyMinutes: targetMinutes('The next-reply target'),
  reviewDecisionMinutes: targetMinutes('The review target'),
  /**
   * Who hears of an item going overdue (a notification to every active staff account of these
   * roles). The api always answers it; a save without it keeps the roles saved before.
   */
  overdueNotifyRoles: z
    .array(staffRoleSchema)
    .max(staffRoles.length)
    .refine((roles) => new Set(roles).size === roles.length, 'Each role may be chosen once')
    .optional(),
});
export type DueTargets = z.infer<typeof dueTargetsSchema>;

/**
 * Until an owner sets them: first reply in 2 h, later replies in 8 h, a decision in 3 days; no
 * one is notified of overdue items.
 */
export const DEFAULT_DUE_TARGETS: DueTargets = {
  supportFirstReplyMinutes: 120,
  supportNextReplyMinutes: 480,
  reviewDecisionMinutes: 3 * 24 * 60,
  overdueNotifyRoles: [],
};

/** A list's "Due first" order (`sort=dueAt`): the soonest due first, paused or not due last. */
export const DUE_SORT = 'dueAt';

/** The additive fields lists carry (absent where nothing is due). */
export const dueFields = {
  /** When the target is reached; null while the clock is paused (needs info). */
  dueAt: isoDateTime.nullable().optional(),
  overdue: z.boolean().optional(),
};

/** A span the clock stood still; `to` null while it still stands. */
export interface ClockPause {
  from: string;
  to: string | null;
}

export interface DueState {
  /** Null while paused: the due time moves on as long as the pause lasts. */
  dueAt: string | null;
  /** The clock's running time has passed the target (a paused clock keeps what it had). */
  overdue: boolean;
}

/**
 * The one due computation, used by the api for every list (and by nothing else): the clock runs
 * from `startedAt` to `now`, except during `pauses`; the target is reached after `targetMinutes`
 * of running time. Pauses before the start, or overlapping one another, count once.
 */
export function dueState(
  clock: { startedAt: string; pauses?: readonly ClockPause[] },
  targetMinutes: number,
  now: Date,
): DueState {
  const start = Date.parse(clock.startedAt);
  const end = now.getTime();
  const spans = (clock.pauses ?? [])
    .map((pause) => ({
      from: Math.max(start, Date.parse(pause.from)),
      to: Math.min(end, pause.to === null ? end : Date.parse(pause.to)),
    }))
    .filter((span) => span.to > span.from)
    .sort((a, b) => a.from - b.from);
  let paused = 0;
  let covered = start;
  for (const span of spans) {
    const from = Math.max(span.from, covered);
    if (span.to > from) paused += span.to - from;
    covered = Math.max(covered, span.to);
  }
  const target = targetMinutes * 60_000;
  const running = Math.max(0, end - start - paused);
  const pausedNow = (clock.pauses ?? []).some(
    (pause) => pause.to === null && Date.parse(pause.from) <= end,
  );
  return {
    dueAt: pausedNow ? null : new Date(start + paused + target).toISOString(),
    overdue: running > target,
  };
}

/** The room list's query: `sort=dueAt` puts the room due soonest first (default: latest activity). */
export const roomsQuerySchema = z.object({ sort: z.literal(DUE_SORT).optional() });
