import { COUPON_CURRENCY, type CouponRedemption } from '@backoffice/shared/contract';
import { toIso, type Queryable } from '../../db/database';
import { SqlParams, whereClause } from '../../db/sql';
import type { HandlerInput } from '../../http/handlers';

interface RedemptionRow {
  id: string;
  couponId: string;
  code: string;
  memberId: string;
  memberName: string;
  discountGiven: string | number;
  redeemedAt: Date | string;
  total: number;
}

/** Coupon uses, newest first, narrowed to one member and/or those since a moment. */
export async function listRedemptions(
  db: Queryable,
  query: HandlerInput<'couponRedemptions'>['query'],
): Promise<{ items: CouponRedemption[]; total: number }> {
  const params = new SqlParams();
  const conditions: string[] = [];
  if (query.memberId) conditions.push(`r.member_id = ${params.add(query.memberId)}`);
  if (query.since) conditions.push(`r.redeemed_at >= ${params.add(query.since)}`);
  const rows = await db.query<RedemptionRow>(
    `SELECT r.id, r.coupon_id AS "couponId", c.code, r.member_id AS "memberId",
       m.full_name AS "memberName", r.discount_given AS "discountGiven",
       r.redeemed_at AS "redeemedAt", count(*) OVER ()::int AS total
     FROM coupon_redemptions r
     JOIN coupons c ON c.id = r.coupon_id
     JOIN members m ON m.id = r.member_id
     ${whereClause(conditions)}
     ORDER BY r.redeemed_at DESC, r.id
     LIMIT ${params.add(query.limit)}`,
    params.values,
  );
  return {
    items: rows.map(({ total: _total, discountGiven, redeemedAt, ...row }) => ({
      ...row,
      discountGiven: Number(discountGiven),
      currency: COUPON_CURRENCY,
      redeemedAt: toIso(redeemedAt),
    })),
    total: rows[0]?.total ?? 0,
  };
}
