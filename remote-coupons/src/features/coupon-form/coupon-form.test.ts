import { ApiError } from '@backoffice/shared';
import {
  couponEditSchema,
  couponFormSchema,
  couponToEditValues,
  emptyCouponForm,
  fieldErrorFrom,
  formParseOptions,
  isoToLocalDateTime,
  localDateTimeToIso,
  type CouponEditValues,
  type CouponFormValues,
} from './coupon-form';
import { majorToMinorUnits } from './money';

const valid: CouponFormValues = {
  code: 'spring-25',
  description: 'Spring campaign',
  discountType: 'percent',
  value: '15',
  maxRedemptions: '100',
  perMemberLimit: '',
  startsAt: '1 May 2026 09:30',
  expiresAt: '1 Jun 2026 00:00',
};

function parseCreate(patch: Partial<CouponFormValues>) {
  return couponFormSchema.safeParse({ ...valid, ...patch }, formParseOptions);
}

/** Each field's first message, as the form shows it next to the field. */
function fieldErrors(patch: Partial<CouponFormValues>): Record<string, string> {
  const result = parseCreate(patch);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.toReversed().map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('amounts in major units', () => {
  it('become minor units without floating-point drift', () => {
    expect(majorToMinorUnits('5.00', 'USD')).toBe(500);
    expect(majorToMinorUnits('5', 'USD')).toBe(500);
    expect(majorToMinorUnits('0.29', 'USD')).toBe(29);
    expect(majorToMinorUnits('19.9', 'USD')).toBe(1990);
    expect(majorToMinorUnits('1200', 'JPY')).toBe(1200);
  });

  it('are not a number when they are not a plain amount in the currency', () => {
    expect(majorToMinorUnits('5.005', 'USD')).toBeNaN();
    expect(majorToMinorUnits('-5', 'USD')).toBeNaN();
    expect(majorToMinorUnits('five', 'USD')).toBeNaN();
    expect(majorToMinorUnits('', 'USD')).toBeNaN();
    expect(majorToMinorUnits('1.5', 'JPY')).toBeNaN();
  });
});

describe('dates', () => {
  it('go from the date box (local time, as the tables say it) to ISO and back', () => {
    const iso = localDateTimeToIso('1 May 2026 09:30');
    expect(iso).toBe(new Date(2026, 4, 1, 9, 30).toISOString());
    expect(isoToLocalDateTime(iso ?? null)).toBe('1 May 2026 09:30');
    expect(localDateTimeToIso('')).toBeUndefined();
    expect(isoToLocalDateTime(null)).toBe('');
  });

  it('say with an example when a text names no time, and keep the text for the box', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 3, 15));
    expect(localDateTimeToIso('12/01/2026, 11:14 PM')).toBe('12/01/2026, 11:14 PM');
    expect(fieldErrors({ startsAt: '31 Feb 2026 09:00', expiresAt: '12/01/2026' })).toEqual({
      startsAt: 'Enter a date and time like 1 Dec 2026 23:01',
      expiresAt: 'Enter a date and time like 1 Dec 2026 23:01',
    });
    vi.useRealTimers();
  });
});

