import { couponStatuses, deriveCouponStatus, endpoints } from '@backoffice/shared/contract';
import { DEMO_ADMIN, SEED_COUNTS } from '../src/testing';
import { dataOf, errorOf, startWithAdminForFile } from './helpers';

const LIST = '/coupons/list';
const file = startWithAdminForFile();

const list = async (query: Record<string, string | number> = {}) =>
  dataOf(await file.admin.get(LIST, query), endpoints.couponList.response);
const statistics = async () =>
  dataOf(await file.admin.get('/coupons/statistics'), endpoints.couponStatistics.response);

const DAY = 86_400_000;
const validInput = (code: string) => ({
  code,
  description: 'Launch offer',
  discountType: 'percent',
  value: 15,
  maxRedemptions: 100,
  startsAt: new Date(Date.now() - DAY).toISOString(),
  expiresAt: new Date(Date.now() + 30 * DAY).toISOString(),
});

describe('coupon list and statistics', () => {
  it('seeds 25 coupons covering every status, derived as the contract derives it', async () => {
    const all = await list({ limit: 100 });
    expect(all.total).toBe(SEED_COUNTS.coupons);
    for (const coupon of all.items) expect(coupon.status).toBe(deriveCouponStatus(coupon));
    expect(new Set(all.items.map((coupon) => coupon.status))).toEqual(new Set(couponStatuses));
  });

  it('filters by status in agreement with the statistics', async () => {
    const stats = await statistics();
    let sum = 0;
    for (const status of couponStatuses) {
      const filtered = await list({ status, limit: 100 });
      expect(filtered.total, status).toBe(stats[status]);
      expect(filtered.items.every((coupon) => coupon.status === status)).toBe(true);
      sum += filtered.total;
    }
    expect(stats.total).toBe(sum);
    const all = await list({ limit: 100 });
    expect(stats.redemptions).toBe(
      all.items.reduce((total, coupon) => total + coupon.redemptions, 0),
    );
    expect(stats.discountGiven).toBe(
      all.items.reduce((total, coupon) => total + coupon.discountGiven, 0),
    );
  });

  it('searches codes case-insensitively and sorts by whitelisted fields', async () => {
    const sample = (await list()).items[3]!;
    const found = await list({ search: sample.code.toLowerCase() });
    expect(found.items.map((coupon) => coupon.id)).toContain(sample.id);
    const byCode = await list({ sort: 'code', limit: 100 });
    const codes = byCode.items.map((coupon) => coupon.code);
    expect(codes).toEqual([...codes].sort());
    expect(errorOf(await file.admin.get(LIST, { sort: 'value' }), 400).field).toBe('sort');
    expect(errorOf(await file.admin.get(LIST, { status: 'paused' }), 400).field).toBe('status');
  });
});

describe('coupon statuses change with the clock', () => {
  it('moves a coupon from scheduled to active at its start, with no write in between', async () => {
    const code = `STARTS${Date.now() % 100_000}`;
    const startsAt = new Date(Date.now() + 1500).toISOString();
    dataOf(
      await file.admin.post('/coupons/create', { ...validInput(code), startsAt }),
      endpoints.createCoupon.response,
    );
    const scheduled = await list({ search: code, status: 'scheduled' });
    expect(scheduled.items.map((coupon) => [coupon.code, coupon.status])).toEqual([
      [code, 'scheduled'],
    ]);
    // Asked again before the start: the same answer.
    expect(await list({ search: code, status: 'scheduled' })).toEqual(scheduled);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(startsAt) - Date.now() + 20));
    expect((await list({ search: code, status: 'scheduled' })).items).toEqual([]);
    expect((await list({ search: code })).items.map((coupon) => coupon.status)).toEqual(['active']);
  });
});

