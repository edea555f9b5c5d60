import { createQueryClient } from '@backoffice/shared';
import type { QueryClient } from '@tanstack/react-query';

let client: QueryClient | undefined;

/**
 * The signed-in session's one QueryClient. It exists before the shell renders, so an area's first
 * data can be prefetched into it the moment sign-in succeeds.
 */
export function sessionQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}

/** Signing out drops this session's cached data: the next admin starts from nothing. */
export function endQuerySession(): void {
  client?.clear();
  client = undefined;
}
