import { createQueryClient } from '@backoffice/shared';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The signed-in session's one QueryClient. It exists before the shell renders, so an area's first
 * data can be asked for into it the moment sign-in succeeds. The page loader's session part holds
 * the page's one, which signing out disposes of; tests create their own and dispose of it.
 */
export interface QuerySession {
  /** The session's client, made at its first use. */
  client: () => QueryClient;
  /** Drops the session's cached data: the next admin to sign in starts from nothing. */
  dispose: () => void;
}

export function createQuerySession(): QuerySession {
  let client: QueryClient | undefined;
  return {
    client: () => (client ??= createQueryClient()),
    dispose: () => {
      client?.clear();
      client = undefined;
    },
  };
}
