import type { ListUrlOptions } from '@backoffice/shared';

/**
 * The members list's URL state: the contract's filters it offers and a page size select. No sort
 * in the URL means the api's own order: newest members first.
 */
export const memberListUrl = {
  filters: ['status', 'verified', 'from', 'to'],
  limitInUrl: true,
} as const satisfies ListUrlOptions<string, string>;
