import { describe, expect, it, vi } from 'vitest';
import { honouringRetryAfter, retryAfterMs, type Answer } from './retry-after.ts';

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates from a 429, and nothing from other answers', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs({ status: 429, retryAfter: '17' }, now)).toBe(17_000);
    expect(retryAfterMs({ status: 429, retryAfter: 'Thu, 01 Jan 2026 00:00:05 GMT' }, now)).toBe(
      5_000,
    );
    expect(retryAfterMs({ status: 429 }, now)).toBe(1_000);
    expect(retryAfterMs({ status: 401, retryAfter: '17' }, now)).toBeNull();
    expect(retryAfterMs({ status: 200 }, now)).toBeNull();
  });
});

describe('honouringRetryAfter', () => {
  const answers = (...list: (Answer | null)[]) => {
    const attempt = vi.fn<() => Promise<Answer | null>>();
    for (const answer of list) attempt.mockResolvedValueOnce(answer);
    return attempt;
  };

  it('waits what each 429 asks and tries again until the answer is another', async () => {
    const attempt = answers(
      { status: 429, retryAfter: '3' },
      { status: 429, retryAfter: '1' },
      { status: 200 },
    );
    const wait = vi.fn(async () => {});

    await expect(honouringRetryAfter(attempt, wait)).resolves.toEqual({ status: 200 });
    expect(wait.mock.calls).toEqual([[3_000], [1_000]]);
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('tries once when the first answer is not a 429, or when nothing was asked', async () => {
    const wait = vi.fn(async () => {});
    const refused = answers({ status: 401 });
    await expect(honouringRetryAfter(refused, wait)).resolves.toEqual({ status: 401 });
    const unsent = answers(null);
    await expect(honouringRetryAfter(unsent, wait)).resolves.toBeNull();
    expect(refused).toHaveBeenCalledTimes(1);
    expect(unsent).toHaveBeenCalledTimes(1);
    expect(wait).not.toHaveBeenCalled();
  });

  it('gives up after the given number of tries, returning the last 429', async () => {
    const attempt = answers({ status: 429, retryAfter: '1' }, { status: 429, retryAfter: '2' });
    const wait = vi.fn(async () => {});

    await expect(honouringRetryAfter(attempt, wait, 2)).resolves.toEqual({
      status: 429,
      retryAfter: '2',
    });
    expect(wait).toHaveBeenCalledTimes(1);
  });
});
