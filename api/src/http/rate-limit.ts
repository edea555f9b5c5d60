import { tooManyRequests } from './errors';

const WINDOW_MS = 60_000;
/** Past this many keys, expired windows are swept on the next hit, so the map stays small. */
const SWEEP_AT = 10_000;

/**
 * A fixed one-minute window per key (an address, an account). `max` 0 turns the limit off.
 * Past `max` hits in a window, `take` throws a 429 whose Retry-After is the rest of the window.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly message: (retryAfterSeconds: number) => string,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): void {
    if (this.max === 0) return;
    const now = this.now();
    if (this.windows.size >= SWEEP_AT) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + WINDOW_MS };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count > this.max) {
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      throw tooManyRequests(this.message(retryAfter), retryAfter);
    }
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** The api's limits (issue 25); staff accounts are never limited. */
export interface RateLimits {
  /** Every public endpoint (sign-in, refresh), per client address. */
  publicPerAddress: RateLimiter;
  /** Sign-in attempts per account (role + email), whether or not the account exists. */
  signinPerAccount: RateLimiter;
  /** Every call a member makes, per member account. */
  memberPerAccount: RateLimiter;
}

const seconds = (value: number) => `${value} second${value === 1 ? '' : 's'}`;

export function createRateLimits(config: {
  signinRateLimit: number;
  signinAccountRateLimit: number;
  memberRateLimit: number;
}): RateLimits {
  const signinMessage = (retryAfter: number) =>
    `Too many sign-in attempts; try again in ${seconds(retryAfter)}`;
  return {
    publicPerAddress: new RateLimiter(config.signinRateLimit, signinMessage),
    signinPerAccount: new RateLimiter(config.signinAccountRateLimit, signinMessage),
    memberPerAccount: new RateLimiter(
      config.memberRateLimit,
      (retryAfter) => `Too many requests; try again in ${seconds(retryAfter)}`,
    ),
  };
}
