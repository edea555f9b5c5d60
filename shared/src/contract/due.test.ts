import { DEFAULT_DUE_TARGETS, dueState, dueTargetsSchema } from './due';

const at = (hours: number) => new Date(Date.UTC(2026, 0, 1, 0) + hours * 3_600_000);
const iso = (hours: number) => at(hours).toISOString();

describe('dueState', () => {
  it('is due the target after the start, and overdue once past it', () => {
    expect(dueState({ startedAt: iso(0) }, 120, at(1))).toEqual({
      dueAt: iso(2),
      overdue: false,
    });
    expect(dueState({ startedAt: iso(0) }, 120, at(2))).toEqual({ dueAt: iso(2), overdue: false });
    expect(dueState({ startedAt: iso(0) }, 120, at(3))).toEqual({ dueAt: iso(2), overdue: true });
  });

  it('pauses while needs-info: the paused hours move the due time and do not count', () => {
    const pauses = [{ from: iso(1), to: iso(5) }];
    // 6 h since the start, 4 of them paused: 2 h ran of a 3 h target.
    expect(dueState({ startedAt: iso(0), pauses }, 180, at(6))).toEqual({
      dueAt: iso(7),
      overdue: false,
    });
    // Without the pause the same request would be overdue.
    expect(dueState({ startedAt: iso(0) }, 180, at(6)).overdue).toBe(true);
  });

  it('has no due time while paused, and does not become overdue during the pause', () => {
    const pauses = [{ from: iso(1), to: null }];
    expect(dueState({ startedAt: iso(0), pauses }, 120, at(30))).toEqual({
      dueAt: null,
      overdue: false,
    });
    // Already overdue when the pause began: it stays overdue.
    expect(
      dueState({ startedAt: iso(0), pauses: [{ from: iso(3), to: null }] }, 120, at(30)),
    ).toEqual({ dueAt: null, overdue: true });
  });

  it('counts overlapping pauses and pauses before the start once', () => {
    const pauses = [
      { from: iso(-5), to: iso(1) },
      { from: iso(2), to: iso(4) },
      { from: iso(3), to: iso(5) },
    ];
    // Paused 0–1 and 2–5: 4 h, so a 2 h target is due at 6 h.
    expect(dueState({ startedAt: iso(0), pauses }, 120, at(5.5))).toEqual({
      dueAt: iso(6),
      overdue: false,
    });
  });
});

describe('dueTargetsSchema', () => {
  it('takes the defaults and refuses targets that are not whole positive minutes', () => {
    expect(dueTargetsSchema.parse(DEFAULT_DUE_TARGETS)).toEqual(DEFAULT_DUE_TARGETS);
    const bad = dueTargetsSchema.safeParse({ ...DEFAULT_DUE_TARGETS, reviewDecisionMinutes: 0 });
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['reviewDecisionMinutes'],
      message: 'The review target must be at least 1 minute',
    });
    expect(
      dueTargetsSchema.safeParse({ ...DEFAULT_DUE_TARGETS, supportFirstReplyMinutes: 1.5 }).success,
    ).toBe(false);
  });
});
