import { endpoints } from '@backoffice/shared/contract';
import { DEMO_MEMBER } from '../src/testing';
import {
  askAsEachStaffRole,
  client,
  dataOf,
  errorOf,
  signedInClient,
  startWithAdminForFile,
} from './helpers';

const PATH = '/coupons/redemptions';
const file = startWithAdminForFile();

const redemptions = async (query: Record<string, string | number> = {}) =>
  dataOf(await file.admin.get(PATH, query), endpoints.couponRedemptions.response);

const isNewestFirst = (times: string[]) =>
  times.every((at, index) => index === 0 || Date.parse(times[index - 1]!) >= Date.parse(at));

describe('per-member coupon redemption records', () => {
  it("lists the demo member's seeded redemptions, newest first, in the contract's shape", async () => {
    const own = await redemptions({ memberId: DEMO_MEMBER.id });
    expect(own.items.length).toBeGreaterThanOrEqual(1);
    expect(own.total).toBe(own.items.length);
    for (const record of own.items) {
      expect(record).toMatchObject({ memberId: DEMO_MEMBER.id, memberName: DEMO_MEMBER.name });
      expect(record.code).toMatch(/^[A-Z0-9_-]+$/);
      expect(record.discountGiven).toBeGreaterThan(0);
    }
    expect(isNewestFirst(own.items.map((record) => record.redeemedAt))).toBe(true);
  });

  it('narrows to those since a moment, and counts beyond the limit', async () => {
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const week = await redemptions({ since: weekAgo, limit: 200 });
    expect(week.items.length).toBeGreaterThan(0);
    expect(week.items.every((record) => record.redeemedAt >= weekAgo)).toBe(true);
    const first = await redemptions({ limit: 1 });
    expect(first.items).toHaveLength(1);
    expect(first.total).toBeGreaterThan(week.total);
    expect(isNewestFirst([first.items[0]!.redeemedAt, week.items[0]!.redeemedAt])).toBe(true);
  });

  it('answers an unknown member with no records and refuses a malformed query', async () => {
    expect(await redemptions({ memberId: 'MEM-NOBODY' })).toEqual({ items: [], total: 0 });
    expect(errorOf(await file.admin.get(PATH, { since: 'yesterday' }), 400).field).toBe('since');
    expect(errorOf(await file.admin.get(PATH, { limit: 500 }), 400).field).toBe('limit');
  });
});

describe('who may read redemption records', () => {
  it('is every staff role the permissions table lets read', async () => {
    await askAsEachStaffRole(file.api.url, endpoints.couponRedemptions.permission, (caller) =>
      caller.get(PATH, { memberId: DEMO_MEMBER.id }),
    );
  });

  it('refuses a member, even for their own records, and a caller without a token', async () => {
    const member = await signedInClient(file.api.url, DEMO_MEMBER, 'member');
    expect((await member.get(PATH, { memberId: DEMO_MEMBER.id })).status).toBe(403);
    expect((await client(file.api.url).get(PATH)).status).toBe(401);
  });
});
