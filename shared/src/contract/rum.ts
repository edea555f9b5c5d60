import './zod-config';
import { z } from 'zod';
import { isoDateTime } from './common';

/**
 * Real-user monitoring: timings and errors the dashboard measures in staff's browsers, sent in
 * batches to `POST /rum` and summed up per area and release by `GET /rum/summary`. Nothing in an
 * entry names a person: the api adds only the sender's staff role.
 */
export const rumVitalNames = ['LCP', 'INP', 'CLS', 'TTFB', 'data-shown'] as const;
export const rumVitalNameSchema = z.enum(rumVitalNames);
export type RumVitalName = z.infer<typeof rumVitalNameSchema>;

/** The largest batch body the api reads (a 413 past it). */
export const RUM_BODY_LIMIT_BYTES = 64 * 1024;
export const RUM_MAX_ENTRIES = 100;
/** How many stack frames an error keeps: enough to find the place, little to store. */
export const RUM_STACK_FRAMES = 5;

/** A path segment that identifies a record: a number, a UUID or any long run of hex or digits. */
const ID_SEGMENT =
  /^(?:\d+|[0-9a-f]{8,}|[0-9a-f]{8}-[0-9a-f-]{27,}|[A-Za-z0-9_-]*\d[A-Za-z0-9_-]{15,})$/i;

/** A path with its ids replaced by `:id` and without query or hash: `/members/:id`. */
export function routePatternOf(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment));
  return `/${segments.join('/')}`;
}

/** The first frames of a stack (after its message line), so a report stays small. */
export function shortStack(stack: string | undefined): string {
  if (!stack) return '';
  return stack
    .split('\n')
    .filter((line) => /^\s*at\s|@/.test(line))
    .slice(0, RUM_STACK_FRAMES)
    .map((line) => line.trim().slice(0, 300))
    .join('\n');
}

const label = z.string().trim().min(1).max(80);

/** The release a report counts under when the code's release could not be told or is not known. */
export const UNKNOWN_RELEASE = 'unknown';
export const routePatternSchema = z
  .string()
  .max(200)
  .regex(/^\/[^\s?#]*$/, 'a path without query or hash')
  .refine((path) => routePatternOf(path) === path, 'a route pattern: ids as :id');

const common = {
  /** The area as named in the nav ("Support"), or the host page's name. */
  area: label,
  routePattern: routePatternSchema,
  /**
   * The release version of the code that ran ("unknown" when it could not be told). The api
   * stores "unknown" instead when neither the registry nor the environment's build knows it for
   * that area, so a made-up release never gets figures of its own.
   */
  release: label,
  canary: z.boolean(),
  at: isoDateTime,
};

/** The federation name of the code that ran (`remote_support`), or `host` for its own pages. */
const remoteName = label;

export const rumVitalSchema = z.strictObject({
  kind: z.literal('vital'),
  name: rumVitalNameSchema,
  /** Milliseconds; CLS is a unitless score. */
  value: z.number().finite().min(0).max(600_000),
  /**
   * Lets the api check `release` against that area's known builds; without it (an older host)
   * the area's label is looked up among the registered areas.
   */
  remote: remoteName.optional(),
  ...common,
});

export const rumErrorSchema = z.strictObject({
  kind: z.literal('error'),
  message: z.string().trim().min(1).max(500),
  remote: remoteName,
  stack: z
    .string()
    .max(2_000)
    .refine((stack) => stack.split('\n').length <= RUM_STACK_FRAMES, 'at most 5 frames'),
  ...common,
});

export const rumEntrySchema = z.discriminatedUnion('kind', [rumVitalSchema, rumErrorSchema]);
export type RumEntry = z.infer<typeof rumEntrySchema>;
export type RumError = z.infer<typeof rumErrorSchema>;

export const rumBatchSchema = z.strictObject({
  /** A random id per page load, so visits can be counted; it names nobody. */
  session: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  entries: z.array(rumEntrySchema).min(1).max(RUM_MAX_ENTRIES),
});

export const rumBatchAcceptedSchema = z.object({ accepted: z.number().int() });

const p75Schema = z.record(rumVitalNameSchema, z.number().nullable());

export const rumReleaseFiguresSchema = z.object({
  release: z.string(),
  canary: z.boolean(),
  /** When the release was first seen in the window: releases are listed newest first. */
  firstSeen: isoDateTime,
  sessions: z.number().int(),
  errors: z.number().int(),
  /** The share of sessions that met an error, 0 to 1. */
  errorRate: z.number(),
  /** The 75th percentile of each timing in ms (CLS: the score); null without samples. */
  p75: p75Schema,
});
export type RumReleaseFigures = z.infer<typeof rumReleaseFiguresSchema>;

export const rumHourSchema = z.object({
  hour: isoDateTime,
  p75DataShown: z.number().nullable(),
  sessions: z.number().int(),
  errors: z.number().int(),
});
export type RumHour = z.infer<typeof rumHourSchema>;

export const rumAreaSummarySchema = z.object({
  area: z.string(),
  releases: z.array(rumReleaseFiguresSchema),
  /** The last 24 hours, oldest first, only hours with visits. */
  hours: z.array(rumHourSchema),
});
export type RumAreaSummary = z.infer<typeof rumAreaSummarySchema>;

export const rumSummarySchema = z.object({
  since: isoDateTime,
  areas: z.array(rumAreaSummarySchema),
});
export type RumSummary = z.infer<typeof rumSummarySchema>;
