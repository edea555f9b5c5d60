import {
  apiRequest,
  auditKindLabels,
  isApiError,
  memberKeys,
  memberTimelinePartOf,
  newestEntries,
  timelineEntriesSchema,
  timelineLimit,
  type AreaContribution,
  type MemberTimelinePart,
  type TimelineEntry,
} from '@backoffice/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** One part of the timeline: the members area's own, or one another area contributes. */
export interface TimelinePartSource {
  /** `remote_<area>`, or `members` for the area's own. */
  key: string;
  /** Who the part is from, for the line saying it is missing ("Support"). */
  title: string;
  load: () => Promise<MemberTimelinePart>;
}

/**
 * The members area's own part: the staff actions on the member (their entity history, which the
 * api gives whole; the part keeps the newest `limit`).
 */
const staffActions: MemberTimelinePart = async (memberId, signal, request) => {
  const entries = await apiRequest('entityAudit', {
    query: { type: 'member', id: memberId },
    signal,
  });
  const actions = entries.map((entry) => ({
    id: entry.id,
    at: entry.at,
    kind: 'Staff action',
    title: auditKindLabels[entry.kind],
    detail: `by ${entry.actor.name}`,
  }));
  return newestEntries(actions, timelineLimit(request));
};

export const ownPart: TimelinePartSource = {
  key: 'members',
  title: 'Members',
  load: () => Promise.resolve(staffActions),
};

/** An area's contribution, its loaded module checked at the boundary. */
export const contributedPart = (contribution: AreaContribution): TimelinePartSource => ({
  key: contribution.remote,
  title: contribution.title,
  load: async () => memberTimelinePartOf(await contribution.load()),
});

/**
 * One part's newest `limit` entries; its failure is its own (the others still show). While a
 * bigger `limit` loads ("Show older"), the entries of the smaller one stay.
 */
export function timelinePartQuery(memberId: string, part: TimelinePartSource, limit: number) {
  return queryOptions({
    queryKey: memberKeys.timelinePage(memberId, part.key, limit),
    queryFn: async ({ signal }): Promise<TimelineEntry[]> =>
      timelineEntriesSchema.parse(await (await part.load())(memberId, signal, { limit })),
    placeholderData: keepPreviousData,
    // A down area already retried its files; asking again would only delay the quiet line.
    retry: false,
  });
}

/** The quiet line in place of a part that could not be read. */
export const missingPartText = (title: string, error: unknown) =>
  isApiError(error) && error.status === 403
    ? `${title}: your role cannot see this part of the timeline.`
    : `${title}: this part of the timeline is unavailable right now.`;
