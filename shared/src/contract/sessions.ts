import './zod-config';
import { z } from 'zod';
import { isoDateTime } from './common';

/**
 * Each sign-in of the caller (`GET /auth/sessions`): from the user agent and address it came
 * from; `current` is the one asking. Every sign-in ends after SESSION_MAX_MINUTES (720 by
 * default) whatever its activity: refresh then answers 401. docs/security.md.
 */
export const signInSessionSchema = z.object({
  id: z.string(),
  /** "Firefox on Linux", from the user agent; "Unknown browser" without one. */
  browser: z.string(),
  address: z.string(),
  startedAt: isoDateTime,
  lastActiveAt: isoDateTime,
  current: z.boolean(),
});
export type SignInSession = z.infer<typeof signInSessionSchema>;

export const endedSessionsSchema = z.object({ ended: z.number().int().nonnegative() });

/** The refresh answer once a sign-in's absolute lifetime is over. */
export const SESSION_TIME_LIMIT = 'This sign-in has reached its time limit; sign in again';
