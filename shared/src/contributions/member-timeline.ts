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

/** The member's entries in one area: any order (the timeline sorts them), at most a recent few. */
export type MemberTimelinePart = (
  memberId: string,
  signal: AbortSignal,
) => Promise<TimelineEntry[]>;

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
