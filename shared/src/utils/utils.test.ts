import { fieldErrorsOf } from './field-errors';
import { whenIdle } from './when-idle';

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