describe('the create form through the contract schema', () => {
  // The example coupon runs May–June 2026: the form is filled in before it starts.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 3, 15));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the api a CouponInput: uppercase code, minor units, ISO dates, empty limits as null', () => {
    const result = parseCreate({ discountType: 'fixed', value: '5.00' });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      code: 'SPRING-25',
      description: 'Spring campaign',
      discountType: 'fixed',
      value: 500,
      currency: 'USD',
      maxRedemptions: 100,
      perMemberLimit: null,
      startsAt: new Date(2026, 4, 1, 9, 30).toISOString(),
      expiresAt: new Date(2026, 5, 1).toISOString(),
    });
  });

  it('keeps a percentage as a whole number of percent', () => {
    expect(parseCreate({ value: '100' }).data?.value).toBe(100);
  });

  it('accepts a code of 3 to 32 of A–Z, 0–9, - and _', () => {
    expect(parseCreate({ code: 'AB1' }).success).toBe(true);
    expect(parseCreate({ code: 'A'.repeat(32) }).success).toBe(true);
    expect(fieldErrors({ code: 'AB' })).toEqual({ code: 'Code must be at least 3 characters' });
    expect(fieldErrors({ code: 'A'.repeat(33) })).toEqual({
      code: 'Code must be at most 32 characters',
    });
    expect(fieldErrors({ code: 'SPRING 25' })).toEqual({ code: 'Use only A–Z, 0–9, - and _' });
    expect(fieldErrors({ code: 'ÉTÉ' })).toEqual({ code: 'Use only A–Z, 0–9, - and _' });
  });

  it('accepts a percentage of 1 to 100 only', () => {
    expect(fieldErrors({ value: '0' })).toEqual({ value: 'A percentage is between 1 and 100' });
    expect(fieldErrors({ value: '101' })).toEqual({ value: 'A percentage is between 1 and 100' });
    expect(fieldErrors({ value: '12.5' })).toEqual({ value: 'Enter a whole number' });
    expect(fieldErrors({ value: '' })).toEqual({ value: 'Enter a number' });
  });

  it('accepts a fixed amount above zero with at most two decimals', () => {
    expect(fieldErrors({ discountType: 'fixed', value: '0.00' })).toEqual({
      value: 'A fixed amount must be above zero',
    });
    expect(fieldErrors({ discountType: 'fixed', value: '5.005' })).toEqual({
      value: 'Enter a number',
    });
    expect(parseCreate({ discountType: 'fixed', value: '0.01' }).data?.value).toBe(1);
  });

  it('accepts limits of at least 1, or none', () => {
    expect(fieldErrors({ maxRedemptions: '0', perMemberLimit: '0' })).toEqual({
      maxRedemptions: 'Maximum redemptions must be at least 1',
      perMemberLimit: 'Per-member limit must be at least 1',
    });
    expect(fieldErrors({ maxRedemptions: '2.5' })).toEqual({
      maxRedemptions: 'Maximum redemptions must be a whole number',
    });
    expect(fieldErrors({ perMemberLimit: 'lots' })).toEqual({
      perMemberLimit: 'Enter a whole number, or leave it empty',
    });
    expect(parseCreate({ maxRedemptions: '', perMemberLimit: '1' }).data).toMatchObject({
      maxRedemptions: null,
      perMemberLimit: 1,
    });
  });

  it('refuses amounts and limits too large to store, next to their fields', () => {
    expect(
      fieldErrors({
        discountType: 'fixed',
        value: '21474836.48',
        maxRedemptions: '99999999999',
        perMemberLimit: '2147483648',
      }),
    ).toEqual({
      value: 'Enter a smaller amount',
      maxRedemptions: 'Maximum redemptions is too large',
      perMemberLimit: 'Per-member limit is too large',
    });
    expect(parseCreate({ discountType: 'fixed', value: '21474836.47' }).data?.value).toBe(
      2_147_483_647,
    );
    expect(fieldErrors({ value: '99999999999' })).toEqual({
      value: 'A percentage is between 1 and 100',
    });
  });

  it('needs a start, and an expiry (if any) after it', () => {
    expect(fieldErrors({ startsAt: '' })).toEqual({ startsAt: 'Choose when the coupon starts' });
    expect(fieldErrors({ expiresAt: valid.startsAt })).toEqual({
      expiresAt: 'Expiry must be after the start',
    });
    expect(fieldErrors({ expiresAt: '2026-04-30T09:30' })).toEqual({
      expiresAt: 'Expiry must be after the start',
    });
    expect(parseCreate({ expiresAt: '' }).data?.expiresAt).toBeNull();
  });

  it('refuses a coupon that would be expired as soon as it is created', () => {
    vi.setSystemTime(new Date(2026, 5, 15));
    expect(fieldErrors({})).toEqual({ expiresAt: 'Expiry must be in the future' });
    expect(fieldErrors({ expiresAt: '2026-04-30T09:30' })).toEqual({
      expiresAt: 'Expiry must be after the start',
    });
    expect(parseCreate({ expiresAt: '2026-06-15T00:01' }).success).toBe(true);
    expect(parseCreate({ expiresAt: '' }).success).toBe(true);
  });

  it('reports every broken field at once', () => {
    expect(Object.keys(fieldErrors({ code: 'x', value: '0', maxRedemptions: '0' }))).toEqual(
      expect.arrayContaining(['code', 'value', 'maxRedemptions']),
    );
  });

  it('reports the percentage and expiry errors together with the others, not in stages', () => {
    expect(
      fieldErrors({
        code: 'x',
        value: '150',
        maxRedemptions: 'lots',
        perMemberLimit: '0',
        expiresAt: '2026-04-01T00:00',
      }),
    ).toEqual({
      code: 'Code must be at least 3 characters',
      value: 'A percentage is between 1 and 100',
      maxRedemptions: 'Enter a whole number, or leave it empty',
      perMemberLimit: 'Per-member limit must be at least 1',
      expiresAt: 'Expiry must be after the start',
    });
  });

  it('reports an expiry before the start together with numbers that are not whole', () => {
    expect(
      fieldErrors({ value: '12.5', perMemberLimit: '1.5', expiresAt: '2026-04-01T00:00' }),
    ).toEqual({
      value: 'Enter a whole number',
      perMemberLimit: 'Per-member limit must be a whole number',
      expiresAt: 'Expiry must be after the start',
    });
  });

  it('refuses a per-member limit above the maximum redemptions, with the other errors', () => {
    const limits = 'Per-member limit cannot be more than the maximum redemptions';
    expect(fieldErrors({ maxRedemptions: '10', perMemberLimit: '20' })).toEqual({
      perMemberLimit: limits,
    });
    expect(fieldErrors({ code: 'x', maxRedemptions: '10', perMemberLimit: '11' })).toEqual({
      code: 'Code must be at least 3 characters',
      perMemberLimit: limits,
    });
    expect(parseCreate({ maxRedemptions: '10', perMemberLimit: '10' }).success).toBe(true);
    expect(parseCreate({ maxRedemptions: '', perMemberLimit: '50' }).success).toBe(true);
  });

  it('starts a new coupon as a percentage that starts now', () => {
    const form = emptyCouponForm(new Date(2026, 0, 2, 3, 4));
    expect(form).toMatchObject({ discountType: 'percent', startsAt: '2 Jan 2026 03:04' });
  });
});

