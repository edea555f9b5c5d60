import './zod-config';
import { z } from 'zod';
import {
  dateRangeFields,
  dateRangeOrderIssue,
  hasVisibleCharacter,
  INVISIBLE_NAME,
  isDateRangeInOrder,
  isoDateTime,
  minorUnits,
  queryBoolean,
} from './common';
import { fundingRequestSummarySchema } from './funding';
import { defineList } from './lists';

export const memberStatuses = ['active', 'suspended', 'deactivated'] as const;
export const memberStatusSchema = z.enum(memberStatuses);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

export const memberStatsSchema = z.object({
  fundingRequests: z.number().int().nonnegative(),
  amountRaised: minorUnits,
  donations: z.number().int().nonnegative(),
});

export const memberSummarySchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  avatarUrl: z.string().nullable(),
  status: memberStatusSchema,
  verified: z.boolean(),
  joinedAt: isoDateTime,
  lastActiveAt: isoDateTime.nullable(),
  location: z.string(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

/** Another member's report about this one: who reported, why and when. */
export const memberReportSchema = z.object({
  id: z.string(),
  reporter: z.object({ id: z.string(), fullName: z.string() }),
  reason: z.string(),
  createdAt: isoDateTime,
});

export const memberSchema = memberSummarySchema.extend({
  stats: memberStatsSchema,
  currency: z.string(),
  statusReason: z.string().nullable(),
  recentFundingRequests: z.array(fundingRequestSummarySchema),
  /** Newest first. */
  reports: z.array(memberReportSchema),
  /**
   * Additive: the staff member who last changed this member and when (the newest
   * audit entry), so an open profile can say "Changed by Ana just now"; null when never changed.
   */
  lastChange: z.object({ by: z.string(), byId: z.string(), at: isoDateTime }).nullable(),
  /** Additive: counts each change staff made to the member; an Undo sends it back. */
  version: z.number().int().positive(),
});
export type Member = z.infer<typeof memberSchema>;

/** The members list's sortable and filterable fields (see `defineList`). */
export const memberList = defineList({
  sortFields: ['fullName', 'joinedAt', 'lastActiveAt'],
  filters: {
    status: memberStatusSchema.optional(),
    verified: queryBoolean.optional(),
    ...dateRangeFields,
  },
});

export const memberListQuerySchema = memberList.query.refine(
  isDateRangeInOrder,
  dateRangeOrderIssue,
);

export const memberDetailQuerySchema = z.object({ id: z.string().min(1, 'id is required') });

/** 6 to 20 characters of digits, spaces, brackets and dashes, at least 6 of them digits. */
export const PHONE_PATTERN = /^\+?(?=(?:[^0-9]*[0-9]){6})[0-9 ()-]{6,20}$/;

const PHONE_FRAGMENT = /^\+?[0-9 ().-]+$/;
const MIN_PHONE_SEARCH_DIGITS = 3;

/**
 * The digits to look for in phone numbers when a search looks like (part of) a phone number, so
 * "5263663272" and "526-366" find "+1 (526) 366-3272"; undefined for any other search.
 */
export function phoneSearchDigits(search: string): string | undefined {
  const trimmed = search.trim();
  if (!PHONE_FRAGMENT.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= MIN_PHONE_SEARCH_DIGITS ? digits : undefined;
}

/** Editable profile fields, shared by the profile form and the api. */
export const memberProfileSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name must be at most 100 characters')
    .refine(hasVisibleCharacter, INVISIBLE_NAME),
  phone: z.string().trim().regex(PHONE_PATTERN, 'Enter a valid phone number'),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const updateMemberSchema = z
  .object({
    status: memberStatusSchema.optional(),
    reason: z.string().trim().max(1000, 'A reason is at most 1000 characters').optional(),
    verified: z.boolean().optional(),
    fullName: memberProfileSchema.shape.fullName.optional(),
    phone: memberProfileSchema.shape.phone.optional(),
    /** Given (an Undo gives it), the change applies only to this version of the member, else 409. */
    version: z.number().int().positive().optional(),
  })
  .refine(
    (body) =>
      Object.entries(body).some(([field, value]) => field !== 'version' && value !== undefined),
    {
      message: 'Nothing to update',
    },
  )
  .refine((body) => body.status !== 'suspended' || !!body.reason, {
    message: 'A reason is required to suspend a member',
    path: ['reason'],
  });
export type UpdateMember = z.infer<typeof updateMemberSchema>;
