import type { Queryable } from '../db/database';
import { tooManyRequests } from './errors';
import { countWindowHit, deleteEndedWindows } from './rate-limit-repository';

const WINDOW_MS = 60_000;
/** Past this many keys, expired windows are swept on the next hit, so the map stays small. */
const SWEEP_AT = 10_000;

/** One key's window: hits so far and when it ends (epoch ms). */
export interface Window {
  count: number;
  resetAt: number;
}

/** Where windows are counted: this process's memory, or the database all instances share. */
export interface WindowStore {
  hit(key: string, now: number): Promise<Window>;
}

class MemoryWindows implements WindowStore {
  private readonly windows = new Map<string, Window>();

  hit(key: string, now: number): Promise<Window> {
    if (this.windows.size >= SWEEP_AT) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + WINDOW_MS };
      this.windows.set(key, window);
    }
    window.count += 1;
    return Promise.resolve({ ...window });
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * Windows in `rate_limit_windows`: one upsert per hit counts it and says the window,
 * so a limit holds however the load balancer spreads the calls. Every SWEEP_AT hits, ended windows
 * are deleted.
 */
export function databaseWindows(db: Queryable, limiter: string): WindowStore {
  let hits = 0;
  return {
    async hit(key, now) {
      hits += 1;
      if (hits % SWEEP_AT === 0) await deleteEndedWindows(db, now);
      return countWindowHit(db, { limiter, key, now, windowMs: WINDOW_MS });
    },
  };
}

/**
 * A fixed one-minute window per key (an address, an account). `max` 0 turns the limit off.
 * Past `max` hits in a window, `take` throws a 429 whose Retry-After is the rest of the window.
 */
export class RateLimiter {
  constructor(
    private readonly max: number,
    private readonly message: (retryAfterSeconds: number) => string,
    private readonly now: () => number = Date.now,
    private readonly windows: WindowStore = new MemoryWindows(),
  ) {}

  async take(key: string): Promise<void> {
    if (this.max === 0) return;
    const now = this.now();
    const window = await this.windows.hit(key, now);
    if (window.count > this.max) {
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      throw tooManyRequests(this.message(retryAfter), retryAfter);
    }
  }
}

/** The api's limits; staff accounts are never limited. */
export interface RateLimits {
  /** Every public endpoint (sign-in, refresh), per client address. */
  publicPerAddress: RateLimiter;
  /** Sign-in attempts per account (role + email), whether or not the account exists. */
  signinPerAccount: RateLimiter;
  /** Every call a member makes, per member account. */
  memberPerAccount: RateLimiter;
}

const seconds = (value: number) => `${value} second${value === 1 ? '' : 's'}`;

/** `shared`: the database several instances count in; without it, this process's memory. */
export function createRateLimits(
  config: { signinRateLimit: number; signinAccountRateLimit: number; memberRateLimit: number },
  shared?: Queryable,
): RateLimits {
  const windows = (name: string) => (shared ? databaseWindows(shared, name) : undefined);
  const signinMessage = (retryAfter: number) =>
    `Too many sign-in attempts; try again in ${seconds(retryAfter)}`;
  return {
    publicPerAddress: new RateLimiter(
      config.signinRateLimit,
      signinMessage,
      Date.now,
      windows('public-per-address'),
    ),
    signinPerAccount: new RateLimiter(
      config.signinAccountRateLimit,
      signinMessage,
      Date.now,
      windows('signin-per-account'),
    ),
    memberPerAccount: new RateLimiter(
      config.memberRateLimit,
      (retryAfter) => `Too many requests; try again in ${seconds(retryAfter)}`,
      Date.now,
      windows('member-per-account'),
    ),
  };
}
