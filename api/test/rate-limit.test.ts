import { ApiError } from '../src/http/errors';
import { RateLimiter } from '../src/http/rate-limit';

async function refusal(take: () => Promise<void>): Promise<ApiError> {
  try {
    await take();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected a 429');
}

describe('RateLimiter', () => {
  it('allows max hits per key in a one-minute window, then 429s with the seconds left', async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(
      2,
      (seconds) => `wait ${seconds}`,
      () => now,
    );
    await limiter.take('a');
    await limiter.take('a');
    await limiter.take('b');
    now += 15_500;
    const refused = await refusal(() => limiter.take('a'));
    expect(refused.toBody()).toEqual({ statusCode: 429, message: 'wait 45' });
    expect(refused.retryAfterSeconds).toBe(45);
    now += 44_500;
    await limiter.take('a');
  });

  it('is off at 0', async () => {
    const limiter = new RateLimiter(0, () => 'never');
    for (let hit = 0; hit < 100; hit += 1) await limiter.take('a');
  });
});
