import { apiRequest, isApiError, type PasswordLinkAccount } from '@backoffice/shared';
import { useEffect, useState } from 'react';

export type PasswordLinkLookup =
  | { status: 'checking' }
  | { status: 'found'; account: PasswordLinkAccount }
  /** The api refused the token: unknown, used or expired. */
  | { status: 'invalid' }
  /** The api could not say (offline, a fault): the form still works, its answer will tell. */
  | { status: 'unknown' };

/**
 * Whose account a set-password link is for, read once when the page opens (the link stays
 * unused). The page is public and loads without the signed-in shell's query client, as /login.
 */
export function usePasswordLinkAccount(token: string, usable: boolean): PasswordLinkLookup {
  const [lookup, setLookup] = useState<PasswordLinkLookup>({ status: 'checking' });
  useEffect(() => {
    if (!usable) return;
    const controller = new AbortController();
    apiRequest('passwordLinkAccount', { query: { token }, signal: controller.signal }).then(
      (account) => setLookup({ status: 'found', account }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const refused = isApiError(error) && error.status === 400;
        setLookup({ status: refused ? 'invalid' : 'unknown' });
      },
    );
    return () => controller.abort();
  }, [token, usable]);
  return lookup;
}
