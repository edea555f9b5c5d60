import { ApiError } from '../src/http/errors';
import { RateLimiter } from '../src/http/rate-limit';

function refusal(take: () => void): ApiError {
  try {
    take();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected a 429');
}

describe('RateLimiter', () => {
  it('allows max hits per key in a one-minute window, then 429s with the seconds left', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(
      2,
      (seconds) => `wait ${seconds}`,
      () => now,
    );
    limiter.take('a');
    limiter.take('a');
    limiter.take('b');
    now += 15_500;
    const refused = refusal(() => limiter.take('a'));
    expect(refused.toBody()).toEqual({ statusCode: 429, message: 'wait 45' });
    expect(refused.retryAfterSeconds).toBe(45);
    now += 44_500;
    limiter.take('a');
  });

  it('is off at 0', () => {
    const limiter = new RateLimiter(0, () => 'never');
    for (let hit = 0; hit < 100; hit += 1) limiter.take('a');
  });
});
