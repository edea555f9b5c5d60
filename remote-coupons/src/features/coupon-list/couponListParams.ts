import { couponStatusSchema, schema } from '@backoffice/shared';

/** The coupon list's state in the URL: shareable, and the back button restores it. */
export const couponListParamShape = {
  page: schema.coerce.number().int().min(1).default(1),
  sort: schema.string().default('-createdAt'),
  status: couponStatusSchema.optional(),
  search: schema.string().optional(),
};

export const COUPON_PAGE_SIZE = 20;