describe('the edit form through the contract update schema', () => {
  const coupon = {
    id: 'cpn-1',
    code: 'SPRING-25',
    description: 'Spring campaign',
    discountType: 'percent' as const,
    value: 15,
    currency: 'USD',
    maxRedemptions: 100,
    perMemberLimit: null,
    redemptions: 12,
    discountGiven: 0,
    startsAt: new Date(2026, 4, 1, 9, 30).toISOString(),
    expiresAt: null,
    status: 'active' as const,
    revokedAt: null,
    revokeReason: null,
    createdAt: '2026-04-01T00:00:00.000Z',
    createdBy: 'Ada Admin',
  };
  const schema = couponEditSchema(coupon);
  const parseEdit = (patch: Partial<CouponEditValues>) =>
    schema.safeParse({ ...couponToEditValues(coupon), ...patch }, formParseOptions);

  it('starts from the coupon and sends only the fields that may change', () => {
    expect(couponToEditValues(coupon)).toEqual({
      description: 'Spring campaign',
      maxRedemptions: '100',
      perMemberLimit: '',
      expiresAt: '',
    });
    expect(parseEdit({ expiresAt: '2026-07-01T00:00' }).data).toEqual({
      description: 'Spring campaign',
      maxRedemptions: 100,
      perMemberLimit: null,
      expiresAt: new Date(2026, 6, 1).toISOString(),
    });
  });

  it('refuses an expiry that is not after the coupon start, and limits below 1', () => {
    const result = parseEdit({ expiresAt: '2026-05-01T09:00' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['expiresAt'], message: 'Expiry must be after the start' }),
    ]);
    expect(parseEdit({ perMemberLimit: '0' }).error?.issues[0]?.message).toBe(
      'Per-member limit must be at least 1',
    );
  });

  it('refuses a per-member limit above the maximum redemptions', () => {
    expect(parseEdit({ perMemberLimit: '101' }).error?.issues).toEqual([
      expect.objectContaining({
        path: ['perMemberLimit'],
        message: 'Per-member limit cannot be more than the maximum redemptions',
      }),
    ]);
    expect(parseEdit({ maxRedemptions: '', perMemberLimit: '101' }).success).toBe(true);
  });

  it('refuses an early expiry together with a limit that is not whole', () => {
    const result = parseEdit({ maxRedemptions: '2.5', expiresAt: '2026-05-01T09:00' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['maxRedemptions', 'Maximum redemptions must be a whole number'],
      ['expiresAt', 'Expiry must be after the start'],
    ]);
  });
});

describe('api failures on a field', () => {
  it('are shown on the field the api names, without the field prefix', () => {
    const conflict = new ApiError('code: a coupon with code SPRING-25 already exists', {
      status: 409,
      kind: 'http',
      field: 'code',
    });
    expect(fieldErrorFrom(conflict, ['code', 'value'])).toEqual({
      field: 'code',
      message: 'A coupon with code SPRING-25 already exists',
    });
  });

  it('are not field errors when the api names no field of this form', () => {
    const serverError = new ApiError('Internal error', { status: 500, kind: 'http' });
    const otherField = new ApiError('x: bad', { status: 400, kind: 'http', field: 'x' });
    expect(fieldErrorFrom(serverError, ['code'])).toBeUndefined();
    expect(fieldErrorFrom(otherField, ['code'])).toBeUndefined();
    expect(fieldErrorFrom(new Error('offline'), ['code'])).toBeUndefined();
  });
});
