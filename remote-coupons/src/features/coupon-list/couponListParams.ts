import { couponStatusSchema } from '@backoffice/shared';
import { z } from 'zod';

/** The coupon list's state in the URL: shareable, and the back button restores it. */
export const couponListParamShape = {
  page: z.coerce.number().int().min(1).default(1),
  sort: z.string().default('-createdAt'),
  status: couponStatusSchema.optional(),
  search: z.string().optional(),
};

export const COUPON_PAGE_SIZE = 20;
