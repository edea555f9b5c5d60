import {
  COUPON_CURRENCY,
  couponExpiryProblem,
  couponLimitsProblem,
  couponStatuses,
  type CouponStatus,
} from '@backoffice/shared/contract';
import { isUniqueViolation } from '../../db/database';
import type { ApiContext } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { EndpointHandlers } from '../../http/handlers';
import { changedFields, recordAudit } from '../audit/repository';
import {
  countCouponsByStatus,
  findCouponRow,
  insertCoupon,
  listCoupons,
  nextCouponStatusChange,
  revokeCouponRow,
  toCoupon,
  updateCouponRow,
  type CouponRow,
} from './repository';
import { listRedemptions } from './redemption-repository';

/** An answer that changes at `moment` holds until the millisecond before it. */
const untilBefore = (moment: Date | null) => (moment ? moment.getTime() - 1 : undefined);

/** The fields an edit may change, as the audit trail records them. */
const editableFields = (row: CouponRow) => {
  const { description, maxRedemptions, perMemberLimit, expiresAt } = toCoupon(row, new Date());
  return { description, maxRedemptions, perMemberLimit, expiresAt };
};

type CouponHandlers = Pick<
  EndpointHandlers,
  | 'couponList'
  | 'couponStatistics'
  | 'couponRedemptions'
  | 'createCoupon'
  | 'updateCoupon'
  | 'revokeCoupon'
>;

export function couponHandlers({ db, reads }: ApiContext): CouponHandlers {
  async function findCoupon(id: string): Promise<CouponRow> {
    const row = await findCouponRow(db, id);
    if (!row) throw notFound(`Coupon ${id} not found`);
    return row;
  }

  return {
    async couponList({ query }) {
      // A status changes with the clock: a page is kept until the next start or expiry of any
      // coupon (one may enter or leave a status filter), or a write.
      const changesAt = await reads.read(
        'couponStatusChange',
        ['coupons'],
        (reader) => nextCouponStatusChange(reader, new Date()),
        { validUntil: untilBefore },
      );
      return reads.read(
        `couponList ${JSON.stringify(query)}`,
        ['coupons'],
        (reader) => listCoupons(reader, query, new Date()),
        { validUntil: () => untilBefore(changesAt) },
      );
    },

    async couponStatistics() {
      const rows = await countCouponsByStatus(db, new Date());
      const byStatus = Object.fromEntries(couponStatuses.map((status) => [status, 0])) as Record<
        CouponStatus,
        number
      >;
      let total = 0;
      let redemptions = 0;
      let discountGiven = 0;
      for (const row of rows) {
        byStatus[row.status] = row.count;
        total += row.count;
        redemptions += row.redemptions;
        discountGiven += row.discountGiven;
      }
      return { total, ...byStatus, redemptions, discountGiven, currency: COUPON_CURRENCY };
    },

    couponRedemptions: ({ query }) => listRedemptions(db, query),

    async createCoupon({ body, user }) {
      try {
        return await db.transaction(async (tx) => {
          const row = await insertCoupon(tx, body, user.name);
          if (!row) throw new Error('Inserting a coupon returned no row');
          const coupon = toCoupon(row, new Date());
          await recordAudit(tx, {
            actor: user,
            kind: 'coupon.create',
            entity: { type: 'coupon', id: coupon.id },
            after: {
              code: coupon.code,
              discountType: coupon.discountType,
              value: coupon.value,
              currency: coupon.currency,
              ...editableFields(row),
            },
          });
          return coupon;
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict(`code: a coupon with code ${body.code} already exists`, 'code');
        }
        throw error;
      }
    },

    async updateCoupon({ params, body, user }) {
      const current = await findCoupon(params.id ?? '');
      if (current.revokedAt) throw conflict(`Coupon ${current.code} is revoked and cannot change`);
      const expiryProblem = couponExpiryProblem(current.startsAt, body.expiresAt);
      if (expiryProblem) throw badRequest(`expiresAt: ${expiryProblem}`, 'expiresAt');
      const limitsProblem = couponLimitsProblem({
        maxRedemptions:
          body.maxRedemptions === undefined ? current.maxRedemptions : body.maxRedemptions,
        perMemberLimit:
          body.perMemberLimit === undefined ? current.perMemberLimit : body.perMemberLimit,
      });
      if (limitsProblem) throw badRequest(`perMemberLimit: ${limitsProblem}`, 'perMemberLimit');
      const row = await db.transaction(async (tx) => {
        const updated = await updateCouponRow(tx, current.id, body);
        if (!updated) throw conflict(`Coupon ${current.code} is revoked and cannot change`);
        await recordAudit(tx, {
          actor: user,
          kind: 'coupon.update',
          entity: { type: 'coupon', id: current.id },
          ...changedFields(editableFields(current), editableFields(updated)),
        });
        return updated;
      });
      return toCoupon(row, new Date());
    },

    async revokeCoupon({ params, body, user }) {
      const current = await findCoupon(params.id ?? '');
      const row = await db.transaction(async (tx) => {
        const revoked = await revokeCouponRow(tx, current.id, body.reason || null);
        if (!revoked) throw conflict(`Coupon ${current.code} is already revoked`);
        const after = toCoupon(revoked, new Date());
        await recordAudit(tx, {
          actor: user,
          kind: 'coupon.revoke',
          entity: { type: 'coupon', id: current.id },
          before: { revokedAt: null, revokeReason: null },
          after: { revokedAt: after.revokedAt, revokeReason: after.revokeReason },
        });
        return revoked;
      });
      return toCoupon(row, new Date());
    },
  };
}
