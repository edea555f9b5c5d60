import { randomUUID } from 'node:crypto';
import {
  deriveCouponStatus,
  type Coupon,
  type couponList,
  type CouponStatus,
  type SortField,
} from '@backoffice/shared/contract';
import { toIso, toIsoOrNull, type Queryable } from '../../db/database';
import type { HandlerInput } from '../../http/handlers';
import { containsPattern, orderByClause, SqlParams, selectPage, whereClause } from '../../db/sql';

export interface CouponRow {
  id: string;
  code: string;
  description: string;
  discountType: Coupon['discountType'];
  value: number;
  currency: string;
  maxRedemptions: number | null;
  perMemberLimit: number | null;
  redemptions: number;
  discountGiven: number;
  startsAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  revokeReason: string | null;
  createdAt: Date;
  createdBy: string;
}

export const COUPON_COLUMNS = `id, code, description, discount_type AS "discountType", value, currency,
  max_redemptions AS "maxRedemptions", per_member_limit AS "perMemberLimit", redemptions,
  discount_given::float8 AS "discountGiven", starts_at AS "startsAt", expires_at AS "expiresAt",
  revoked_at AS "revokedAt", revoke_reason AS "revokeReason", created_at AS "createdAt",
  created_by AS "createdBy"`;

/**
 * The SQL twin of the contract's deriveCouponStatus, for filtering and counting in the database.
 * `$now` is the placeholder of the reference time. A test keeps the two in agreement.
 */
export function couponStatusSql(now: string): string {
  return `CASE
    WHEN revoked_at IS NOT NULL THEN 'revoked'
    WHEN expires_at IS NOT NULL AND expires_at <= ${now} THEN 'expired'
    WHEN max_redemptions IS NOT NULL AND redemptions >= max_redemptions THEN 'exhausted'
    WHEN starts_at > ${now} THEN 'scheduled'
    ELSE 'active' END`;
}

export function toCoupon(row: CouponRow, now: Date): Coupon {
  const coupon = {
    id: row.id,
    code: row.code,
    description: row.description,
    discountType: row.discountType,
    value: row.value,
    currency: row.currency,
    maxRedemptions: row.maxRedemptions,
    perMemberLimit: row.perMemberLimit,
    redemptions: row.redemptions,
    discountGiven: row.discountGiven,
    startsAt: toIso(row.startsAt),
    expiresAt: toIsoOrNull(row.expiresAt),
    revokedAt: toIsoOrNull(row.revokedAt),
    revokeReason: row.revokeReason,
    createdAt: toIso(row.createdAt),
    createdBy: row.createdBy,
  };
  return { ...coupon, status: deriveCouponStatus(coupon, now) };
}

const SORT_COLUMNS = {
  code: 'code',
  createdAt: 'created_at',
  startsAt: 'starts_at',
  expiresAt: 'expires_at',
  redemptions: 'redemptions',
} as const satisfies Record<SortField<typeof couponList>, string>;

export async function findCouponRow(db: Queryable, id: string): Promise<CouponRow | undefined> {
  const [row] = await db.query<CouponRow>(`SELECT ${COUPON_COLUMNS} FROM coupons WHERE id = $1`, [
    id,
  ]);
  return row;
}

/** One page of coupons, each with its status as of `now`. */
export async function listCoupons(
  db: Queryable,
  query: HandlerInput<'couponList'>['query'],
  now: Date,
) {
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
}

/**
 * The next moment after `now` at which a coupon's status changes by the clock alone (a start or an
 * expiry ahead), or null when none is ahead: until then, a list of coupons reads the same.
 */
export async function nextCouponStatusChange(db: Queryable, now: Date): Promise<Date | null> {
  const [row] = await db.query<{ at: Date | null }>(
    `SELECT min(t.at) AS at
     FROM coupons, LATERAL (VALUES (starts_at), (expires_at)) AS t (at)
     WHERE revoked_at IS NULL AND t.at > $1`,
    [now],
  );
  return row?.at ? new Date(row.at) : null;
}

export async function countCouponsByStatus(db: Queryable, now: Date) {
  return db.query<{
    status: CouponStatus;
    count: number;
    redemptions: number;
    discountGiven: number;
  }>(
    `SELECT ${couponStatusSql('$1')} AS status, count(*)::int AS count,
       sum(redemptions)::float8 AS redemptions, sum(discount_given)::float8 AS "discountGiven"
     FROM coupons GROUP BY 1`,
    [now],
  );
}

export async function insertCoupon(
  db: Queryable,
  coupon: HandlerInput<'createCoupon'>['body'],
  createdBy: string,
): Promise<CouponRow | undefined> {
  const [row] = await db.query<CouponRow>(
    `INSERT INTO coupons (id, code, description, discount_type, value, currency, max_redemptions,
       per_member_limit, redemptions, discount_given, starts_at, expires_at, created_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, 0, $9, $10, now(), $11)
     RETURNING ${COUPON_COLUMNS}`,
    [
      `cpn-${randomUUID()}`,
      coupon.code,
      coupon.description,
      coupon.discountType,
      coupon.value,
      coupon.currency,
      coupon.maxRedemptions ?? null,
      coupon.perMemberLimit ?? null,
      coupon.startsAt,
      coupon.expiresAt ?? null,
      createdBy,
    ],
  );
  return row;
}

/** Applies the fields `changes` carries; no row when the coupon was revoked meanwhile. */
export async function updateCouponRow(
  db: Queryable,
  id: string,
  changes: HandlerInput<'updateCoupon'>['body'],
): Promise<CouponRow | undefined> {
  const sql = new SqlParams();
  const idParam = sql.add(id);
  const assignments: string[] = [];
  if (changes.description !== undefined)
    assignments.push(`description = ${sql.add(changes.description)}`);
  if (changes.maxRedemptions !== undefined) {
    assignments.push(`max_redemptions = ${sql.add(changes.maxRedemptions)}`);
  }
  if (changes.perMemberLimit !== undefined) {
    assignments.push(`per_member_limit = ${sql.add(changes.perMemberLimit)}`);
  }
  if (changes.expiresAt !== undefined)
    assignments.push(`expires_at = ${sql.add(changes.expiresAt)}`);
  const [row] = await db.query<CouponRow>(
    `UPDATE coupons SET ${assignments.join(', ')} WHERE id = ${idParam} AND revoked_at IS NULL
     RETURNING ${COUPON_COLUMNS}`,
    sql.values,
  );
  return row;
}

/** No row when the coupon was already revoked. */
export async function revokeCouponRow(
  db: Queryable,
  id: string,
  reason: string | null,
): Promise<CouponRow | undefined> {
  const [row] = await db.query<CouponRow>(
    `UPDATE coupons SET revoked_at = now(), revoke_reason = $2
     WHERE id = $1 AND revoked_at IS NULL RETURNING ${COUPON_COLUMNS}`,
    [id, reason],
  );
  return row;
}
