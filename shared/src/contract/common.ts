import { z } from 'zod';

/** Every error body the api sends. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Every successful body is `{ data }`, except sign-in (docs/spec.md §7). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const isoDateTime = z.iso.datetime({ offset: true });
/** A calendar day, `YYYY-MM-DD`, as the `from`/`to` filters use it. */
export const ymdDate = z.iso.date();

export const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'Currency must be a 3-letter code');
/** Money is an integer in minor units. */
export const minorUnits = z.number().int().nonnegative();

export const LIST_DEFAULT_LIMIT = 20;
export const LIST_MAX_LIMIT = 100;

/** Boolean query parameters arrive as strings. */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => (typeof value === 'boolean' ? value : value === 'true'));

/** The list query shared by every paged endpoint; `sort` is `field` or `-field`. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
  search: z.string().trim().max(200).optional(),
  sort: z
    .string()
    .regex(/^-?[a-zA-Z]+$/, 'sort must be a field name, optionally prefixed with -')
    .optional(),
});
export type ListQuery = z.input<typeof listQuerySchema>;

export const dateRangeQuerySchema = z
  .object({ from: ymdDate.optional(), to: ymdDate.optional() })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: 'from must not be after to',
    path: ['to'],
  });

export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  });
export type Page<T> = { items: T[]; total: number; page: number; limit: number };

/** Splits `-field` into a field and a direction. */
export function parseSort(sort: string | undefined): { field: string; desc: boolean } | undefined {
  if (!sort) return undefined;
  return sort.startsWith('-') ? { field: sort.slice(1), desc: true } : { field: sort, desc: false };
}
