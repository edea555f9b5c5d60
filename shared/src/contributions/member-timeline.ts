import { z } from 'zod';
import { isoDateTime } from '../contract/common';

/** One thing that happened to a member, as an area tells its part of the member's timeline. */
export const timelineEntrySchema = z.object({
  /** Unique within the area's part. */
  id: z.string().min(1),
  at: isoDateTime,
  /** What kind of thing it is, in a word or two: "Funding request", "Conversation", "Coupon". */
  kind: z.string().min(1).max(40),
  title: z.string().min(1),
  detail: z.string().optional(),
  /** A page of the dashboard about it (`areaPaths`). */
  href: z.string().startsWith('/').optional(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** How many entries the timeline shows at first, and how many more each "Show older" adds. */
export const TIMELINE_PAGE_SIZE = 20;

/** The most the timeline shows: older entries are on the areas' own pages. */
export const TIMELINE_MAX_ENTRIES = 100;

/** What the timeline asks a part for. */
export interface MemberTimelineRequest {
  /**
   * Give at most this many, the newest (at most `TIMELINE_MAX_ENTRIES`). The timeline asks for one
   * more than it shows, so that a part with older entries tells it they exist.
   */
  limit: number;
}

/**
 * The member's entries in one area: any order (the timeline sorts them), at most `limit` of the
 * newest. A part of an older release, which reads no request, gives its own recent few.
 */
export type MemberTimelinePart = (
  memberId: string,
  signal: AbortSignal,
  request?: MemberTimelineRequest,
) => Promise<TimelineEntry[]>;

/** The limit a part reads from the timeline's request, or the first page's without one. */
export const timelineLimit = (request: MemberTimelineRequest | undefined) =>
  Math.min(request?.limit ?? TIMELINE_PAGE_SIZE, TIMELINE_MAX_ENTRIES);

/** Entries newest first, at most `limit` of them (a part of several reads merges them so). */
export const newestEntries = (entries: readonly TimelineEntry[], limit: number) =>
  entries.toSorted((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, limit);

/**
 * What an area exposes for the member timeline (`./MemberTimeline`, declared under
 * `contributes.memberTimeline` in `/remotes.json`): its default export.
 */
export interface MemberTimelineModule {
  default: MemberTimelinePart;
}

/** Checks a loaded module at the boundary: a remote of another release may expose anything. */
export function memberTimelinePartOf(module: unknown): MemberTimelinePart {
  const part = (module as Partial<MemberTimelineModule> | undefined)?.default;
  if (typeof part !== 'function') throw new Error('The area exposes no member timeline');
  return part;
}

export const timelineEntriesSchema = z.array(timelineEntrySchema);
