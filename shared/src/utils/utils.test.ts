import { fieldErrorsOf } from './field-errors';
import { IDLE_WAIT_LIMIT_MS, whenIdle } from './when-idle';

describe('fieldErrorsOf', () => {
  it('keeps the first message of each top-level field', () => {
    expect(
      fieldErrorsOf<'email' | 'name'>([
        { path: ['email'], message: 'Enter an email.' },
        { path: ['email'], message: 'Too long.' },
        { path: ['name', 0], message: 'Enter a name.' },
        { path: [], message: 'Whole form.' },
      ]),
    ).toEqual({ email: 'Enter an email.', name: 'Enter a name.' });
  });
});

describe('whenIdle', () => {
  it('runs the task later, and not at all once cancelled', () => {
    vi.useFakeTimers();
    const kept = vi.fn();
    const cancelled = vi.fn();
    whenIdle(kept);
    whenIdle(cancelled)();
    expect(kept).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(kept).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});

describe('whenIdle on a page that is never idle', () => {
  // Chromium's idle callbacks as a busy page gets them: never idle, so only once their timeout is up.
  const neverIdle = (callback: IdleRequestCallback, options?: IdleRequestOptions) =>
    options?.timeout === undefined
      ? 0
      : window.setTimeout(
          () => callback({ didTimeout: true, timeRemaining: () => 0 }),
          options.timeout,
        );

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', neverIdle);
    vi.stubGlobal('cancelIdleCallback', (handle: number) => window.clearTimeout(handle));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('still runs the task, once the wait limit is up', () => {
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(IDLE_WAIT_LIMIT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled', () => {
    const task = vi.fn();
    whenIdle(task)();
    vi.advanceTimersByTime(IDLE_WAIT_LIMIT_MS * 2);
    expect(task).not.toHaveBeenCalled();
  });
});
