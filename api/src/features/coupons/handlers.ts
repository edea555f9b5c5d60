import { randomUUID } from 'node:crypto';
import type { couponList } from '@backoffice/shared/contract';
import {
  COUPON_CURRENCY,
  couponExpiryProblem,
  couponLimitsProblem,
  couponStatuses,
  type CouponStatus,
  type SortField,
} from '@backoffice/shared/contract';
import { isUniqueViolation } from '../../db/database';
import type { ApiContext } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { EndpointHandlers } from '../../http/handlers';
import { containsPattern, orderByClause, SqlParams, selectPage, whereClause } from '../../http/sql';
import { changedFields, recordAudit } from '../audit/repository';
import { COUPON_COLUMNS, couponStatusSql, toCoupon, type CouponRow } from './repository';

/** The fields an edit may change, as the audit trail records them. */
const editableFields = (row: CouponRow) => {
  const { description, maxRedemptions, perMemberLimit, expiresAt } = toCoupon(row, new Date());
  return { description, maxRedemptions, perMemberLimit, expiresAt };
};

const SORT_COLUMNS = {
  code: 'code',
  createdAt: 'created_at',
  startsAt: 'starts_at',
  expiresAt: 'expires_at',
  redemptions: 'redemptions',
} as const satisfies Record<SortField<typeof couponList>, string>;

type CouponHandlers = Pick<
  EndpointHandlers,
  'couponList' | 'couponStatistics' | 'createCoupon' | 'updateCoupon' | 'revokeCoupon'
>;

export function couponHandlers({ db }: ApiContext): CouponHandlers {
  async function findCoupon(id: string): Promise<CouponRow> {
    const [row] = await db.query<CouponRow>(`SELECT ${COUPON_COLUMNS} FROM coupons WHERE id = $1`, [
      id,
    ]);
    if (!row) throw notFound(`Coupon ${id} not found`);
    return row;
  }

  return {
    async couponList({ query }) {
      const now = new Date();
      const params = new SqlParams();
      const conditions: string[] = [];
      if (query.status) {
        conditions.push(`${couponStatusSql(params.add(now))} = ${params.add(query.status)}`);
      }
      if (query.search) {
        const pattern = params.add(containsPattern(query.search));
        conditions.push(`(code ILIKE ${pattern} OR description ILIKE ${pattern})`);
      }
      const where = whereClause(conditions);
      const orderBy = orderByClause(query.sort, SORT_COLUMNS, 'created_at DESC', 'id');
      return selectPage(
        db,
        { select: `SELECT ${COUPON_COLUMNS} FROM coupons`, from: 'coupons', where, orderBy },
        params,
        query,
        (row: CouponRow) => toCoupon(row, now),
      );
    },

    async couponStatistics() {
      const rows = await db.query<{
        status: CouponStatus;
        count: number;
        redemptions: number;
        discountGiven: number;
      }>(
        `SELECT ${couponStatusSql('$1')} AS status, count(*)::int AS count,
           sum(redemptions)::float8 AS redemptions, sum(discount_given)::float8 AS "discountGiven"
         FROM coupons GROUP BY 1`,
        [new Date()],
      );
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

    async createCoupon({ body, user }) {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.query<CouponRow>(
            `INSERT INTO coupons (id, code, description, discount_type, value, currency, max_redemptions,
             per_member_limit, redemptions, discount_given, starts_at, expires_at, created_at, created_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, 0, $9, $10, now(), $11)
           RETURNING ${COUPON_COLUMNS}`,
            [
              `cpn-${randomUUID()}`,
              body.code,
              body.description,
              body.discountType,
              body.value,
              body.currency,
              body.maxRedemptions ?? null,
              body.perMemberLimit ?? null,
              body.startsAt,
              body.expiresAt ?? null,
              user.name,
            ],
          );
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
      const sql = new SqlParams();
      const idParam = sql.add(current.id);
      const assignments: string[] = [];
      if (body.description !== undefined)
        assignments.push(`description = ${sql.add(body.description)}`);
      if (body.maxRedemptions !== undefined) {
        assignments.push(`max_redemptions = ${sql.add(body.maxRedemptions)}`);
      }
      if (body.perMemberLimit !== undefined) {
        assignments.push(`per_member_limit = ${sql.add(body.perMemberLimit)}`);
      }
      if (body.expiresAt !== undefined) assignments.push(`expires_at = ${sql.add(body.expiresAt)}`);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx.query<CouponRow>(
          `UPDATE coupons SET ${assignments.join(', ')} WHERE id = ${idParam} AND revoked_at IS NULL
           RETURNING ${COUPON_COLUMNS}`,
          sql.values,
        );
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
        const [revoked] = await tx.query<CouponRow>(
          `UPDATE coupons SET revoked_at = now(), revoke_reason = $2
           WHERE id = $1 AND revoked_at IS NULL RETURNING ${COUPON_COLUMNS}`,
          [current.id, body.reason || null],
        );
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
