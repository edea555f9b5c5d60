import './zod-config';
import { z } from 'zod';
import { refuseNul } from './common';
import { roleMay, type Permission, type StaffRole } from './roles';

/**
 * `GET /search?q=`: the command palette's one search over every kind a role may read. An empty
 * (or blank) `q` answers no results; a longer one than this is refused (400) rather than cut.
 */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** At most this many results of each kind. */
export const SEARCH_RESULTS_PER_KIND = 5;

export const searchKinds = ['member', 'fundingRequest', 'conversation', 'coupon', 'staff'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** Which permission lets a role see each kind of result (the roles table in ./roles). */
export const searchKindPermissions: Readonly<Record<SearchKind, Permission>> = {
  member: 'read',
  fundingRequest: 'read',
  conversation: 'read',
  coupon: 'read',
  staff: 'manageStaff',
};

/** The kinds a role's search covers, in the order the palette lists them. */
export const searchKindsFor = (role: StaffRole): SearchKind[] =>
  searchKinds.filter((kind) => roleMay(role, searchKindPermissions[kind]));

export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(SEARCH_QUERY_MAX_LENGTH, `A search is at most ${SEARCH_QUERY_MAX_LENGTH} characters`)
    .refine(...refuseNul('A search'))
    .default(''),
});

const memberResultSchema = z.object({
  kind: z.literal('member'),
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
const fundingResultSchema = z.object({
  kind: z.literal('fundingRequest'),
  id: z.string(),
  title: z.string(),
  requesterName: z.string(),
  status: z.string(),
});
const conversationResultSchema = z.object({
  kind: z.literal('conversation'),
  /** The room's id (remote-support opens it at /support?room=<id>). */
  id: z.string(),
  memberName: z.string(),
  /** The newest matching message, or null when only the member's name matched. */
  excerpt: z.string().nullable(),
});
const couponResultSchema = z.object({
  kind: z.literal('coupon'),
  id: z.string(),
  code: z.string(),
  description: z.string(),
});
const staffResultSchema = z.object({
  kind: z.literal('staff'),
  id: z.string(),
  name: z.string(),
  email: z.string(),
});

export const searchResultSchema = z.discriminatedUnion('kind', [
  memberResultSchema,
  fundingResultSchema,
  conversationResultSchema,
  couponResultSchema,
  staffResultSchema,
]);
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  /** The kinds searched for this caller (the others their role may not read). */
  kinds: z.array(z.enum(searchKinds)),
  results: z.array(searchResultSchema),
});
