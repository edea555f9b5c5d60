import type { ListUrlOptions } from '@backoffice/shared';

/** The coupon list's URL state: shareable, and the back button restores it. Newest first. */
export const couponListUrl = {
  filters: ['status'],
  defaultSort: '-createdAt',
} as const satisfies ListUrlOptions<string, string>;
