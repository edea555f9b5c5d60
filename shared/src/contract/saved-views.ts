import './zod-config';
import { z } from 'zod';
import { couponList } from './coupons';
import { fundingList } from './funding';
import type { ListDefinition } from './lists';
import { memberList } from './members';
import { isoDateTime, listQuerySchema } from './common';

/** The lists a person can save a view of: each one's filters and sort live in its URL. */
export const savedViewLists = ['submissions', 'members', 'coupons'] as const;
export const savedViewListSchema = z.enum(savedViewLists);
export type SavedViewList = z.infer<typeof savedViewListSchema>;

export const SAVED_VIEW_NAME_MAX_LENGTH = 60;
/** Every known parameter set once stays well under this. */
export const SAVED_VIEW_QUERY_MAX_LENGTH = 1000;

const definitions: Readonly<Record<SavedViewList, ListDefinition>> = {
  submissions: fundingList,
  members: memberList,
  coupons: couponList,
};

/**
 * The URL parameters a view of each list keeps: its filters, sort, search and page size. The
 * page is left out, so a view opens at its first page.
 */
function knownParams(definition: ListDefinition): string[] {
  return ['sort', 'search', 'limit', ...Object.keys(definition.filters)];
}

export const savedViewParams: Readonly<Record<SavedViewList, readonly string[]>> = {
  submissions: knownParams(definitions.submissions),
  members: knownParams(definitions.members),
  coupons: knownParams(definitions.coupons),
};

/**
 * Why a view's query string cannot be kept for a list, or undefined when it can: every parameter
 * is one the list knows, given once, with a value its contract schema accepts.
 */
export function savedViewQueryProblem(list: SavedViewList, query: string): string | undefined {
  const known = savedViewParams[list];
  const params = new URLSearchParams(query);
  const seen = new Set<string>();
  for (const [key, value] of params) {
    if (!known.includes(key)) return `unknown parameter "${key}"; use ${known.join(', ')}`;
    if (seen.has(key)) return `parameter "${key}" is given twice`;
    seen.add(key);
    const schema: z.ZodType =
      key === 'sort'
        ? definitions[list].sort
        : key === 'search' || key === 'limit'
          ? listQuerySchema.shape[key]
          : (definitions[list].filters[key] as z.ZodType);
    if (!schema.safeParse(value).success) return `parameter "${key}" has an invalid value`;
  }
  return undefined;
}

export const savedViewSchema = z.object({
  id: z.string(),
  list: savedViewListSchema,
  name: z.string(),
  /** The list's URL search string without the "?", e.g. `status=pending&sort=createdAt`. */
  query: z.string(),
  shared: z.boolean(),
  owner: z.object({ id: z.string(), name: z.string() }),
  /** The caller owns it (and so may delete it). */
  mine: z.boolean(),
  createdAt: isoDateTime,
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const savedViewListQuerySchema = z.object({ list: savedViewListSchema });

export const savedViewInputSchema = z
  .object({
    list: savedViewListSchema,
    name: z
      .string()
      .trim()
      .min(1, 'Enter a name')
      .max(SAVED_VIEW_NAME_MAX_LENGTH, `At most ${SAVED_VIEW_NAME_MAX_LENGTH} characters`),
    query: z
      .string()
      .trim()
      .max(SAVED_VIEW_QUERY_MAX_LENGTH)
      .transform((q) => q.replace(/^\?/, '')),
    shared: z.boolean().default(false),
  })
  .superRefine((input, context) => {
    const problem = savedViewQueryProblem(input.list, input.query);
    if (problem) context.addIssue({ code: 'custom', path: ['query'], message: problem });
  });
export type SavedViewInput = z.input<typeof savedViewInputSchema>;

/** `deletedAt` is the version an Undo sends back: the restore only applies to that deletion. */
export const deletedSavedViewSchema = z.object({ id: z.string(), deletedAt: isoDateTime });

export const restoreSavedViewSchema = z.object({ deletedAt: isoDateTime });