describe('coupon create, update and revoke', () => {
  it('creates a coupon with an uppercased code, then 409s a duplicate code naming code', async () => {
    const created = dataOf(
      await file.admin.post('/coupons/create', validInput('welcome-10')),
      endpoints.createCoupon.response,
    );
    expect(created).toMatchObject({
      code: 'WELCOME-10',
      status: 'active',
      redemptions: 0,
      createdBy: DEMO_ADMIN.name,
      currency: 'USD',
    });
    const duplicate = errorOf(
      await file.admin.post('/coupons/create', validInput('WELCOME-10')),
      409,
    );
    expect(duplicate).toMatchObject({ field: 'code' });
    expect(duplicate.message).toMatch(/already exists/);
    const future = dataOf(
      await file.admin.post('/coupons/create', {
        ...validInput('LATER'),
        startsAt: new Date(Date.now() + 2 * DAY).toISOString(),
      }),
      endpoints.createCoupon.response,
    );
    expect(future.status).toBe('scheduled');
  });

  it('answers 400 naming the field for invalid coupon input', async () => {
    const create = (body: object) => file.admin.post('/coupons/create', body);
    expect(errorOf(await create({ ...validInput('AB') }), 400).field).toBe('code');
    expect(errorOf(await create({ ...validInput('BAD CODE') }), 400).field).toBe('code');
    expect(errorOf(await create({ ...validInput('PCT'), value: 150 }), 400)).toMatchObject({
      field: 'value',
      message: 'value: A percentage is between 1 and 100',
    });
    expect(
      errorOf(await create({ ...validInput('FIX'), discountType: 'fixed', value: 0 }), 400).field,
    ).toBe('value');
    expect(
      errorOf(
        await create({
          ...validInput('EXP'),
          expiresAt: new Date(Date.now() - 2 * DAY).toISOString(),
        }),
        400,
      ).field,
    ).toBe('expiresAt');
  });

  it('refuses a coupon born expired (start and expiry both past) with the contract wording', async () => {
    const bornExpired = {
      ...validInput('BORN-EXPIRED'),
      startsAt: new Date(Date.now() - 2 * DAY).toISOString(),
      expiresAt: new Date(Date.now() - DAY).toISOString(),
    };
    expect(errorOf(await file.admin.post('/coupons/create', bornExpired), 400)).toMatchObject({
      field: 'expiresAt',
      message: 'expiresAt: Expiry must be in the future',
    });
    expect((await list({ search: 'BORN-EXPIRED' })).total).toBe(0);
  });

  it('refuses a coupon in a currency other than the one the statistics report', async () => {
    expect(
      errorOf(
        await file.admin.post('/coupons/create', { ...validInput('IN-EUR'), currency: 'EUR' }),
        400,
      ),
    ).toMatchObject({ field: 'currency', message: 'currency: Coupons are created in USD' });
    expect((await statistics()).currency).toBe('USD');
  });

  it('answers 400 naming the field, not 500, for text PostgreSQL cannot store (NUL)', async () => {
    expect(
      errorOf(
        await file.admin.post('/coupons/create', {
          ...validInput('NUL-TEXT'),
          description: 'a\u0000b',
        }),
        400,
      ),
    ).toMatchObject({
      field: 'description',
      message: 'description: Description cannot contain a NUL character',
    });
    const created = dataOf(
      await file.admin.post('/coupons/create', validInput('NUL-EDIT')),
      endpoints.createCoupon.response,
    );
    const update = await file.admin.patch(`/coupons/update/${created.id}`, {
      description: '\u0000',
    });
    expect(errorOf(update, 400).field).toBe('description');
    const revoke = await file.admin.patch(`/coupons/revoke/${created.id}`, { reason: 'x\u0000' });
    expect(errorOf(revoke, 400)).toMatchObject({
      field: 'reason',
      message: 'reason: Reason cannot contain a NUL character',
    });
  });

  it('answers 400 naming the field, not 500, for numbers too large to store', async () => {
    const create = (body: object) => file.admin.post('/coupons/create', body);
    const huge = 2 ** 31;
    expect(
      errorOf(await create({ ...validInput('HUGE-FIX'), discountType: 'fixed', value: huge }), 400),
    ).toMatchObject({ field: 'value', message: 'value: Enter a smaller amount' });
    expect(
      errorOf(await create({ ...validInput('HUGE-MAX'), maxRedemptions: huge }), 400),
    ).toMatchObject({ field: 'maxRedemptions' });
    expect(
      errorOf(await create({ ...validInput('HUGE-PER'), perMemberLimit: huge }), 400).field,
    ).toBe('perMemberLimit');
    const created = dataOf(
      await create({ ...validInput('HUGE-EDIT'), discountType: 'fixed', value: huge - 1 }),
      endpoints.createCoupon.response,
    );
    expect(
      errorOf(
        await file.admin.patch(`/coupons/update/${created.id}`, { maxRedemptions: huge }),
        400,
      ).field,
    ).toBe('maxRedemptions');
  });

  it('updates the editable fields and checks expiry against the start', async () => {
    const created = dataOf(
      await file.admin.post('/coupons/create', validInput('EDITME')),
      endpoints.createCoupon.response,
    );
    const updated = dataOf(
      await file.admin.patch(`/coupons/update/${created.id}`, {
        description: 'Edited',
        maxRedemptions: null,
      }),
      endpoints.updateCoupon.response,
    );
    expect(updated).toMatchObject({ description: 'Edited', maxRedemptions: null, code: 'EDITME' });
    const early = new Date(Date.parse(created.startsAt) - DAY).toISOString();
    expect(
      errorOf(await file.admin.patch(`/coupons/update/${created.id}`, { expiresAt: early }), 400)
        .field,
    ).toBe('expiresAt');
    expect(errorOf(await file.admin.patch(`/coupons/update/${created.id}`, {}), 400).message).toBe(
      'body: Nothing to update',
    );
    errorOf(await file.admin.patch('/coupons/update/cpn-none', { description: 'x' }), 404);
  });

  it('refuses a per-member limit above the maximum redemptions, on create and on edit', async () => {
    const limits = 'perMemberLimit: Per-member limit cannot be more than the maximum redemptions';
    const refused = errorOf(
      await file.admin.post('/coupons/create', { ...validInput('LIMITS-1'), perMemberLimit: 101 }),
      400,
    );
    expect(refused).toMatchObject({ field: 'perMemberLimit', message: limits });
    const created = dataOf(
      await file.admin.post('/coupons/create', { ...validInput('LIMITS-2'), perMemberLimit: 5 }),
      endpoints.createCoupon.response,
    );
    // An edit that sends one limit is checked against the stored other one.
    expect(
      errorOf(await file.admin.patch(`/coupons/update/${created.id}`, { maxRedemptions: 4 }), 400),
    ).toMatchObject({ field: 'perMemberLimit', message: limits });
    expect(
      errorOf(
        await file.admin.patch(`/coupons/update/${created.id}`, { perMemberLimit: 101 }),
        400,
      ),
    ).toMatchObject({ field: 'perMemberLimit', message: limits });
    const lifted = dataOf(
      await file.admin.patch(`/coupons/update/${created.id}`, {
        maxRedemptions: null,
        perMemberLimit: 101,
      }),
      endpoints.updateCoupon.response,
    );
    expect(lifted).toMatchObject({ maxRedemptions: null, perMemberLimit: 101 });
  });

  it('revokes once: a second revoke and any update of a revoked coupon answer 409', async () => {
    const created = dataOf(
      await file.admin.post('/coupons/create', validInput('REVOKE-ME')),
      endpoints.createCoupon.response,
    );
    const before = await statistics();
    const revoked = dataOf(
      await file.admin.patch(`/coupons/revoke/${created.id}`, { reason: 'Leaked' }),
      endpoints.revokeCoupon.response,
    );
    expect(revoked).toMatchObject({ status: 'revoked', revokeReason: 'Leaked' });
    expect(revoked.revokedAt).not.toBeNull();
    const after = await statistics();
    expect(after.revoked).toBe(before.revoked + 1);
    expect(after.active).toBe(before.active - 1);
    expect(errorOf(await file.admin.patch(`/coupons/revoke/${created.id}`), 409).message).toBe(
      'Coupon REVOKE-ME is already revoked',
    );
    expect(
      errorOf(
        await file.admin.patch(`/coupons/update/${created.id}`, { description: 'again' }),
        409,
      ).message,
    ).toBe('Coupon REVOKE-ME is revoked and cannot change');
    errorOf(await file.admin.patch('/coupons/revoke/cpn-none'), 404);
  });
});
