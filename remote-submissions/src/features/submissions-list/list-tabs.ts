import {
  FUNDING_IN_REVIEW_BY_ME_QUEUE,
  FUNDING_REVIEW_QUEUE,
  FUNDING_SECOND_APPROVAL_QUEUE,
  fundingStatuses,
  type FundingStatus,
  type FundingSummary,
} from '@backoffice/shared';
import type { TabItem } from '@backoffice/shared/ui';
import { statusLabels } from '../../lib/labels';

type FundingQueue = keyof NonNullable<FundingSummary['byQueue']>;

/** A tab of the list: every request, one of the person's queues, or one status. */
export type ListTab = 'all' | FundingQueue | FundingStatus;

const queueTabs: readonly { value: FundingQueue; label: string }[] = [
  { value: FUNDING_REVIEW_QUEUE, label: 'Review queue' },
  { value: FUNDING_SECOND_APPROVAL_QUEUE, label: 'Awaiting my second approval' },
  { value: FUNDING_IN_REVIEW_BY_ME_QUEUE, label: 'In review by me' },
];

const isQueue = (tab: ListTab): tab is FundingQueue =>
  queueTabs.some((queue) => queue.value === tab);

/**
 * The tabs with their counts, each under the list's search, days and category: all, the queues,
 * then the statuses. `summary` is undefined while it is counted (each count keeps its place) and
 * `null` when it could not be (no counts).
 */
export function listTabs(summary: FundingSummary | undefined | null): TabItem<ListTab>[] {
  const counting = summary === undefined ? null : undefined;
  return [
    { value: 'all', label: 'All', count: summary?.total ?? counting },
    ...queueTabs.map((queue) => ({ ...queue, count: summary?.byQueue?.[queue.value] ?? counting })),
    ...fundingStatuses.map((status) => ({
      value: status,
      label: statusLabels[status],
      count: summary?.byStatus[status] ?? counting,
    })),
  ];
}

/** The tab the URL's filters select: a queue before a status. */
export function selectedTab(filters: { queue?: FundingQueue; status?: FundingStatus }): ListTab {
  return filters.queue ?? filters.status ?? 'all';
}

/** The filters a tab sets: one queue or one status, the other cleared. */
export function filtersOfTab(tab: ListTab): {
  queue: FundingQueue | undefined;
  status: FundingStatus | undefined;
} {
  if (tab === 'all') return { queue: undefined, status: undefined };
  return isQueue(tab) ? { queue: tab, status: undefined } : { queue: undefined, status: tab };
}
