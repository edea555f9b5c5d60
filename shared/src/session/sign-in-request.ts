import type { FirstPageRequest } from './first-page-request';
import { getRuntimeConfig } from './runtime-config';

/** The contract's `signinAdmin` path, here without the contract (zod) so /login can send it. */
export const SIGNIN_ADMIN_PATH = '/auth/signin/admin';

/**
 * A request already on its way: the page's own fetch, started before the http client and the
 * contract had loaded. `apiRequest` (its `sent` option) reads and checks the answer as it would
 * its own, and aborts it on its timeout.
 */
export interface SentRequest {
  readonly response: Promise<Response>;
  readonly abort: AbortController;
}

/**
 * Sends the admin sign-in at once, the first thing the click does: the contract's rules and the
 * http client load beside it, not in front of it (docs/design.md §2). JSON as `apiRequest` sends it,
 * with `firstPage`, the page the person is going to, to be answered with it (`first_page`).
 */
export function sendSignIn(
  credentials: { email: string; password: string },
  firstPage?: FirstPageRequest,
): SentRequest {
  const abort = new AbortController();
  const response = fetch(getRuntimeConfig().apiBaseUrl + SIGNIN_ADMIN_PATH, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(firstPage ? { ...credentials, first_page: firstPage } : credentials),
    signal: abort.signal,
  });
  // Read by apiRequest once it has loaded; a failure before then is its to report, not unhandled.
  response.catch(() => undefined);
  return { response, abort };
}
