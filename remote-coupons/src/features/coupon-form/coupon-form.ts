import {
  COUPON_CURRENCY,
  checkCouponLimits,
  couponExpiryProblem,
  couponInputSchema,
  couponUpdateSchema,
  discountTypeSchema,
  DATE_TIME_INPUT_EXAMPLE,
  formatDateTimeInput,
  isApiError,
  parseDateTimeText,
  type Coupon,
  type CouponInput,
  type CouponUpdate,
  schema,
} from '@backoffice/shared';
import type { z } from 'zod';
import { majorToMinorUnits } from './money';

/** What the create form's inputs hold: text, exactly as typed. */
export type CouponFormValues = {
  code: string;
  description: string;
  discountType: z.infer<typeof discountTypeSchema>;
  value: string;
  maxRedemptions: string;
  perMemberLimit: string;
  startsAt: string;
  expiresAt: string;
};

/** What the edit form's inputs hold; only the fields that may change after creation. */
export type CouponEditValues = Pick<
  CouponFormValues,
  'description' | 'maxRedemptions' | 'perMemberLimit' | 'expiresAt'
>;

/** A date box's text ("1 May 2026 09:30", the admin's own time) as an ISO instant. */
export function localDateTimeToIso(local: string): string | undefined {
  if (local.trim() === '') return undefined;
  // An unreadable text is passed on unchanged so the contract's date check reports it.
  return parseDateTimeText(local)?.toISOString() ?? local;
}

/** A stored instant as the date box shows it ("1 May 2026 09:30"). */
export function isoToLocalDateTime(iso: string | null): string {
  return formatDateTimeInput(iso);
}

function requiredNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.trim());
}

/** An empty limit means "no limit" (null); anything else must be a number the contract accepts. */
function optionalNumber(text: string): number | null {
  return text.trim() === '' ? null : Number(text.trim());
}

/** The form's text as the contract's CouponInput: amounts in minor units, dates as ISO. */
export function toCouponInput(values: CouponFormValues): CouponInput {
  return {
    code: values.code,
    description: values.description,
    discountType: values.discountType,
    value:
      values.discountType === 'fixed'
        ? majorToMinorUnits(values.value, COUPON_CURRENCY)
        : requiredNumber(values.value),
    currency: COUPON_CURRENCY,
    maxRedemptions: optionalNumber(values.maxRedemptions),
    perMemberLimit: optionalNumber(values.perMemberLimit),
    // The contract reports a missing start; the cast only lets `undefined` reach it.
    startsAt: localDateTimeToIso(values.startsAt) as string,
    expiresAt: localDateTimeToIso(values.expiresAt) ?? null,
  };
}

/** The edit form's text as a CouponUpdate; an emptied limit or expiry is removed (null). */
export function toCouponUpdate(values: CouponEditValues): CouponUpdate {
  return {
    description: values.description,
    maxRedemptions: optionalNumber(values.maxRedemptions),
    perMemberLimit: optionalNumber(values.perMemberLimit),
    expiresAt: localDateTimeToIso(values.expiresAt) ?? null,
  };
}

const textFields = <K extends string>(keys: readonly K[]) =>
  schema.object(
    Object.fromEntries(keys.map((key) => [key, schema.string()])) as Record<K, z.ZodString>,
  );

/**
 * The create dialog's schema: the form's text, converted, then the contract's own
 * couponInputSchema, the one the api validates with, so both sides accept exactly the same coupons.
 */
export const couponFormSchema = textFields([
  'code',
  'description',
  'value',
  'maxRedemptions',
  'perMemberLimit',
  'startsAt',
  'expiresAt',
])
  .extend({ discountType: discountTypeSchema })
  .transform(toCouponInput)
  .pipe(couponInputSchema);

/**
 * Runs a cross-field check once `fields` and the whole update are valid, even while other fields
 * are not: shown together with the other fields' errors, not after they are fixed.
 */
const whenValid = (...fields: string[]) => ({
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some(
      (issue) => fields.includes(String(issue.path?.[0])) || !issue.path?.length,
    ),
});

/**
 * The edit dialog's schema: the contract's couponUpdateSchema, plus the contract's expiry rule
 * against the coupon's (unchangeable) start and its limits rule, as the api applies them.
 */
export function couponEditSchema(coupon: Pick<Coupon, 'startsAt'>) {
  return textFields(['description', 'maxRedemptions', 'perMemberLimit', 'expiresAt'])
    .transform(toCouponUpdate)
    .pipe(couponUpdateSchema)
    .superRefine((update, ctx) => {
      const message = couponExpiryProblem(coupon.startsAt, update.expiresAt);
      if (message) ctx.addIssue({ code: 'custom', path: ['expiresAt'], message });
    }, whenValid('expiresAt'))
    .superRefine(checkCouponLimits, whenValid('maxRedemptions', 'perMemberLimit'));
}

const typeMessages: Record<string, string> = {
  value: 'Enter a number',
  maxRedemptions: 'Enter a whole number, or leave it empty',
  perMemberLimit: 'Enter a whole number, or leave it empty',
  startsAt: 'Choose when the coupon starts',
};

// A text that names no time: said with an example in the boxes' own format.
const unreadableDate = `Enter a date and time like ${DATE_TIME_INPUT_EXAMPLE}`;
const dateFields = new Set(['startsAt', 'expiresAt']);

/**
 * Messages for what the contract leaves generic: text that is not a number, a missing start.
 * The contract's own messages (ranges, code pattern, expiry order) take precedence over these.
 */
export const formParseOptions = {
  error: (issue: z.core.$ZodRawIssue): string | undefined => {
    if (issue.code !== 'invalid_type' && issue.code !== 'invalid_format') return undefined;
    const field = issue.path?.[0];
    if (typeof field !== 'string') return undefined;
    if (issue.code === 'invalid_format' && dateFields.has(field)) return unreadableDate;
    return typeMessages[field];
  },
};

/** The form's starting text for a new coupon: a percentage that starts now. */
export function emptyCouponForm(now: Date = new Date()): CouponFormValues {
  return {
    code: '',
    description: '',
    discountType: 'percent',
    value: '',
    maxRedemptions: '',
    perMemberLimit: '',
    startsAt: formatDateTimeInput(now),
    expiresAt: '',
  };
}

export function couponToEditValues(coupon: Coupon): CouponEditValues {
  return {
    description: coupon.description,
    maxRedemptions: coupon.maxRedemptions === null ? '' : String(coupon.maxRedemptions),
    perMemberLimit: coupon.perMemberLimit === null ? '' : String(coupon.perMemberLimit),
    expiresAt: isoToLocalDateTime(coupon.expiresAt),
  };
}

/**
 * An api failure that blames one of the form's fields (the 409 on a duplicate code, a 400), as
 * the message to show next to it. The api prefixes messages with the field ("code: ..."); the
 * label already says which field it is.
 */
export function fieldErrorFrom<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string } | undefined {
  if (!isApiError(error) || !error.field) return undefined;
  const field = fields.find((name) => name === error.field);
  if (!field) return undefined;
  const text = error.message.replace(new RegExp(`^${field}:\\s*`), '');
  return { field, message: text.charAt(0).toUpperCase() + text.slice(1) };
}
